// Serves one built front-end (the shell or a remote) the way a CDN would, and for the shell also
// `/remotes.json` and the `/api` proxy. Used by `npm start` (site.js) and by the e2e suite, so the
// tests run against exactly what users get.
//
// Besides the files: every answer carries the site's security headers (docs/security-headers.md),
// built files are sent as their .br/.gz siblings when the browser accepts them (the build writes
// them: mf-platform/build/compressed-assets.js), and the crawler files (robots.txt, sitemap.xml,
// security.txt) are answered here (docs/adr/0027).
'use strict';

require('./require-node');
const { randomUUID } = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const Fastify = require('fastify');
const { REMOTE_ORIGIN_CSP, commonSecurityHeaders } = require('@smunity/security-headers');
const { httpsFromEnv } = require('@smunity/mf-platform/build/security-headers');
const { siteUrlFrom } = require('@smunity/mf-platform/build/site-url');
const { COMPRESSIBLE } = require('@smunity/mf-platform/build/compressed-assets');
const {
  looksLikeFile,
  remoteCrawlerFiles,
  securityContactFrom,
  siteCrawlerFiles,
} = require('./crawler-files');
const { siteCspFollowingRemotes } = require('./site-policy');
const { areaPages, remoteServing } = require('./area-preload');
const { firstAnswers, membersAnswers } = require('./first-answers');
const { remoteRenderers } = require('./remote-renderers');
const { firstViewOf, hasMemberCookie, memberSessionOf } = require('./first-view');
const { sendPage } = require('./send-page');
const { proxiedRequestHeaders, registerHealth, registerPrivateApiPaths } = require('./operations');
const { clientHeaders, trustProxyFrom } = require('./client-address');
const { pageMetrics, serveMetrics } = require('./page-metrics');

// Files whose name carries a content hash never change: cache them for a year. Everything else
// (index.html, remotes.json, mf-manifest.json, remoteEntry.js) must be revalidated so a new
// deployment is seen on the next load.
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** A compressed sibling (main.1a2b3c4d.js.br) is cached like the file it stands for. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

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
 * @param {NodeJS.ProcessEnv} [options.env] HTTPS, SITE_URL, SECURITY_CONTACT, GA_MEASUREMENT_ID,
 *   SITE_TRUST_PROXY (client-address.js)
 * @param {number} [options.areaWaitMs] how long an area's page waits for a remote build it has
 *   not read yet (area-preload.js; its default unless a test says otherwise)
 * @param {number} [options.renderWaitMs] how long a page waits for its data and render, a guest's
 *   and a member's (area-preload.js's defaults unless a test says otherwise)
 * @param {import('./page-metrics').PageMetrics} [options.metrics] the server's metrics (the
 *   command line serves them on SITE_METRICS_PORT); a registry of its own by default
 */
async function createStaticServer({
  root,
  spa = false,
  cors = false,
  apiUrl,
  remotesFile,
  delayMs = 0,
  immutable = false,
  env = process.env,
  areaWaitMs,
  renderWaitMs,
  metrics = pageMetrics(),
}) {
  const app = Fastify({
    logger: false,
    trustProxy: trustProxyFrom(env),
    // Each request gets an id of this server's (a browser's X-Request-Id is not taken): it goes
    // to the api with the request and its reads, and into this server's log lines about it.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  });
  app.decorate('pageMetrics', metrics);
  const https = httpsFromEnv(env);
  // spa: the shell's origin, whose page runs the site; otherwise a remote's, which only serves
  // files for the shell.
  // The shell's prerendered home page (docs/adr/0035): its inline styles are in the page's CSP
  // by hash. Read lazily: a remote's origin never asks.
  const firstView = firstViewOf(root);
  const pageCsp = spa
    ? await siteCspFollowingRemotes({
        remotesFile,
        https,
        analytics: Boolean(env.GA_MEASUREMENT_ID),
        styleHashes: firstView.styleHashes,
      })
    : async () => REMOTE_ORIGIN_CSP;
  const common = commonSecurityHeaders({ https });
  // A page the server put together (an area's, docs/adr/0041) carries its own inline styles.
  app.decorateRequest('pageStyleHashes', null);
  app.addHook('onSend', async (request, reply) => {
    // The api sets its own policy (api/src/http/security-headers.ts) on what the proxy passes on.
    if (apiUrl && (request.url === '/api' || request.url.startsWith('/api/'))) return;
    reply.headers(common);
    reply.header('content-security-policy', await pageCsp(request.pageStyleHashes ?? []));
  });

  if (delayMs > 0) {
    app.addHook('onRequest', (_request, _reply, done) => setTimeout(done, delayMs));
  }

  registerHealth(app, { root, remotesFile });
  if (apiUrl) {
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

  if (remotesFile) {
    app.get('/remotes.json', async (_request, reply) => {
      const body = await fs.readFile(remotesFile, 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(body);
    });
  }

  if (spa) {
    const siteUrl = siteUrlFrom(env);
    await app.register(siteCrawlerFiles, {
      siteUrl,
      securityContact: securityContactFrom(env, siteUrl),
      apiUrl,
    });
  } else {
    await app.register(remoteCrawlerFiles);
  }

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

  // An area's page names its remote's entry and chunks in preload hints (docs/adr/0035).
  // A guest's page is rendered with its first api answers by the remote's bundle, in a sandbox
  // of its remote's own (docs/adr/0044), when the api is behind this server.
  const renderer = spa && remotesFile && apiUrl ? remoteRenderers({}, { metrics }) : undefined;
  if (renderer) app.addHook('onClose', async () => renderer.close());
  const withData =
    renderer && apiUrl
      ? {
          answersFor: firstAnswers({ apiUrl }),
          membersAnswersFor: membersAnswers({ apiUrl }),
          render: renderer.render,
          prepare: renderer.prepare,
          ...(renderWaitMs !== undefined && { waitMs: renderWaitMs, memberWaitMs: renderWaitMs }),
        }
      : undefined;
  const areaPage =
    spa && remotesFile
      ? await areaPages({ root, remotesFile, waitMs: areaWaitMs, withData, metrics })
      : async () => undefined;

  if (spa) {
    app.get('/', async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        // Which page `/` is depends on the session cookie: caches must key on it.
        .header('vary', 'Accept-Encoding, Cookie')
        .sendFile(await firstView.pageFor(request)),
    );

    // Client-side routes (/mypage, /qna/questions/3, …) all boot the same document.
    // A path that names a file (/no-such-file.js, /favicon.ico) is a missing file, not a page: a
    // 404, so a crawler or a stale script tag never gets the page's HTML as its content.
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) {
        return reply
          .code(404)
          .send({ code: 'COMMON007', message: '요청한 주소를 찾을 수 없습니다.' });
      }
      if (looksLikeFile(request.url)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
      }
      const { pathname, search } = new URL(request.url, 'http://site');
      // A guest's page at a plain path may come with the remote's first view (docs/adr/0041), a
      // member's with the page's first api reads preloaded (docs/adr/0042).
      const member = hasMemberCookie(request.headers.cookie);
      const page = await areaPage(pathname, {
        guest: !search && !member,
        member: !search && member,
        session: search ? undefined : memberSessionOf(request.headers.cookie),
        clientIp: request.ip,
        requestId: request.id,
      });
      if (page) {
        request.pageStyleHashes = page.styleHashes;
        // A pattern's page preloads its api reads at this path in a header (its body is shared).
        if (page.link) reply.header('link', page.link);
        // Which page an area's path is depends on the session cookie: caches must key on it.
        return sendPage(request, reply, page, {
          vary: 'Accept-Encoding, Cookie',
          // A member's own page: no cache may keep it (docs/adr/0044).
          cacheControl: page.private ? 'private, no-store' : 'no-cache',
        });
      }
      // A path outside every area is no page: the shell shows its "not found" with a 404.
      if (remoteServing(pathname) === undefined) reply.code(404);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  return app;
}

module.exports = { createStaticServer };

// CLI: node static-server.js --root DIR --port N [--spa] [--cors] [--immutable] [--api URL]
//      [--remotes FILE] [--delay MS]; the shell's server's metrics on SITE_METRICS_PORT.
if (require.main === module) {
  const args = parseArgs(process.argv.slice(2));
  const host = args.host ?? '127.0.0.1';
  const metrics = pageMetrics({ processMetrics: true });
  createStaticServer({
    metrics,
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
      if (args.spa && process.env.SITE_METRICS_PORT) {
        await serveMetrics(metrics, {
          host: process.env.SITE_METRICS_HOST ?? '127.0.0.1',
          port: Number(process.env.SITE_METRICS_PORT),
        });
      }
      const stop = () => {
        app.beginShutdown();
        return app.close().then(() => process.exit(0));
      };
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
