#!/usr/bin/env node
// Starts the api replicas behind nginx, or restarts them one at a time onto a new build, with no
// nginx reload and no failed request (docs/adr/0059, docs/operations.md). Each replica listens on
// a Unix socket nginx's upstream names (API_SOCKET): a new process binds a temporary socket and,
// once it listens, renames it over the replica's path (src/server.ts), so nginx's next connection
// reaches it; then the old process gets SIGTERM and drains (answers what it has and what arrives
// on nginx's pooled connections with `Connection: close`, for SHUTDOWN_DRAIN_SECONDS) and exits.
//
//   node tools/deploy/api-replicas.js --env-file /etc/smunity/api.env --run-dir /run/smunity
//        [--replicas a,b] [--server api/dist/server.js] [--log-dir /var/log/smunity]
//        [--ready-timeout 120] [--nginx-keepalive-timeout 10]
//
// Replica <name> listens on <run-dir>/api-<name>.sock, its process id is in
// <run-dir>/api-<name>.pid and it logs to <log-dir>/api-<name>.log (appended). A replica without
// a running process is started; one with a process is replaced. The env file holds the api's
// settings (KEY=value lines: DATABASE_URL, JWT_SECRET, SHUTDOWN_DRAIN_SECONDS…); the script sets
// API_SOCKET; its SHUTDOWN_DRAIN_SECONDS must be longer than nginx's upstream keepalive_timeout
// (--nginx-keepalive-timeout, the settings' apiKeepaliveTimeoutSeconds). A new process that exits or is not ready within --ready-timeout seconds is stopped
// and the old one keeps serving: the script stops there with exit code 1.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { parseEnv } = require('node:util');

const REPO = path.resolve(__dirname, '..', '..');
const POLL_MS = 100;

/** The socket file's inode, undefined when there is none. */
function inodeOf(socketPath) {
  try {
    return fs.statSync(socketPath).ino;
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether GET /api/health/ready answers 200 on the socket (a probe: no client address). */
function readyOn(socketPath) {
  return new Promise((resolve) => {
    const request = http.get(
      { socketPath, path: '/api/health/ready', agent: false, timeout: 2000 },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Resolves once a process other than the one that held `socketPath` (inode `replacedInode`)
 * listens there and is ready; rejects when `exited` settles first or after `timeoutMs`.
 * @param {{ socketPath: string, replacedInode: number | undefined, exited: Promise<unknown>,
 *   timeoutMs: number }} options
 */
async function untilServing({ socketPath, replacedInode, exited, timeoutMs }) {
  /** @type {{ code: unknown } | undefined} */
  let exit;
  exited.then((code) => (exit = { code }));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit !== undefined) {
      throw new Error(`the new process exited (${exit.code}) before serving on ${socketPath}`);
    }
    const inode = inodeOf(socketPath);
    if (inode !== undefined && inode !== replacedInode && (await readyOn(socketPath))) return;
    if (Date.now() > deadline) {
      throw new Error(`the new process did not serve on ${socketPath} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * One replica's deploy: start the new process, wait until it has taken the socket over and is
 * ready, then stop the old one (which drains). When the new one fails, it is stopped and the old
 * one is left serving.
 * @template New
 * @param {object} options
 * @param {string} options.socketPath the path nginx's upstream names
 * @param {() => Promise<New>} options.start starts the new process (with API_SOCKET=socketPath)
 * @param {(started: New) => Promise<unknown>} options.exitOf settles when that process exits
 * @param {(started: New) => Promise<unknown>} options.abandon stops a new process that failed
 * @param {(started: New) => Promise<unknown>} options.stopOld SIGTERM to the old process, once
 *   `started` serves; settles at the old one's exit
 * @param {number} [options.readyTimeoutMs]
 * @returns {Promise<New>}
 */
async function replaceReplica({
  socketPath,
  start,
  exitOf,
  abandon,
  stopOld,
  readyTimeoutMs = 120_000,
}) {
  const replacedInode = inodeOf(socketPath);
  const started = await start();
  try {
    await untilServing({
      socketPath,
      replacedInode,
      exited: exitOf(started),
      timeoutMs: readyTimeoutMs,
    });
  } catch (error) {
    await abandon(started);
    throw error;
  }
  await stopOld(started);
  return started;
}

/** Whether process `pid` runs (signal 0 checks without sending anything). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * `pid` when it is a running replica on `socketPath` (its environment says so), else undefined: a
 * pid file left from before a reboot may name an unrelated process by now.
 */
function replicaProcess(pid, socketPath) {
  if (pid === undefined || !running(pid)) return undefined;
  try {
    const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return environment.includes(`API_SOCKET=${socketPath}`) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** SIGTERM to `pid`; resolves once it is gone (the api exits by itself after its drain). */
async function terminate(pid) {
  if (pid === undefined) return;
  process.kill(pid, 'SIGTERM');
  while (running(pid)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

function readPid(file) {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The script: each replica in turn. `command` runs a replica (`node api/dist/server.js`).
 * `nginxKeepaliveSeconds` is nginx's upstream keepalive_timeout (apiKeepaliveTimeoutSeconds):
 * a drain no longer than it would close connections nginx may still send a request on.
 * @param {{ envFile: string, runDir: string, replicas: string[],
 *   command: { file: string, args: string[], cwd?: string }, logDir: string,
 *   readyTimeoutMs: number, nginxKeepaliveSeconds: number, log?: (line: string) => void }} options
 */
async function deployReplicas({
  envFile,
  runDir,
  replicas,
  command,
  logDir,
  readyTimeoutMs,
  nginxKeepaliveSeconds,
  log = console.log,
}) {
  const settings = parseEnv(fs.readFileSync(envFile, 'utf8'));
  const drainSeconds = Number(settings.SHUTDOWN_DRAIN_SECONDS ?? 0);
  if (!(drainSeconds > nginxKeepaliveSeconds)) {
    throw new Error(
      `SHUTDOWN_DRAIN_SECONDS (${settings.SHUTDOWN_DRAIN_SECONDS ?? 'unset'}) must be longer than ` +
        `nginx's upstream keepalive_timeout (${nginxKeepaliveSeconds} s): nothing was started`,
    );
  }
  fs.mkdirSync(logDir, { recursive: true });
  for (const name of replicas) {
    const socketPath = path.join(runDir, `api-${name}.sock`);
    const pidFile = path.join(runDir, `api-${name}.pid`);
    const oldPid = replicaProcess(readPid(pidFile), socketPath);
    log(`api-${name}: starting ${command.args.join(' ')}${oldPid ? `, replacing ${oldPid}` : ''}`);
    const started = await replaceReplica({
      socketPath,
      readyTimeoutMs,
      start: async () => {
        const output = fs.openSync(path.join(logDir, `api-${name}.log`), 'a');
        const child = spawn(command.file, command.args, {
          cwd: command.cwd,
          env: { PATH: process.env.PATH, ...settings, API_SOCKET: socketPath },
          detached: true,
          stdio: ['ignore', output, output],
        });
        fs.closeSync(output);
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.unref();
        return { child, exited };
      },
      exitOf: ({ exited }) => exited,
      abandon: async ({ child, exited }) => {
        child.kill('SIGTERM');
        await exited;
      },
      stopOld: async ({ child }) => {
        // The new one serves: its id goes in the pid file before the old one is stopped.
        fs.writeFileSync(pidFile, `${child.pid}\n`);
        await terminate(oldPid);
      },
    });
    log(`api-${name}: ${started.child.pid} serves on ${socketPath}`);
  }
}

module.exports = { replaceReplica, untilServing, deployReplicas };

if (require.main === module) {
  const args = process.argv.slice(2);
  const value = (flag, fallback) => {
    const index = args.indexOf(flag);
    return index === -1 ? fallback : args[index + 1];
  };
  const envFile = value('--env-file');
  const runDir = value('--run-dir');
  if (!envFile || !runDir) {
    console.error(
      'Usage: api-replicas.js --env-file FILE --run-dir DIR [--replicas a,b] [--server FILE] [--log-dir DIR] [--ready-timeout SECONDS] [--nginx-keepalive-timeout SECONDS]',
    );
    process.exit(2);
  }
  deployReplicas({
    envFile,
    runDir,
    replicas: value('--replicas', 'a,b').split(','),
    command: {
      file: process.execPath,
      args: [path.resolve(value('--server', path.join(REPO, 'api', 'dist', 'server.js')))],
    },
    logDir: value('--log-dir', runDir),
    readyTimeoutMs: Number(value('--ready-timeout', '120')) * 1000,
    nginxKeepaliveSeconds: Number(value('--nginx-keepalive-timeout', '10')),
  }).catch((error) => {
    console.error(`api-replicas: ${error.message}`);
    process.exit(1);
  });
}
