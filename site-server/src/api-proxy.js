// /api/* passed on to the api: the browser's address and the host it addressed go along (the api
// rate-limits per client and checks the Origin of refresh and logout), with this server's request
// id; the api's private paths (metrics, health) are not reachable through it (operations.js).
'use strict';

const { proxiedRequestHeaders, registerPrivateApiPaths } = require('./operations');
const { clientHeaders } = require('./client-address');

/** Methods that only read: the others are writes (`onWritten`). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} apiUrl the api's origin
 * @param {{ onWritten?: (path: string) => void }} [options] told of each write the api accepted
 *   (a 2xx to another method than GET, HEAD or OPTIONS), before its answer leaves: the next
 *   request the browser sends after it sees what it wrote (first-answers.js forgets kept reads)
 */
async function registerApiProxy(app, apiUrl, { onWritten } = {}) {
  registerPrivateApiPaths(app);
  await app.register(async (proxy) => {
    if (onWritten) {
      proxy.addHook('onSend', async (request, reply, payload) => {
        const status = reply.statusCode;
        if (!READS.has(request.method) && status >= 200 && status < 300) onWritten(request.url);
        return payload;
      });
    }
    await registerProxy(proxy, apiUrl);
  });
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} apiUrl
 */
async function registerProxy(app, apiUrl) {
  await app.register(require('@fastify/http-proxy'), {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      // The api rate-limits per client address: pass the browser's address on; and it checks
      // the Origin of refresh and logout against the host the browser addressed (the proxy
      // sets Host to the api's own).
      rewriteRequestHeaders: (request, headers) => ({
        ...proxiedRequestHeaders(headers),
        ...clientHeaders(request),
        'x-request-id': request.id,
      }),
    },
  });
}

module.exports = { registerApiProxy };
