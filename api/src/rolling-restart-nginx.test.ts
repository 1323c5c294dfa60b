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

// Issue 39, item 3: the same deploy as rolling-restart.test.ts, behind the shipped nginx
// (deploy/nginx, TLS) instead of the test's probing proxy. Open-source nginx does not probe, so a
// deploy takes the replica out of the upstream first (`down`, a graceful reload: the old workers
// finish what they have), then SIGTERM (the api's drain), start the new one, put it back
// (docs/operations.md, "Deploying one replica at a time"). PostgreSQL only (TEST_DATABASE_URL).

const REPO = path.resolve(__dirname, '..', '..');
/* eslint-disable @typescript-eslint/no-require-imports -- the repository's test tooling (plain JS) */
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
  }): Promise<{ reload(settings: unknown): Promise<void>; stop(): Promise<void> }>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgresOnly('a rolling restart of two replicas behind the shipped nginx', () => {
  let database: TestDatabase;
  let databaseUrl: string;
  const replicas: Record<'a' | 'b', Replica | undefined> = { a: undefined, b: undefined };
  let nginx: Awaited<ReturnType<typeof frontDoor.startNginx>>;
  let settingsWith: (down: ReadonlyArray<'a' | 'b'>) => unknown;
  let client: HttpClient;
  let dir: string;

  beforeAll(async () => {
    ensureDebianPackages('api tests', FRONT_DOOR_PACKAGES);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-nginx-rolling-'));
    ({ database, databaseUrl } = await openReplicaDatabase());
    const [a, b] = await Promise.all([
      startReplica('a', databaseUrl, { env: ROLLING_REPLICA_ENV }),
      startReplica('b', databaseUrl, { env: ROLLING_REPLICA_ENV }),
    ]);
    replicas.a = a;
    replicas.b = b;

    const { ca, certificate, key } = frontDoor.makeTestCertificates(dir);
    const httpsPort = await freePort();
    const origin = async () => ({
      serverName: frontDoor.FRONT_DOOR_HOST,
      httpsListen: `127.0.0.1:${await freePort()}`,
      httpListen: `127.0.0.1:${await freePort()}`,
    });
    const site = {
      serverName: frontDoor.FRONT_DOOR_HOST,
      httpsListen: `127.0.0.1:${httpsPort}`,
      httpListen: `127.0.0.1:${await freePort()}`,
      publicPort: httpsPort,
    };
    const remotes = {
      mfe_accounts: await origin(),
      mfe_mypage: await origin(),
      mfe_qna: await origin(),
    };
    // Only the api is behind this door here: the page server's address answers nothing.
    const pageServer = `127.0.0.1:${await freePort()}`;
    settingsWith = (down) => ({
      site,
      remotes,
      tls: { certificate, certificateKey: key },
      pageServer,
      apiServers: (['a', 'b'] as const).map(
        (name) => `127.0.0.1:${replicas[name]!.port}${down.includes(name) ? ' down' : ''}`,
      ),
      cdnDir: dir,
    });
    nginx = await frontDoor.startNginx({
      settings: settingsWith([]),
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

  /** Out of the upstream, SIGTERM and its exit, the new one started, back in the upstream. */
  const redeploy = async (name: 'a' | 'b') => {
    const old = replicas[name]!;
    await nginx.reload(settingsWith([name]));
    const exitCode = await stopReplica(old);
    replicas[name] = await startReplica(name, databaseUrl, {
      port: old.port,
      env: ROLLING_REPLICA_ENV,
    });
    await nginx.reload(settingsWith([]));
    return { exitCode, log: old.output() };
  };

  it('fails no request and loses no write; each replica drains and exits 0', async () => {
    await expectCleanRollingRestart(client, redeploy);
  }, 240_000);
});
