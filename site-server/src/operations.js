// What the people running the site need from a static server (issue 25, docs/operations.md):
// its own liveness and readiness at /health/live and /health/ready (the same pair as the api's
// /api/health/*, for this origin), and, on the shell's origin, an /api proxy that keeps the api's
// operator endpoints and request ids out of the public's reach.
'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const { apiNotFound } = require('./visitor-language');

/** Operator-only api paths the public proxy never forwards (Prometheus scrapes the api itself). */
const PRIVATE_API_PATHS = ['/api/metrics'];

/**
 * Registers /health/live (the process answers) and /health/ready (its files — and the remotes
 * file, when it serves one — can be read, and it is not shutting down; 503 otherwise), and
 * decorates the app with `beginShutdown()`, which turns readiness off (SIGTERM).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ root: string, remotesFile?: string }} options
 */
function registerHealth(app, { root, remotesFile }) {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  app.get('/health/live', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/health/ready', async (_request, reply) => {
    const files = await readable([root, ...(remotesFile ? [remotesFile] : [])]);
    const ready = files && !shuttingDown;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'error', files: files ? 'ok' : 'error', shuttingDown });
  });
}

/** @param {string[]} paths */
async function readable(paths) {
  try {
    await Promise.all(paths.map((entry) => fs.access(path.resolve(entry), fs.constants.R_OK)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The api's operator paths answer 404 here, as any unknown path does; the proxied request never
 * carries the browser's X-Request-Id (the api trusts this proxy's, so a client could otherwise
 * pick the id its requests are logged under).
 * @param {import('fastify').FastifyInstance} app
 */
function registerPrivateApiPaths(app) {
  for (const url of PRIVATE_API_PATHS) {
    app.all(url, async (request, reply) =>
      reply.code(404).header('vary', 'Cookie, Accept-Language').send(apiNotFound(request)),
    );
  }
}

/**
 * Request headers the proxy passes to the api: the browser's, less what only a proxy may set.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function proxiedRequestHeaders(headers) {
  const passed = { ...headers };
  delete passed['x-request-id'];
  return passed;
}

module.exports = { proxiedRequestHeaders, registerHealth, registerPrivateApiPaths };
