// A page the server put together (not a build file), in the encodings it is sent in. Each
// encoding is made when a browser first asks for it, off the event loop (zlib's thread pool), and
// kept with the page: a page made per request (rendered with a guest's or a member's data) at a
// quality whose cost is a few milliseconds however many ids a client cycles through; a page kept
// until the next deploy (an area's prerendered page, its hints) at the best ratio, paid once.
// The build's own files keep their Brotli 11 siblings (mf-platform/build/compressed-assets.js).
'use strict';

const crypto = require('node:crypto');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/** Brotli and gzip levels: per request (bounded cost), and for a page kept until a deploy. */
const LEVELS = {
  perRequest: { br: 5, gzip: 6 },
  kept: { br: 11, gzip: 9 },
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * zlib's compressors, run in its thread pool.
 * @type {Record<'br' | 'gzip', (body: Buffer, level: number) => Promise<Buffer>>}
 */
const THREAD_POOL_COMPRESSORS = {
  br: (body, level) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } }),
  gzip: (body, level) => gzip(body, { level }),
};

/**
 * @typedef {{ tag: string, identity: Buffer, encoded: (encoding: Encoding) => Promise<Buffer> }}
 *   EncodedPage the page's bytes, a tag naming them (for ETags), and each encoding on demand
 */

/**
 * @param {string} html
 * @param {{ perRequest?: boolean, compressors?: typeof THREAD_POOL_COMPRESSORS }} [options]
 *   perRequest: the page is made for one request or a few seconds (compressed fast)
 * @returns {EncodedPage}
 */
function encodedPage(html, { perRequest = false, compressors = THREAD_POOL_COMPRESSORS } = {}) {
  const identity = Buffer.from(html);
  const tag = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 16);
  const levels = perRequest ? LEVELS.perRequest : LEVELS.kept;
  /** @type {Map<Encoding, Promise<Buffer>>} */
  const made = new Map();
  return {
    tag,
    identity,
    encoded(encoding) {
      if (encoding === 'identity') return Promise.resolve(identity);
      let body = made.get(encoding);
      if (!body) {
        body = compressors[encoding](identity, levels[encoding]);
        made.set(encoding, body);
        // A failed compression is tried again by the next request.
        body.catch(() => made.delete(encoding));
      }
      return body;
    },
  };
}

module.exports = { LEVELS, encodedPage };
