// The shell's pages: `/` (rendered with its member counts, else the prerendered home page for a
// guest and index.html for a member), an area's page
// put together by area-preload.js, index.html for any other client-side route, and 404 for a path
// that names a missing file or lies outside every area.
'use strict';

const { looksLikeFile } = require('./crawler-files');
const { remoteServing } = require('./area-preload');
const { memberSessionIn } = require('@smunity/member-cookie');
const { hasMemberCookie } = require('./first-view');
const { sendPage } = require('./send-page');
const { apiNotFound, languageOf } = require('./visitor-language');

/**
 * Which page a path is depends on the session cookie and the language (the `lang` cookie, else
 * Accept-Language): caches must key on them.
 */
const VARY = 'Accept-Encoding, Cookie, Accept-Language';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {ReturnType<typeof import('./first-view').firstViewOf>} options.firstView
 * @param {Awaited<ReturnType<typeof import('./area-preload').areaPages>>['areaPage']}
 *   options.areaPage
 * @param {Awaited<ReturnType<typeof import('./area-preload').areaPages>>['homePage']}
 *   options.homePage
 */
function registerShellPages(app, { firstView, areaPage, homePage }) {
  app.get('/', async (request, reply) => {
    const language = languageOf(request);
    // The home page with the member counts in it (docs/adr/0068), for a guest or in the frame of
    // a member's role, when they and their render come in time; else the prerendered one (which
    // loads them), or index.html for a member cookie that holds no session.
    const { cookie } = request.headers;
    const session = memberSessionIn(cookie) ?? undefined;
    const page =
      hasMemberCookie(cookie) && !session
        ? undefined
        : await homePage({ language, requestId: request.id, session });
    if (page) {
      request.pageStyleHashes = page.styleHashes;
      return sendPage(request, reply, page, {
        vary: VARY,
        // A member's: no shared cache keeps it, though it holds nothing of theirs but the role.
        cacheControl: session ? 'private, no-cache' : 'no-cache',
      });
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', VARY)
      .sendFile(await firstView.pageFor(request, language));
  });

  // Client-side routes (/mypage, /qna/questions/3, …) all boot the same document.
  // A path that names a file (/no-such-file.js, /favicon.ico) is a missing file, not a page: a
  // 404, so a crawler or a stale script tag never gets the page's HTML as its content.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.code(404).header('vary', 'Cookie, Accept-Language').send(apiNotFound(request));
    }
    if (looksLikeFile(request.url)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    }
    const { pathname, search } = new URL(request.url, 'http://site');
    // A guest's page at a plain path may come with the remote's first view (docs/adr/0041), a
    // member's with the page's first api reads preloaded (docs/adr/0042).
    const member = hasMemberCookie(request.headers.cookie);
    const language = languageOf(request);
    const page = await areaPage(pathname, {
      language,
      guest: !search && !member,
      member: !search && member,
      session: search ? undefined : (memberSessionIn(request.headers.cookie) ?? undefined),
      clientIp: request.ip,
      requestId: request.id,
    });
    if (page) {
      // A path in an area that none of its routes takes: the shell shows its "not found".
      if (page.notFound) reply.code(404);
      request.pageStyleHashes = page.styleHashes;
      // A pattern's page preloads its api reads at this path in a header (its body is shared).
      if (page.link) reply.header('link', page.link);
      return sendPage(request, reply, page, {
        vary: VARY,
        // A member's own page: no cache may keep it (docs/adr/0044).
        cacheControl: page.private ? 'private, no-store' : 'no-cache',
      });
    }
    // A path outside every area is no page: the shell shows its "not found" with a 404.
    if (remoteServing(pathname) === undefined) reply.code(404);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', VARY)
      .sendFile(await firstView.documentFor(language));
  });
}

module.exports = { registerShellPages };
