// Serves one built front-end (the shell or a remote) the way a CDN would, and for the shell also
// `/remotes.json` and the `/api` proxy. Used by `npm start` (site.js) and by the e2e suite, so the
// tests run against exactly what users get.
'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const Fastify = require('fastify');

// Files whose name carries a content hash never change: cache them for a year. Everything else
// (index.html, remotes.json, mf-manifest.json, remoteEntry.js) must be revalidated so a new
// deployment is seen on the next load.
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.spa] answer unknown GETs with index.html (the shell)
 * @param {boolean} [options.cors] allow any origin to fetch (remotes live on their own origin)
 * @param {string} [options.apiUrl] proxy /api/* to this origin
 * @param {string} [options.remotesFile] serve this file, re-read on every request, as /remotes.json
 * @param {number} [options.delayMs] answer every request this much later (failure-mode tests)
 * @param {boolean} [options.immutable] every file is immutable: a remote's CDN folder, where each
 *   build has a path of its own (<buildId>/) that is never written twice (docs/adr/0013)
 */
async function createStaticServer({
  root,
  spa = false,
  cors = false,
  apiUrl,
  remotesFile,
  delayMs = 0,
  immutable = false,
}) {
  const app = Fastify({ logger: false });

  if (delayMs > 0) {
    app.addHook('onRequest', (_request, _reply, done) => setTimeout(done, delayMs));
  }

  if (apiUrl) {
    await app.register(require('@fastify/http-proxy'), {
      upstream: apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: {
        // The api rate-limits per client address: pass the browser's address on.
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
        }),
      },
    });
  }

  if (remotesFile) {
    app.get('/remotes.json', async (_request, reply) => {
      const body = await fs.readFile(remotesFile, 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(body);
    });
  }

  await app.register(require('@fastify/static'), {
    root: path.resolve(root),
    wildcard: !spa,
    index: 'index.html',
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply.
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        immutable || HASHED_FILE.test(filePath)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      if (cors) reply.header('access-control-allow-origin', '*');
    },
  });

  if (spa) {
    // Client-side routes (/mypage, /qna/questions/3, …) all boot the same document.
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) {
        return reply
          .code(404)
          .send({ code: 'COMMON007', message: '요청한 주소를 찾을 수 없습니다.' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  return app;
}

module.exports = { createStaticServer };

// CLI: node static-server.js --root DIR --port N [--spa] [--cors] [--immutable] [--api URL]
//      [--remotes FILE] [--delay MS]
if (require.main === module) {
  const args = parseArgs(process.argv.slice(2));
  const host = args.host ?? '127.0.0.1';
  createStaticServer({
    root: args.root,
    spa: Boolean(args.spa),
    cors: Boolean(args.cors),
    apiUrl: args.api,
    remotesFile: args.remotes,
    delayMs: Number(args.delay ?? 0),
    immutable: Boolean(args.immutable),
  })
    .then(async (app) => {
      await app.listen({ host, port: Number(args.port) });
      const stop = () => app.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error) => {
      console.error(`static server for ${args.root} failed to start: ${error.message}`);
      process.exit(1);
    });
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) args[key] = true;
    else {
      args[key] = next;
      i += 1;
    }
  }
  return args;
}
