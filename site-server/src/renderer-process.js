// The process a remote's render bundles run in (docs/adr/0044, view-renderer.js runs the renders):
// view-renderer-sandbox.js under Node's permission model with nothing granted but reading its own
// script, an empty environment and a heap limit, started as renderer-confinement.js says. One
// process at a time; one that ends on its own (killed, out of memory) is started again with the
// builds prepared in it, later each time it keeps ending.
'use strict';

const { fork } = require('node:child_process');
const path = require('node:path');
const { refusal } = require('./page-metrics');
const { errorMessage } = require('./caught');
const { setNewest } = require('./newest-kept');

const SANDBOX = path.join(__dirname, 'view-renderer-sandbox.js');
/** The sandbox's heap, in MB: a few builds' bundles (≈ 2 MB of source each) and their renders. */
const HEAP_MB = 192;
/** A renderer that ended on its own is started again this much later, doubling to a minute. */
const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 60_000;
/** Builds loaded again into a restarted renderer: the current one and a rollback's. */
const MAX_PREPARED = 2;

/**
 * @typedef {(id: number, answer: { html?: string, error?: string }) => void} OnAnswer what the
 *   sandbox answered to render `id` (view-renderer-sandbox.js): its markup, or why it failed
 */

/**
 * The sandbox process, its answers passed to `onAnswer` and its end to `onExit`.
 * @param {ReturnType<typeof import('./renderer-confinement').rendererLaunch>} launch
 * @param {(message: string) => void} warn
 * @param {OnAnswer} onAnswer
 * @param {(how: string) => void} onExit its signal or exit code
 */
function forkSandbox(launch, warn, onAnswer, onExit) {
  const started = fork(SANDBOX, [], {
    execPath: launch.execPath,
    execArgv: [
      ...launch.wrapper,
      '--permission',
      `--allow-fs-read=${SANDBOX}`,
      `--max-old-space-size=${HEAP_MB}`,
    ],
    env: {},
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  started.stderr?.on('data', (chunk) => warn(`view renderer: ${String(chunk).trim()}`));
  started.on('message', (reply) => {
    // The sandbox's answer: { id, html } or { id, error }.
    if (typeof reply !== 'object' || reply === null) return;
    const id = Reflect.get(reply, 'id');
    const html = Reflect.get(reply, 'html');
    const error = Reflect.get(reply, 'error');
    if (typeof id !== 'number') return;
    onAnswer(id, {
      ...(typeof html === 'string' && { html }),
      ...(typeof error === 'string' && { error }),
    });
  });
  started.on('exit', (code, signal) => onExit(signal ?? `exit ${code}`));
  started.on('error', (error) => warn(`view renderer: ${error.message}`));
  return started;
}

/**
 * @param {object} options
 * @param {ReturnType<typeof import('./renderer-confinement').rendererLaunch>} options.launch
 * @param {(message: string) => void} options.warn
 * @param {() => void} options.onRestart called each time a process that ended is started again
 * @param {OnAnswer} options.onAnswer
 * @param {(why: Error) => void} options.onStopped the process is gone: what the renders waiting
 *   on it are told
 */
function rendererProcess({ launch, warn, onRestart, onAnswer, onStopped }) {
  /**
   * Builds prepared (the ones remotes.json names): loaded again into a restarted process.
   * @type {Map<string, () => Promise<string>>}
   */
  const prepared = new Map();
  let closed = false;
  const current = currentProcess(
    launch,
    warn,
    onAnswer,
    (how) => {
      onStopped(refusal('the view renderer stopped', 'renderer_ended'));
      warn(`view renderer: ended (${how}); starting it again`);
      if (!closed) restarts.schedule();
    },
    () => closed,
  );
  // Started again with the prepared builds, so the next page need not wait for it.
  const restarts = restartsLater(() => {
    if (closed || current.pid() !== undefined) return undefined;
    onRestart();
    const again = current.start();
    for (const [build, source] of prepared) {
      current
        .withBundle(build, source)
        .catch((error) => warn(`view renderer: ${errorMessage(error)}`));
    }
    return () => current.is(again);
  });

  /** @param {Error} why what the renders waiting on the process are told */
  function stop(why) {
    const stopping = current.forget();
    onStopped(why);
    stopping?.kill('SIGKILL');
  }

  return {
    withBundle: current.withBundle,
    stop,
    /**
     * Loads a build's bundle now, and again into a restarted process.
     * @param {string} build
     * @param {() => Promise<string>} source
     */
    async prepare(build, source) {
      if (closed) return;
      setNewest(prepared, build, source, MAX_PREPARED);
      await current.withBundle(build, source).catch((error) => {
        if (!closed) throw error; // closed while the source was read: nothing to load it into
      });
    },
    pid: current.pid,
    /** @param {Error} why what the renders still waiting are told */
    close(why) {
      closed = true;
      restarts.cancel();
      stop(why);
    },
  };
}

/**
 * The sandbox process running now, started when a render first needs it, and the builds loaded
 * into it; `onEnded` is told when it ends on its own (not when it is forgotten first).
 * @param {ReturnType<typeof import('./renderer-confinement').rendererLaunch>} launch
 * @param {(message: string) => void} warn
 * @param {OnAnswer} onAnswer
 * @param {(how: string) => void} onEnded its signal or exit code
 * @param {() => boolean} isClosed whether the renderer was closed: no process is started then
 */
function currentProcess(launch, warn, onAnswer, onEnded, isClosed) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** Build → its source sent to the current process (a new process has none). */
  let loaded = new Set();

  function start() {
    const started = forkSandbox(launch, warn, onAnswer, (how) => {
      if (child !== started) return;
      child = undefined;
      loaded = new Set();
      onEnded(how);
    });
    child = started;
    return started;
  }

  return {
    start,
    /**
     * The process, with the build's bundle loaded (sent once per process).
     * @param {string} build
     * @param {() => Promise<string>} source
     */
    async withBundle(build, source) {
      const bundleSource = loaded.has(build) ? undefined : await source();
      // Closed while the source was read (a server stopped as it started): a process started now
      // would be nobody's, and would keep its parent alive.
      if (!child && isClosed()) throw new Error('the view renderer is closed');
      const sandbox = child ?? start();
      if (bundleSource !== undefined && !loaded.has(build)) {
        sandbox.send({ type: 'load', build, source: bundleSource });
        loaded.add(build);
      }
      return sandbox;
    },
    /** @param {import('node:child_process').ChildProcess} started */
    is: (started) => child === started,
    pid: () => child?.pid,
    /** No process runs now (the next render starts one); the one that ran, to be ended. */
    forget() {
      const forgotten = child;
      child = undefined;
      loaded = new Set();
      return forgotten;
    },
  };
}

/**
 * Runs `restart` after a delay that grows while restarted processes keep ending: 500 ms, doubling
 * each restart up to a minute; back to 500 ms once a restarted process has stayed up a minute. A
 * restart scheduled while one is due is the same restart.
 * @param {() => (() => boolean) | undefined} restart starts the process again, and says how to
 *   tell that process is still the one running (undefined: nothing was started)
 */
function restartsLater(restart) {
  let delayMs = RESTART_DELAY_MS;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        const stillRunning = restart();
        if (!stillRunning) return;
        const stillUp = setTimeout(() => {
          if (stillRunning()) delayMs = RESTART_DELAY_MS;
        }, MAX_RESTART_DELAY_MS);
        stillUp.unref();
        delayMs = Math.min(delayMs * 2, MAX_RESTART_DELAY_MS);
      }, delayMs);
      timer.unref();
    },
    cancel: () => clearTimeout(timer),
  };
}

module.exports = { rendererProcess };
