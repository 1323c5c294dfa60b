// /api/* passed on to the api: the browser's address and the host it addressed go along (the api
// rate-limits per client and checks the Origin of refresh and logout), with this server's request
// id; the api's private paths (metrics, health) are not reachable through it (operations.js).
'use strict';

const { proxiedRequestHeaders, registerPrivateApiPaths } = require('./operations');
const { clientHeaders } = require('./client-address');

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} apiUrl the api's origin
 */
async function registerApiProxy(app, apiUrl) {
  registerPrivateApiPaths(app);
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
