// A part of the site as a process group of its own: started with its output passed on line by
// line, stopped with everything it started (SIGTERM, then SIGKILL), and waited for until it
// answers over HTTP. The site runner (site-processes.js) composes the site from these; `npm start`
// and the e2e suite stop processes with them too.
'use strict';

const { spawn } = require('node:child_process');

/**
 * Starts a Node.js part in a process group of its own, each line it prints passed to `log` with
 * its name in front.
 * @param {string} name
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, log: (line: string) => void }} options
 */
function startProcess(name, args, { cwd, env, log }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    detached: true, // own process group: we stop it and everything it started
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) log(prefix(line));
    });
  }
  return child;
}

/** Sends `signal` to every process of the process group `group`; false if none is left. */
function signalGroup(group, signal) {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/**
 * How long a stopped part's process group may take to go after its SIGKILL before we give up on
 * it. A killed process ends at once unless it is in uninterruptible I/O (a database writing to a
 * busy disk, as under `npm test`), which ends only when the I/O does: a second was too short
 * there (the runner exited with a part's process still present).
 */
const AFTER_KILL_MS = 30_000;

/**
 * Stops a part: SIGTERM to its process group, SIGKILL 5 s later if it is still there. Resolves
 * once the whole group has ended, not only the part's main process: the part's own processes
 * (the page server's renderers) end with it but may outlive the main process, which may also
 * have ended already.
 */
async function stopProcess(child) {
  const group = child?.pid;
  if (!child || group === undefined) return;
  const running = child.exitCode === null && child.signalCode === null;
  const exited = running ? new Promise((resolve) => child.once('exit', resolve)) : undefined;
  let killedAt = 0;
  const timer = setTimeout(() => {
    killedAt = Date.now();
    signalGroup(group, 'SIGKILL');
  }, 5000);
  if (signalGroup(group, 'SIGTERM') && exited) await exited;
  while (signalGroup(group, 0) && (!killedAt || Date.now() - killedAt < AFTER_KILL_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  clearTimeout(timer);
}

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs` or when `child` (the server's
 * process) exits first.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
async function waitForHttp(url, { timeoutMs = 60000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

module.exports = { signalGroup, startProcess, stopProcess, waitForHttp };
