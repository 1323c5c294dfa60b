import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TEST_JWT_SECRET } from './app';
import { openTestDatabase, type TestDatabase } from './database';
import { Watched } from './watched';

// Api replicas as separate processes (src/server.ts) on one PostgreSQL behind one round-robin
// proxy: src/replicas.test.ts and src/rolling-restart.test.ts.

const API_ROOT = path.resolve(__dirname, '..', '..');

/** The Node the project pins (node_modules/.bin/node, as npm scripts use), else this one. */
export function projectNode(): string {
  const pinned = path.join(API_ROOT, '..', 'node_modules', '.bin', 'node');
  return existsSync(pinned) ? pinned : process.execPath;
}

/**
 * A PostgreSQL database of the test's own (on TEST_DATABASE_URL's server) and the URL that a
 * replica process opens it with.
 */
export async function openReplicaDatabase(): Promise<{
  database: TestDatabase;
  databaseUrl: string;
}> {
  const database = await openTestDatabase('postgres');
  return { database, databaseUrl: database.connectionString! };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Replica {
  name: string;
  /** Its TCP port; undefined for a replica on a Unix socket. */
  port: number;
  process: ChildProcess;
  /** Everything it printed (JSON log lines). */
  output(): string;
  /**
   * Resolves once it has printed `text`: a request's log line is written after its answer, and
   * reaches us through a pipe later still. Rejects after 10 s.
   */
  printed(text: string): Promise<void>;
}

/**
 * src/server.ts in a process of its own on `databaseUrl` (the test's own database); resolves once
 * it listens. `port` restarts a replica where the
 * proxy expects it, as a deploy does; `socket` listens there instead (API_SOCKET).
 */
export async function startReplica(
  name: string,
  databaseUrl: string,
  { port, socket, env = {} }: { port?: number; socket?: string; env?: Record<string, string> } = {},
): Promise<Replica> {
  const listenPort = socket === undefined ? (port ?? (await freePort())) : 0;
  const child = spawn(projectNode(), ['src/testing/run-ts.js', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      ...(socket === undefined ? { API_PORT: String(listenPort) } : { API_SOCKET: socket }),
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: path.join(os.tmpdir(), `smunity-replica-${name}-${process.pid}`),
      LOG_LEVEL: 'info',
      // No load shedding, as in every test app (NO_OVERLOAD_SHEDDING): these tests count answers,
      // and on a machine shared with other jobs the event-loop delay says more about the
      // neighbours than about the test. Shedding has its own test and bench/overload.js.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_POOL_WAITING: '0',
      OVERLOAD_MAX_IN_FLIGHT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const onData = () => {
      if (output.includes('SMUNITY api ready')) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return false;
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        resolve();
        return true;
      };
      const timer = setTimeout(() => {
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        reject(new Error(`${name} never printed ${text}`));
      }, 10_000);
      if (check()) return;
      // After `collect`, registered first, so `output` already holds the chunk.
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
    });
  return { name, port: listenPort, process: child, output: () => output, printed };
}

/** SIGTERM, as a deploy sends it; resolves with the exit code once the process is gone. */
export function stopReplica(replica: Replica | undefined): Promise<number | null> {
  return new Promise((resolve) => {
    if (!replica || replica.process.exitCode !== null) {
      return resolve(replica?.process.exitCode ?? null);
    }
    replica.process.once('exit', (code) => resolve(code));
    replica.process.kill('SIGTERM');
  });
}

export interface RoundRobinProxy {
  url: string;
  /** Resolves once the last readiness probe of each of `names` answered 200. */
  untilReady(...names: string[]): Promise<void>;
  close(): Promise<void>;
}

/** How often the proxy asks each replica GET /api/health/ready (nginx Plus, HAProxy, k8s do). */
export const PROBE_INTERVAL_MS = 100;

/**
 * One address for the replicas, taking turns among those whose readiness probe answers 200, as a
 * load balancer does; each answer says who served it (x-served-by). A request that could not
 * even connect (ECONNREFUSED: nothing was sent) goes to the next ready replica, as nginx's
 * `proxy_next_upstream error` does for any method; any other failure is a 502.
 */
export function startRoundRobinProxy(
  replicas: ReadonlyArray<Pick<Replica, 'name' | 'port'>>,
): Promise<RoundRobinProxy> {
  let turn = 0;
  const readiness = new Map(replicas.map((replica) => [replica.name, false]));
  /** Changed by every probe's answer (`untilReady`). */
  const probed = new Watched();
  const setReady = (name: string, ready: boolean) => {
    readiness.set(name, ready);
    probed.changed();
  };
  const agent = new http.Agent({ keepAlive: true });

  const probe = (replica: Pick<Replica, 'name' | 'port'>) =>
    new Promise<void>((resolve) => {
      const check = http.get(
        { host: '127.0.0.1', port: replica.port, path: '/api/health/ready', agent: false },
        (answer) => {
          setReady(replica.name, answer.statusCode === 200);
          answer.resume();
          resolve();
        },
      );
      check.setTimeout(1000, () => check.destroy());
      // Refused: down. A time-out keeps the last state (a busy replica is not a dead one).
      check.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') setReady(replica.name, false);
        resolve();
      });
    });
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      await Promise.all(replicas.map(probe));
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    }
  })();

  const nextReady = (tried: Set<string>) => {
    for (let step = 0; step < replicas.length; step += 1) {
      const replica = replicas[turn++ % replicas.length]!;
      if (readiness.get(replica.name) && !tried.has(replica.name)) return replica;
    }
    return undefined;
  };

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    tried: Set<string>,
  ) => {
    const replica = nextReady(tried);
    if (replica === undefined) {
      response.writeHead(502).end();
      return;
    }
    tried.add(replica.name);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: replica.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-served-by': replica.name,
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') forward(request, body, response, tried);
      else if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, new Set()));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        untilReady: (...names) => probed.until(() => names.every((name) => readiness.get(name))),
        close: async () => {
          probing = false;
          await probeLoop;
          agent.destroy();
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}

/**
 * Resolves once `condition()` holds, asking every 50 ms: for the state of other processes that
 * tell nobody of it (a pid that a script started, what a replica answers). Jest's timeout
 * bounds the wait, as it bounds any other; what our own code does is awaited as an event.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}
