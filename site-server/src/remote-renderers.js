// One renderer process per remote (docs/adr/0044): a remote's render bundle shares its process
// with no other remote's, so a member's answers, sent to the renderer of the remote that owns the
// page, are never in reach of another remote's code, and a remote whose renderer dies or hangs
// takes no other area's pages down with it. Each process holds that remote's builds (the current
// one and, for a while, the one before a deploy or rollback).
'use strict';

const { viewRenderer } = require('./view-renderer');

/**
 * @param {Parameters<typeof viewRenderer>[0]} [options] for each remote's renderer
 * @param {{ metrics?: import('./page-metrics').PageMetrics, create?: typeof viewRenderer }} [more]
 */
function remoteRenderers(options = {}, { metrics, create = viewRenderer } = {}) {
  /** @type {Map<string, ReturnType<typeof viewRenderer>>} */
  const byRemote = new Map();
  let closed = false;

  /** @param {string} remote */
  function rendererOf(remote) {
    if (closed) throw new Error('the renderers are closed');
    let renderer = byRemote.get(remote);
    if (!renderer) {
      renderer = create({
        ...options,
        ...(metrics && {
          onRestart: () => metrics.rendererRestarted(remote),
          onRefused: metrics.renderRefused,
        }),
      });
      byRemote.set(remote, renderer);
    }
    return renderer;
  }

  return {
    /**
     * The markup of a page of `remote`, by its own renderer.
     * @param {Parameters<ReturnType<typeof viewRenderer>['render']>[0] & { remote: string }} request
     */
    async render({ remote, ...request }) {
      const started = performance.now();
      const markup = await rendererOf(remote).render(request);
      metrics?.rendered(remote, (performance.now() - started) / 1000);
      return markup;
    },
    /**
     * Loads a build of `remote` into its renderer ahead of its first page.
     * @param {Parameters<ReturnType<typeof viewRenderer>['prepare']>[0] & { remote: string }} bundle
     */
    prepare: async ({ remote, ...bundle }) => rendererOf(remote).prepare(bundle),
    /** Remote → its renderer's process id, for those running (tests). */
    pids: () =>
      Object.fromEntries([...byRemote].map(([remote, renderer]) => [remote, renderer.pid()])),
    close() {
      closed = true;
      for (const renderer of byRemote.values()) renderer.close();
    },
  };
}

module.exports = { remoteRenderers };
