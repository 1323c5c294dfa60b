// Serves one built front-end (the shell or a remote) the way a CDN would, and for the shell also
// `/remotes.json` and the `/api` proxy. Used by `npm start` (site.js) and by the e2e suite, so the
// tests run against exactly what users get.
//
// Besides the files: every answer carries the site's security headers (docs/security-headers.md),
// built files are sent as their .br/.gz siblings when the browser accepts them (the build writes
// them: mf-platform/contract/compressible-files.js), and the crawler files (robots.txt, sitemap.xml,
// security.txt) are answered here (docs/adr/0027).
'use strict';

require('./require-node');
const { randomUUID } = require('node:crypto');
const fs = require('node:fs/promises');
const Fastify = require('fastify');
const { REMOTE_ORIGIN_CSP, commonSecurityHeaders } = require('@smunity/security-headers');
const { httpsFromEnv, siteUrlFrom } = require('@smunity/site-settings');
const { remoteCrawlerFiles, securityContactFrom, siteCrawlerFiles } = require('./crawler-files');
const { siteCspFollowingRemotes } = require('./site-policy');
const { areaPages } = require('./area-preload');
const { firstAnswers, membersAnswers } = require('./first-answers');
const { remoteRenderers } = require('./remote-renderers');
const { firstViewOf } = require('./first-view');
const { registerHealth } = require('./operations');
const { trustProxyFrom } = require('./client-address');
const { pageMetrics } = require('./page-metrics');
const { registerApiProxy } = require('./api-proxy');
const { registerStaticFiles } = require('./static-files');
const { registerShellPages } = require('./shell-pages');
const { registerLanguageChoice } = require('./language-choice');

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.spa] answer unknown GETs with index.html (the shell)
 * @param {boolean} [options.cors] allow any origin to fetch (remotes live on their own origin)
 * @param {string} [options.apiUrl] proxy /api/* to this origin
 * @param {string} [options.remotesFile] serve this file, re-read on every request, as /remotes.json
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
 * @param {() => number} [options.now] the clock, in ms since the epoch (security.txt's Expires,
 *   the sitemap's cache); Date.now unless a test pins it
 */
async function createStaticServer({
  root,
  spa = false,
  cors = false,
  apiUrl,
  remotesFile,
  immutable = false,
  env = process.env,
  areaWaitMs,
  renderWaitMs,
  metrics = pageMetrics(),
  now = Date.now,
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
  // spa: the shell's origin, whose page runs the site; otherwise a remote's, which only serves
  // files for the shell. The shell's prerendered home page (docs/adr/0035): its inline styles are in the page's CSP
  // by hash. Read lazily: a remote's origin never asks.
  const firstView = firstViewOf(root);
  await addSecurityHeaders(app, { spa, remotesFile, apiUrl, env, firstView });

  registerHealth(app, { root, remotesFile });
  // The api's answers guests' pages are rendered with, forgotten when a write through the proxy
  // changed them.
  const guestAnswers = spa && apiUrl && remotesFile ? firstAnswers({ apiUrl }) : undefined;
  if (apiUrl) await registerApiProxy(app, apiUrl, { onWritten: guestAnswers?.forgetWritten });

  if (remotesFile) registerRemotesJson(app, remotesFile);
  await registerCrawlerFiles(app, { spa, env, apiUrl, now });

  await registerStaticFiles(app, { root, spa, immutable, cors });

  if (spa) {
    await registerLanguageChoice(app, { https: httpsFromEnv(env) });
    const pages = remotesFile
      ? await areaPagesOf(app, {
          root,
          remotesFile,
          apiUrl,
          guestAnswers,
          areaWaitMs,
          renderWaitMs,
          metrics,
        })
      : { areaPage: async () => undefined, homePage: async () => undefined };
    registerShellPages(app, { firstView, ...pages });
  }

  return app;
}

/**
 * Every answer's security headers (docs/security-headers.md), but the api's through the proxy: on
 * the shell's origin, the site's CSP following remotes.json, with the inline styles of the page
 * sent (its own, or the prerendered home page's); on a remote's, the remote origin's.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ spa: boolean, remotesFile?: string, apiUrl?: string, env: NodeJS.ProcessEnv,
 *   firstView: ReturnType<typeof firstViewOf> }} options
 */
async function addSecurityHeaders(app, { spa, remotesFile, apiUrl, env, firstView }) {
  const https = httpsFromEnv(env);
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
}

/**
 * `/remotes.json`, read again on every request: a remote deployed alone is named at once.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} remotesFile
 */
function registerRemotesJson(app, remotesFile) {
  app.get('/remotes.json', async (_request, reply) => {
    const body = await fs.readFile(remotesFile, 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}

/**
 * robots.txt, sitemap.xml and security.txt on the shell's origin; on a remote's, a robots.txt
 * saying nothing there is a page (docs/adr/0027).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ spa: boolean, env: NodeJS.ProcessEnv, apiUrl?: string, now: () => number }} options
 */
async function registerCrawlerFiles(app, { spa, env, apiUrl, now }) {
  if (!spa) {
    await app.register(remoteCrawlerFiles);
    return;
  }
  const siteUrl = siteUrlFrom(env);
  await app.register(siteCrawlerFiles, {
    siteUrl,
    securityContact: securityContactFrom(env, siteUrl),
    apiUrl,
    now,
  });
}

/**
 * An area's page names its remote's entry and chunks in preload hints (docs/adr/0035). When the
 * api is behind this server, a page is rendered with its first api answers by the remote's
 * bundle, in a renderer process of the remote's own (docs/adr/0044), and the home page with
 * its member counts by the shell's, in one of the shell's own (docs/adr/0068).
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {string} options.root
 * @param {string} options.remotesFile
 * @param {string} [options.apiUrl]
 * @param {ReturnType<typeof firstAnswers>} [options.guestAnswers] with apiUrl
 * @param {number} [options.areaWaitMs]
 * @param {number} [options.renderWaitMs]
 * @param {import('./page-metrics').PageMetrics} options.metrics
 */
async function areaPagesOf(
  app,
  { root, remotesFile, apiUrl, guestAnswers, areaWaitMs, renderWaitMs, metrics },
) {
  const renderer = apiUrl ? remoteRenderers({}, { metrics }) : undefined;
  if (renderer) app.addHook('onClose', async () => renderer.close());
  const withData =
    renderer && apiUrl && guestAnswers
      ? {
          answersFor: guestAnswers,
          membersAnswersFor: membersAnswers({ apiUrl }),
          render: renderer.render,
          prepare: renderer.prepare,
          ...(renderWaitMs !== undefined && { waitMs: renderWaitMs, memberWaitMs: renderWaitMs }),
        }
      : undefined;
  return areaPages({ root, remotesFile, waitMs: areaWaitMs, withData, metrics });
}

module.exports = { createStaticServer };
