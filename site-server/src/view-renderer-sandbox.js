// The process that runs a remote's render bundle (docs/adr/0044), started by view-renderer.js
// under Node's permission model with nothing granted but reading this file: the remote's code can
// read no file, start no process or thread and load no addon, and its environment is empty. It
// gets the bundle's source and the api's answers from the parent over IPC, and sends back
// markup; a render that hangs or grows too large is the parent's to end (it kills the process).
'use strict';

const { isBuiltin } = require('node:module');
const vm = require('node:vm');

/**
 * Build URL → the bundle's exports, or why it failed to load; the parent sends a build's source
 * once, before its renders.
 * @type {Map<string, { exports?: { renderPage: Function }, failed?: string }>}
 */
const bundles = new Map();
/** The parent keeps a few builds (a deploy and a rollback); older ones are dropped with it. */
const MAX_BUNDLES = 4;

/**
 * A CommonJS bundle evaluated with Node's built-in modules only (it is self-contained).
 * @param {string} source
 * @param {string} name its build's URL, named in its stack traces
 * @returns {{ renderPage: Function }}
 */
function evaluate(source, name) {
  const wrapper = vm.compileFunction(source, ['exports', 'require', 'module'], {
    filename: name,
  });
  /** @type {{ exports: Record<string, unknown> }} */
  const module = { exports: {} };
  /** @param {string} id */
  const requireBuiltin = (id) => {
    if (!isBuiltin(id)) throw new Error(`the render bundle asked for ${id}, not a built-in module`);
    return require(id);
  };
  wrapper(module.exports, requireBuiltin, module);
  const { renderPage } = module.exports;
  if (typeof renderPage !== 'function') throw new Error(`${name} exports no renderPage`);
  return { renderPage };
}

/** @param {{ id: number, html?: string, error?: string }} message */
const answer = (message) => process.send?.(message);

// The server that started it has gone: nothing is left to render for.
process.on('disconnect', () => process.exit(0));

/**
 * @typedef {{ type: 'load', build: string, source: string }
 *   | { type: 'render', id: number, build: string, path: string, answers: Record<string, unknown>,
 *       member: { username: string, memberRole: string } | null, language: string }}
 *   Request what the parent sends (view-renderer.js)
 */

process.on('message', async (/** @type {Request} */ message) => {
  if (message.type === 'load') {
    bundles.delete(message.build);
    try {
      bundles.set(message.build, { exports: evaluate(message.source, message.build) });
    } catch (error) {
      bundles.set(message.build, {
        failed: error instanceof Error ? error.message : String(error),
      });
    }
    for (const oldest of bundles.keys()) {
      if (bundles.size <= MAX_BUNDLES) break;
      bundles.delete(oldest);
    }
    return;
  }
  try {
    const bundle = bundles.get(message.build);
    if (!bundle) throw new Error(`${message.build} is not loaded`);
    if (!bundle.exports) throw new Error(`${message.build} failed to load: ${bundle.failed}`);
    // A bundle loads the page language's texts before it renders (a promise); one built before
    // the languages answers at once, in Korean, and is asked only for Korean pages.
    const { path, answers, member, language } = message;
    const html = await bundle.exports.renderPage(path, answers, member, language);
    if (typeof html !== 'string') throw new Error('renderPage returned no markup');
    answer({ id: message.id, html });
  } catch (error) {
    answer({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
