// Sends a page the server put together itself (not a file of the build), the way the build's
// files are sent: Brotli, else gzip, else as it is, as Accept-Encoding allows (q=0 refuses one),
// with Vary, a strong ETag per encoding and revalidation on every load (no-cache). The encoding is
// made when first asked for (encoded-page.js).
'use strict';

const { Negotiator } = require('@fastify/accept-negotiator');

const ENCODINGS = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {import('./encoded-page').EncodedPage} page
 * @param {{ vary?: string, cacheControl?: string }} [options] what else than the encoding the
 *   page depends on; its Cache-Control (a member's own page: private, no-store)
 */
async function sendPage(
  request,
  reply,
  page,
  { vary = 'Accept-Encoding', cacheControl = 'no-cache' } = {},
) {
  const encoding = ENCODINGS.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
  const etag = `"${page.tag}-${encoding}"`;
  reply
    .header('cache-control', cacheControl)
    .header('vary', vary)
    .header('etag', etag)
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await page.encoded(encoding));
}

module.exports = { sendPage };
