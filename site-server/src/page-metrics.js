// The shell's server's own Prometheus metrics (docs/operations.md "The shell's server's
// metrics"): pages rendered with their data, the fallbacks by reason, renders refused, render
// time and renderer restarts. Served on a port of its own (SITE_METRICS_PORT, on 127.0.0.1 unless
// SITE_METRICS_HOST says otherwise), never on the public site's: Prometheus scrapes each
// page server there, as it scrapes each api replica's /api/metrics.
'use strict';

const http = require('node:http');
const { Counter, Histogram, Registry, collectDefaultMetrics } = require('prom-client');

/** A render takes ≈ 10 ms; the page waits 250 ms (a member's 600 ms); a render is ended at 1 s. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * Why a page went out without its data (ADR 0044): `no_answers` (an api read did not answer 200,
 * or the build has no renderer), `wait` (answers and render took longer than the page waits),
 * `busy` and `timeout` (the renderer refused or ended the render), `renderer_ended`,
 * `style_attribute` (markup the CSP would show unstyled), `render_failed` (the bundle threw).
 */
const FALLBACK_REASONS = [
  'no_answers',
  'wait',
  'busy',
  'timeout',
  'renderer_ended',
  'style_attribute',
  'render_failed',
];

/**
 * @param {{ processMetrics?: boolean }} [options] processMetrics: also CPU, memory and event-loop
 *   lag (once per process: the server's command line turns it on)
 */
function pageMetrics({ processMetrics = false } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const withData = new Counter({
    name: 'site_pages_rendered_with_data_total',
    help: 'Area pages sent rendered with their api answers, by visitor (guest, member)',
    labelNames: /** @type {const} */ (['visitor']),
    registers,
  });
  const fallbacks = new Counter({
    name: 'site_page_fallbacks_total',
    help: 'Area pages that were to be rendered with their data and went out without, by visitor and reason',
    labelNames: /** @type {const} */ (['visitor', 'reason']),
    registers,
  });
  const refused = new Counter({
    name: 'site_renders_refused_total',
    help: 'Renders refused because too many waited (busy) or ended for taking too long (timeout)',
    labelNames: /** @type {const} */ (['reason']),
    registers,
  });
  const renderTime = new Histogram({
    name: 'site_render_duration_seconds',
    help: "Time a remote's renderer took for a page, by remote",
    labelNames: /** @type {const} */ (['remote']),
    buckets: RENDER_BUCKETS,
    registers,
  });
  const restarts = new Counter({
    name: 'site_renderer_restarts_total',
    help: 'Renderer processes started again after they ended on their own, by remote',
    labelNames: /** @type {const} */ (['remote']),
    registers,
  });
  return {
    registry,
    /** @param {'guest' | 'member'} visitor */
    renderedWithData: (visitor) => withData.inc({ visitor }),
    /**
     * @param {'guest' | 'member'} visitor
     * @param {unknown} error what ended the attempt (its `reason`), or undefined: no answers
     */
    fellBack(visitor, error) {
      const given = /** @type {{ reason?: unknown } | undefined} */ (error)?.reason;
      const reason =
        error === undefined
          ? 'no_answers'
          : typeof given === 'string' && FALLBACK_REASONS.includes(given)
            ? given
            : 'render_failed';
      fallbacks.inc({ visitor, reason });
    },
    /** @param {'busy' | 'timeout'} reason */
    renderRefused: (reason) => refused.inc({ reason }),
    /** @param {string} remote @param {number} seconds */
    rendered: (remote, seconds) => renderTime.observe({ remote }, seconds),
    /** @param {string} remote */
    rendererRestarted: (remote) => restarts.inc({ remote }),
  };
}

/** @typedef {ReturnType<typeof pageMetrics>} PageMetrics */

/**
 * Serves GET /metrics (Prometheus text format) on its own listener.
 * @param {PageMetrics} metrics
 * @param {{ host: string, port: number }} address
 * @returns {Promise<http.Server>}
 */
async function serveMetrics(metrics, { host, port }) {
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const body = await metrics.registry.metrics();
    response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return server;
}

/**
 * An Error that says why a page goes without its data (a `reason` of FALLBACK_REASONS).
 * @param {string} message
 * @param {string} reason
 */
function refusal(message, reason) {
  return Object.assign(new Error(message), { reason });
}

module.exports = { FALLBACK_REASONS, pageMetrics, refusal, serveMetrics };
