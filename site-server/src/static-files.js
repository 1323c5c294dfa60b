// The built files of a front-end as a CDN would send them: a hashed file cached for a year, the
// rest revalidated; the .br/.gz sibling the browser accepts (the build writes them:
// mf-platform/contract/compressible-files.js); CORS for a remote's origin.
'use strict';

const path = require('node:path');
const { COMPRESSIBLE } = require('@smunity/mf-platform/contract/compressible-files');

// Files whose name carries a content hash never change: cache them for a year. Everything else
// (index.html, remotes.json, mf-manifest.json, remoteEntry.js) must be revalidated so a new
// deployment is seen on the next load.
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** A compressed sibling (main.1a2b3c4d.js.br) is cached like the file it stands for. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} options.spa the shell's origin: `/` and unknown paths are answered by
 *   shell-pages.js, not by an index.html here
 * @param {boolean} options.immutable every file is immutable (a remote's CDN folder)
 * @param {boolean} options.cors allow any origin to fetch
 */
async function registerStaticFiles(app, { root, spa, immutable, cors }) {
  await app.register(require('@fastify/static'), {
    root: path.resolve(root),
    wildcard: !spa,
    // The shell's `/` is answered below: the prerendered home page, or index.html for a member.
    index: spa ? false : 'index.html',
    cacheControl: false,
    // <file>.br, else <file>.gz, else <file>, as Accept-Encoding allows (q=0 refuses one), with
    // Vary: Accept-Encoding; each sibling has its own size, so its own ETag and Content-Length,
    // and a Range applies to the bytes actually sent.
    preCompressed: true,
    // @fastify/static 9 passes the Node response (held at 9 for the install on Node 20: ADR 0019).
    setHeaders(response, filePath) {
      const servedFile = filePath.replace(COMPRESSED_SIBLING, '');
      response.setHeader(
        'cache-control',
        immutable || HASHED_FILE.test(servedFile)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      if (cors) response.setHeader('access-control-allow-origin', '*');
      // Any text asset may have siblings, so caches must key its responses by encoding.
      if (COMPRESSIBLE.test(servedFile)) response.setHeader('vary', 'Accept-Encoding');
    },
  });
}

module.exports = { registerStaticFiles };
