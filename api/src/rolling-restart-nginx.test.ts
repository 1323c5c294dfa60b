import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpClient, type HttpClient } from '../bench/http-support';
import type { TestDatabase } from './testing';
import {
  freePort,
  openReplicaDatabase,
  startReplica,
  stopReplica,
  type Replica,
} from './testing/replicas';
import {
  ROLLING_CONNECTIONS,
  ROLLING_REPLICA_ENV,
  expectCleanRollingRestart,
} from './testing/rolling-restart';

// Issue 39, item 3: the deploy of tools/deploy/api-replicas.js behind the shipped nginx
// (deploy/nginx, TLS), under the mixed load. The replicas listen on Unix sockets that nginx's
// upstream names; a new process takes a replica's socket path over (rename, no nginx reload), the
// old one drains and exits (docs/adr/0059). PostgreSQL only (TEST_DATABASE_URL): two processes
// share one database.

const REPO = path.resolve(__dirname, '..', '..');
/* eslint-disable @typescript-eslint/no-require-imports -- the repository's tooling (plain JS) */
const { ensureDebianPackages, FRONT_DOOR_PACKAGES } = require(
  path.join(REPO, 'tools', 'install', 'debian-packages.js'),
) as {
  ensureDebianPackages(suite: string, packages: Record<string, string>): void;
  FRONT_DOOR_PACKAGES: Record<string, string>;
};
const frontDoor = require(path.join(REPO, 'tools', 'deploy', 'front-door.js')) as {
  FRONT_DOOR_HOST: string;
  makeTestCertificates(dir: string): { ca: string; certificate: string; key: string };
  startNginx(options: {
    settings: unknown;
    dir: string;
    waitPort: number;
  }): Promise<{ stop(): Promise<void> }>;
};
const { replaceReplica } = require(path.join(REPO, 'tools', 'deploy', 'api-replicas.js')) as {
  replaceReplica<New>(options: {
    socketPath: string;
    start(): Promise<New>;
    exitOf(started: New): Promise<unknown>;
    abandon(started: New): Promise<unknown>;
    stopOld(started: New): Promise<unknown>;
  }): Promise<New>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** How long nginx keeps a pooled connection to a replica idle (the shipped default is 10 s). */
const NGINX_KEEPALIVE_SECONDS = 2;
/** Longer than that, as docs/operations.md asks: nginx ends its idle connections first. */
const REPLICA_ENV = { ...ROLLING_REPLICA_ENV, SHUTDOWN_DRAIN_SECONDS: '5' };

const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgresOnly('a rolling restart of two replicas on sockets behind the shipped nginx', () => {
  let database: TestDatabase;
  let databaseUrl: string;
  const replicas: Record<'a' | 'b', Replica | undefined> = { a: undefined, b: undefined };
  let nginx: Awaited<ReturnType<typeof frontDoor.startNginx>>;
  let client: HttpClient;
  let internal: string;
  let dir: string;
  const socketOf = (name: 'a' | 'b') => path.join(dir, 'run', `api-${name}.sock`);

  /** A replica started as the deploy script starts one: it takes its socket's path over. */
  const deploy = (name: 'a' | 'b', stopOld: () => Promise<unknown>) =>
    replaceReplica({
      socketPath: socketOf(name),
      start: () => startReplica(name, databaseUrl, { socket: socketOf(name), env: REPLICA_ENV }),
      exitOf: (started) =>
        new Promise((resolve) => started.process.once('exit', (code) => resolve(code))),
      abandon: (started) => stopReplica(started),
      stopOld,
    });

  beforeAll(async () => {
    ensureDebianPackages('api tests', FRONT_DOOR_PACKAGES);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-nginx-rolling-'));
    fs.mkdirSync(path.join(dir, 'run'));
    givesNginxTheSockets(dir);
    ({ database, databaseUrl } = await openReplicaDatabase());
    const [a, b] = await Promise.all([
      deploy('a', async () => undefined),
      deploy('b', async () => undefined),
    ]);
    replicas.a = a;
    replicas.b = b;

    const { ca, certificate, key } = frontDoor.makeTestCertificates(dir);
    const httpsPort = await freePort();
    internal = `http://127.0.0.1:${await freePort()}`;
    const origin = async () => ({
      serverName: frontDoor.FRONT_DOOR_HOST,
      httpsListen: `127.0.0.1:${await freePort()}`,
      httpListen: `127.0.0.1:${await freePort()}`,
    });
    nginx = await frontDoor.startNginx({
      settings: {
        site: {
          serverName: frontDoor.FRONT_DOOR_HOST,
          httpsListen: `127.0.0.1:${httpsPort}`,
          httpListen: `127.0.0.1:${await freePort()}`,
          publicPort: httpsPort,
        },
        remotes: {
          mfe_accounts: await origin(),
          mfe_mypage: await origin(),
          mfe_qna: await origin(),
        },
        tls: { certificate, certificateKey: key },
        // Only the api is behind this door here: the page server's address answers nothing.
        pageServer: `127.0.0.1:${await freePort()}`,
        apiServers: [`unix:${socketOf('a')}`, `unix:${socketOf('b')}`],
        apiKeepaliveTimeoutSeconds: NGINX_KEEPALIVE_SECONDS,
        internalListen: new URL(internal).host,
        cdnDir: dir,
      },
      dir: path.join(dir, 'nginx'),
      waitPort: httpsPort,
    });
    client = httpClient(`https://${frontDoor.FRONT_DOOR_HOST}:${httpsPort}`, ROLLING_CONNECTIONS, {
      ca: fs.readFileSync(ca, 'utf8'),
    });
  }, 150_000);
  afterAll(async () => {
    await client?.close();
    await nginx?.stop();
    await Promise.all([stopReplica(replicas.a), stopReplica(replicas.b)]);
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The new process on the replica's socket, then SIGTERM to the old one and its exit. */
  const redeploy = async (name: 'a' | 'b') => {
    const old = replicas[name]!;
    let exitCode: number | null = null;
    replicas[name] = await deploy(name, async () => {
      exitCode = await stopReplica(old);
    });
    return { exitCode, log: old.output() };
  };

  it('fails no request and loses no write; each replica drains and exits 0', async () => {
    await expectCleanRollingRestart(client, redeploy);
  }, 240_000);

  it("reaches the replicas from the machine: the page server's reads and each one's metrics", async () => {
    // The page server's read names the student it reads for; the api limits and logs that address.
    const requestId = 'page-read-4f2a9c01';
    const read = await fetch(`${internal}/api/v1/questions`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-request-id': requestId },
    });
    expect(read.status).toBe(200);
    await Promise.any(
      [replicas.a!, replicas.b!].map((replica) => replica.printed(`"reqId":"${requestId}"`)),
    );
    // The lines that log the request itself ("incoming request"; "request completed" logs the
    // answer and no address) name the student's address.
    const logged = [replicas.a!, replicas.b!]
      .flatMap((replica) => replica.output().split('\n'))
      .filter((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('"req":{'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((line) => line.includes('"remoteAddress":"203.0.113.7"'))).toBe(true);
    // A read that names no client is refused on the socket, not served past every limit.
    expect((await fetch(`${internal}/api/v1/questions`)).status).toBe(400);

    // Each replica's own metrics under its socket's name, none through the balanced path.
    for (const name of ['api-a', 'api-b']) {
      const metrics = await fetch(`${internal}/replicas/${name}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^process_start_time_seconds \d+/m);
    }
    expect((await fetch(`${internal}/api/metrics`)).status).toBe(404);
  });
});

/**
 * nginx started as root runs its workers as `nobody`: the socket folder is given to that user's
 * group with the set-group-id bit, so each socket (0660) is created in it, as
 * docs/operations.md asks of /run/smunity for Debian's www-data. Not root: nginx runs as us.
 */
function givesNginxTheSockets(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const group = spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' });
  if (group.status !== 0) throw new Error(`id -g nobody failed: ${group.stderr}`);
  fs.chmodSync(dir, 0o711);
  fs.chownSync(path.join(dir, 'run'), 0, Number(group.stdout.trim()));
  fs.chmodSync(path.join(dir, 'run'), 0o2750);
}
