import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { TEST_JWT_SECRET } from './testing/app';
import type { TestDatabase } from './testing';
import { openReplicaDatabase, projectNode, waitFor } from './testing/replicas';

// The operator's deploy script (tools/deploy/api-replicas.js) on real api processes: it starts
// the replicas on their sockets, replaces each with a new process that took the socket over,
// stopping the old one, and leaves the old one serving when the new one cannot start. The same
// deploy under load behind nginx: rolling-restart-nginx.test.ts. PostgreSQL only.

const API_ROOT = path.resolve(__dirname, '..');
/* eslint-disable @typescript-eslint/no-require-imports -- the repository's tooling (plain JS) */
const { deployReplicas } = require(
  path.join(API_ROOT, '..', 'tools', 'deploy', 'api-replicas.js'),
) as {
  deployReplicas(options: {
    envFile: string;
    runDir: string;
    replicas: string[];
    command: { file: string; args: string[]; cwd?: string };
    logDir: string;
    readyTimeoutMs: number;
    nginxKeepaliveSeconds: number;
    log?: (line: string) => void;
  }): Promise<void>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readyOn(socketPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath, path: '/api/health/ready', agent: false }, (answer) => {
        answer.resume();
        resolve(answer.statusCode!);
      })
      .on('error', reject);
  });
}

postgresOnly('tools/deploy/api-replicas.js', () => {
  let database: TestDatabase;
  let dir: string;
  let envFile: string;
  const pidOf = (name: string) =>
    Number(fs.readFileSync(path.join(dir, `api-${name}.pid`), 'utf8').trim());
  const deploy = (settingsFile = envFile, nginxKeepaliveSeconds = 1) =>
    deployReplicas({
      nginxKeepaliveSeconds,
      envFile: settingsFile,
      runDir: dir,
      replicas: ['a', 'b'],
      command: {
        file: projectNode(),
        args: ['src/testing/run-ts.js', 'src/server.ts'],
        cwd: API_ROOT,
      },
      logDir: dir,
      readyTimeoutMs: 120_000,
      log: () => undefined,
    });

  beforeAll(async () => {
    let databaseUrl: string;
    ({ database, databaseUrl } = await openReplicaDatabase());
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-api-replicas-'));
    envFile = path.join(dir, 'api.env');
    fs.writeFileSync(
      envFile,
      [
        `DATABASE_URL=${databaseUrl}`,
        `JWT_SECRET=${TEST_JWT_SECRET}`,
        `DATA_DIR=${path.join(dir, 'data')}`,
        'LOG_LEVEL=info',
        'SHUTDOWN_DRAIN_SECONDS=2',
        '',
      ].join('\n'),
    );
  }, 60_000);
  afterAll(async () => {
    for (const name of ['a', 'b']) {
      const file = path.join(dir, `api-${name}.pid`);
      if (!fs.existsSync(file)) continue;
      const pid = pidOf(name);
      if (!running(pid)) continue;
      process.kill(pid, 'SIGTERM');
      // The script started it detached: not our child, so it has no 'exit' event to wait on.
      await waitFor(() => !running(pid));
    }
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts, then replaces each replica, and keeps the old one when the new one fails', async () => {
    // A drain nginx's pooled connections outlast is refused before anything starts.
    await expect(deploy(envFile, 2)).rejects.toThrow(
      "SHUTDOWN_DRAIN_SECONDS (2) must be longer than nginx's upstream keepalive_timeout (2 s)",
    );
    expect(fs.existsSync(path.join(dir, 'api-a.pid'))).toBe(false);

    await deploy();
    const first = { a: pidOf('a'), b: pidOf('b') };
    for (const name of ['a', 'b'] as const) {
      expect(running(first[name])).toBe(true);
      expect(await readyOn(path.join(dir, `api-${name}.sock`))).toBe(200);
    }

    await deploy();
    for (const name of ['a', 'b'] as const) {
      expect(pidOf(name)).not.toBe(first[name]);
      // The old process is gone once the script moved on: it drained and exited.
      expect(running(first[name])).toBe(false);
      expect(running(pidOf(name))).toBe(true);
      expect(await readyOn(path.join(dir, `api-${name}.sock`))).toBe(200);
      expect(fs.readFileSync(path.join(dir, `api-${name}.log`), 'utf8')).toContain(
        '"msg":"shut down"',
      );
    }

    // A release that cannot start (here: a setting it refuses) leaves the replica as it was.
    const second = { a: pidOf('a'), b: pidOf('b') };
    const broken = path.join(dir, 'broken.env');
    fs.writeFileSync(
      broken,
      fs.readFileSync(envFile, 'utf8').replace('LOG_LEVEL=info', 'LOG_LEVEL=verbose'),
    );
    await expect(deploy(broken)).rejects.toThrow(/the new process exited \(1\) before serving/);
    expect(pidOf('a')).toBe(second.a);
    expect(running(second.a)).toBe(true);
    expect(await readyOn(path.join(dir, 'api-a.sock'))).toBe(200);
    expect(pidOf('b')).toBe(second.b);
  }, 300_000);
});
