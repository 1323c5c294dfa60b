// Renders a remote's page for a guest with its first api answers, by the remote's own render
// bundle (docs/adr/0044), in one child process the remote's code cannot leave
// (renderer-process.js): Node's permission model with nothing granted but its own script (no file
// read or written, no process, thread or addon started), an empty environment and a heap limit.
// A render must answer within `timeoutMs`, else the process is killed (with whatever waited
// behind it) and started again for the next page; at most `maxWaiting` renders wait at once, the
// next is refused at once. Every refusal or failure only means the page goes out as before, with
// its prerendered loading state.
'use strict';

const { rendererLaunch } = require('./renderer-confinement');
const { rendererProcess } = require('./renderer-process');
const { refusal } = require('./page-metrics');
const { DEFAULT_LANGUAGE } = require('@smunity/site-language');

/** What a render may take before its process is ended (a page's server render takes ≈ 10 ms). */
const RENDER_TIMEOUT_MS = 1000;
/** Renders waiting at once; more means a burst, which gets the prerendered pages. */
const MAX_WAITING = 8;

/**
 * @typedef {{ build: string, source: () => Promise<string>, path: string,
 *   answers: Record<string, unknown>, member?: { username: string, memberRole: string },
 *   language?: import('@smunity/site-language').SiteLanguage }}
 *   RenderRequest a page to render by a build's bundle, from the api's answers (member: whom a
 *   member's page is rendered for; no token), in the page's language (Korean if not said)
 */

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
  const waiting = waitingRenders();
  let closed = false;
  /** Renders asked for and not answered yet (their bundle may still be on its way). */
  let asked = 0;
  const sandboxProcess = rendererProcess({
    launch,
    warn,
    onRestart,
    onAnswer: waiting.answer,
    onStopped: waiting.rejectAll,
  });
  const onLate = () => {
    onRefused('timeout');
    sandboxProcess.stop(refusal(`a render took longer than ${timeoutMs} ms`, 'timeout'));
  };

  return {
    /**
     * The markup of the request's path by the build's bundle.
     * @param {RenderRequest} request
     * @returns {Promise<string>}
     */
    async render(request) {
      if (closed) throw new Error('the view renderer is closed');
      if (asked >= maxWaiting) {
        onRefused('busy');
        throw refusal('the view renderer is busy', 'busy');
      }
      asked += 1;
      try {
        const sandbox = await sandboxProcess.withBundle(request.build, request.source);
        const { id, markup } = waiting.add(timeoutMs, onLate);
        const { build, path, answers, member, language = DEFAULT_LANGUAGE } = request;
        sandbox.send({
          type: 'render',
          id,
          build,
          path,
          answers,
          member: member ?? null,
          language,
        });
        return await markup;
      } finally {
        asked -= 1;
      }
    },
    /**
     * Loads a build's bundle now (a deploy: its first page then need not wait for it).
     * @param {{ build: string, source: () => Promise<string> }} bundle
     */
    async prepare({ build, source }) {
      if (!closed) await sandboxProcess.prepare(build, source);
    },
    /** The renderer's process id, while one runs (tests, metrics). */
    pid: () => sandboxProcess.pid(),
    close() {
      closed = true;
      sandboxProcess.close(new Error('the view renderer is closed'));
    },
  };
}

/**
 * The renders sent to the process and not answered yet, by id: each settled once, by the
 * sandbox's answer, the process's end, or its time running out.
 */
function waitingRenders() {
  /** @type {Map<number, { resolve: (html: string) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  let nextId = 1;
  return {
    /**
     * A new render's id and its markup to come; `onLate` runs if it still waits after `timeoutMs`.
     * @param {number} timeoutMs
     * @param {() => void} onLate
     */
    add(timeoutMs, onLate) {
      const id = nextId++;
      /** @type {Promise<string>} */
      const markup = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (waiting.has(id)) onLate();
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
      });
      return { id, markup };
    },
    /** @type {import('./renderer-process').OnAnswer} */
    answer(id, { html, error }) {
      const request = waiting.get(id);
      if (!request) return;
      waiting.delete(id);
      if (html !== undefined) request.resolve(html);
      else request.reject(new Error(error ?? 'no markup'));
    },
    /** @param {Error} why what every render still waiting is told */
    rejectAll(why) {
      for (const { reject } of waiting.values()) reject(why);
      waiting.clear();
    },
  };
}

module.exports = { viewRenderer };
