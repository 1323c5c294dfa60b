// Renders a remote's page for a guest with its first api answers, by the remote's own render
// bundle (docs/adr/0044), in one child process the remote's code cannot leave: Node's permission
// model with nothing granted but its own script (no file read or written, no process, thread or
// addon started), an empty environment and a heap limit. A render must answer within
// `timeoutMs`, else the process is killed (with whatever waited behind it) and started again for
// the next page; at most `maxWaiting` renders wait at once, the next is refused at once. Every
// refusal or failure only means the page goes out as before, with its prerendered loading state.
'use strict';

const { fork } = require('node:child_process');
const path = require('node:path');
const { rendererLaunch } = require('./renderer-confinement');
const { refusal } = require('./page-metrics');
const { errorMessage } = require('./caught');

const SANDBOX = path.join(__dirname, 'view-renderer-sandbox.js');
/** What a render may take before its process is ended (a page's server render takes ≈ 10 ms). */
const RENDER_TIMEOUT_MS = 1000;
/** Renders waiting at once; more means a burst, which gets the prerendered pages. */
const MAX_WAITING = 8;
/** The sandbox's heap, in MB: a few builds' bundles (≈ 2 MB of source each) and their renders. */
const HEAP_MB = 192;
/** A renderer that ended on its own is started again this much later, doubling to a minute. */
const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 60_000;
/** Builds loaded again into a restarted renderer: the current one and a rollback's. */
const MAX_PREPARED = 2;

/**
 * @param {object} [options]
 * @param {number} [options.timeoutMs]
 * @param {number} [options.maxWaiting]
 * @param {(message: string) => void} [options.warn]
 * @param {ReturnType<typeof rendererLaunch>} [options.launch] how the process is started
 *   (renderer-confinement.js)
 * @param {() => void} [options.onRestart] called each time a renderer that ended is started again
 * @param {(reason: 'busy' | 'timeout') => void} [options.onRefused] called for each render refused
 *   at once (busy) or ended (timeout)
 */
function viewRenderer({
  timeoutMs = RENDER_TIMEOUT_MS,
  maxWaiting = MAX_WAITING,
  warn = console.error,
  launch = rendererLaunch(),
  onRestart = () => {},
  onRefused = () => {},
} = {}) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** Build → its source sent to the current process (a new process has none). */
  let loaded = new Set();
  /** @type {Map<number, { resolve: (html: string) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  let nextId = 1;
  let closed = false;
  /** Renders asked for and not answered yet (their bundle may still be on its way). */
  let asked = 0;
  /**
   * Builds prepared (the ones remotes.json names): loaded again into a restarted process.
   * @type {Map<string, () => Promise<string>>}
   */
  const prepared = new Map();
  let restartDelayMs = RESTART_DELAY_MS;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;

  /** @param {Error} error what every render waiting is told */
  function failAll(error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function start() {
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
      // The sandbox's answer (view-renderer-sandbox.js): { id, html } or { id, error }.
      if (typeof reply !== 'object' || reply === null) return;
      const id = Reflect.get(reply, 'id');
      const request = typeof id === 'number' ? waiting.get(id) : undefined;
      if (!request) return;
      waiting.delete(id);
      const html = Reflect.get(reply, 'html');
      const error = Reflect.get(reply, 'error');
      if (typeof html === 'string') request.resolve(html);
      else request.reject(new Error(typeof error === 'string' ? error : 'no markup'));
    });
    started.on('exit', (code, signal) => {
      if (child !== started) return;
      child = undefined;
      loaded = new Set();
      failAll(refusal('the view renderer stopped', 'renderer_ended'));
      warn(`view renderer: ended (${signal ?? `exit ${code}`}); starting it again`);
      restartLater();
    });
    started.on('error', (error) => warn(`view renderer: ${error.message}`));
    child = started;
    return started;
  }

  /**
   * A renderer that ended on its own (killed, out of memory) is started again with the prepared
   * builds, so the next page need not wait for it; a renderer that keeps ending waits longer.
   */
  function restartLater() {
    if (closed || restartTimer) return;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (closed || child) return;
      onRestart();
      const again = start();
      const stillUp = setTimeout(() => {
        if (child === again) restartDelayMs = RESTART_DELAY_MS;
      }, MAX_RESTART_DELAY_MS);
      stillUp.unref();
      restartDelayMs = Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS);
      for (const [build, source] of prepared) {
        withBundle(build, source).catch((error) => warn(`view renderer: ${errorMessage(error)}`));
      }
    }, restartDelayMs);
    restartTimer.unref();
  }

  /** @param {Error} why what the renders waiting on the process are told */
  function stop(why) {
    const stopping = child;
    child = undefined;
    loaded = new Set();
    failAll(why);
    stopping?.kill('SIGKILL');
  }

  /**
   * The markup of `pagePath` by the build's bundle, given the api's answers it starts from.
   * @param {{ build: string, source: () => Promise<string>, path: string,
   *   answers: Record<string, unknown>, member?: { username: string, memberRole: string } }}
   *   request (member: whom a member's page is rendered for; no token)
   * @returns {Promise<string>}
   */
  async function render({ build, source, path: pagePath, answers, member }) {
    if (closed) throw new Error('the view renderer is closed');
    if (asked >= maxWaiting) {
      onRefused('busy');
      throw refusal('the view renderer is busy', 'busy');
    }
    asked += 1;
    try {
      return await renderIn({ build, source, path: pagePath, answers, member });
    } finally {
      asked -= 1;
    }
  }

  /**
   * The sandbox, with the build's bundle loaded (sent once per process).
   * @param {string} build
   * @param {() => Promise<string>} source
   */
  async function withBundle(build, source) {
    const bundleSource = loaded.has(build) ? undefined : await source();
    const sandbox = child ?? start();
    if (bundleSource !== undefined && !loaded.has(build)) {
      sandbox.send({ type: 'load', build, source: bundleSource });
      loaded.add(build);
    }
    return sandbox;
  }

  /**
   * @param {Parameters<typeof render>[0]} request
   * @returns {Promise<string>}
   */
  async function renderIn({ build, source, path: pagePath, answers, member }) {
    const sandbox = await withBundle(build, source);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!waiting.has(id)) return;
        onRefused('timeout');
        stop(refusal(`a render took longer than ${timeoutMs} ms`, 'timeout'));
      }, timeoutMs);
      /**
       * @template T
       * @param {(value: T) => void} fn
       * @returns {(value: T) => void}
       */
      const settle = (fn) => (value) => {
        clearTimeout(timer);
        fn(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      sandbox.send({ type: 'render', id, build, path: pagePath, answers, member: member ?? null });
    });
  }

  return {
    render,
    /**
     * Loads a build's bundle now (a deploy: its first page then need not wait for it).
     * @param {{ build: string, source: () => Promise<string> }} bundle
     */
    async prepare({ build, source }) {
      if (closed) return;
      prepared.delete(build);
      prepared.set(build, source);
      for (const oldest of prepared.keys()) {
        if (prepared.size <= MAX_PREPARED) break;
        prepared.delete(oldest);
      }
      await withBundle(build, source);
    },
    /** The renderer's process id, while one runs (tests, metrics). */
    pid: () => child?.pid,
    close() {
      closed = true;
      clearTimeout(restartTimer);
      stop(new Error('the view renderer is closed'));
    },
  };
}

module.exports = { viewRenderer };
