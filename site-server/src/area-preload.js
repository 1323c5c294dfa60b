// The page of an area (/qna/questions, /accounts/login, …): which page a request gets. It names,
// in its own HTML, what the area needs before it can show anything (the shell's federation chunk,
// the remote's mf-manifest.json, its remoteEntry.js, the chunks and CSS of the module the shell
// mounts: docs/adr/0035), with the remote's first view for a guest (ADR 0041), rendered with its
// api answers where it can (ADR 0044), a member's first reads preloaded or rendered with the
// member's own answers (ADR 0042, 0044). Everything is read from the live remotes.json and the
// builds it names, so a remote deployed alone is served from its next page load on.
//
// The jobs are in modules of their own: remote-mounts.js (which remote, where remotes.json says
// its build is), followed-site.js (the shell build and remotes.json as they change, the pages
// kept for them), remote-builds.js (what that build gives), shell-build.js, route-reads.js (a
// route's first view and reads), page-build.js (the build as far as it is read in time),
// answered-page.js and render-with-data.js (rendering with data), page-html.js; this file
// dispatches. The home page rendered with its member counts is dispatched here too (ADR 0068): it
// is made of the same shell build, followed the same way, and rendered the same way.
'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const { followRemotesFile } = require('./followed-remotes');
const { hasRouteFor } = require('@smunity/mf-platform/contract/first-view-patterns');
const { locationOf, remoteServing, routePathOf } = require('./remote-mounts');
const { remoteBuilds } = require('./remote-builds');
const { AREA_CHUNKS_FILE, AREA_FRAMES_FILE, shellBuild, shellPageIn } = require('./shell-build');
const { memberReadsOf, viewOf } = require('./route-reads');
const { NOT_THERE } = require('./first-answers');
const { renderingWithData } = require('./render-with-data');
const { frameFor, hintedHtml, linkHeader, prerenderedHtml } = require('./page-html');
const { followedSite } = require('./followed-site');
const { buildAndViews } = require('./page-build');
const { answeredPage } = require('./answered-page');
const { DEFAULT_LANGUAGE } = require('@smunity/site-language');
const { errorMessage } = require('./caught');

/**
 * The page waits this long at most for a manifest it has not read yet (the first page after a
 * deploy): a slow remote must not hold up the shell's HTML; the read goes on for the next load.
 */
const MANIFEST_WAIT_MS = 300;

/**
 * @typedef {{ guest?: boolean, member?: boolean,
 *   session?: { username: string, memberRole: string, accessToken: string }, clientIp?: string,
 *   requestId?: string, language?: import('@smunity/site-language').SiteLanguage }} Visitor who
 *   asks: a guest at a plain path, a member at a plain path (with the member cookie's session
 *   when it is one), their address, the request's id and the language they read the site in
 */

/**
 * @param {object} options
 * @param {string} options.root the shell's dist folder (index.html, area-chunks.json,
 *   area-frames.json)
 * @param {string} options.remotesFile
 * @param {(url: string, init: RequestInit) => Promise<Response>} [options.fetchRemoteFile]
 * @param {(message: string) => void} [options.warn]
 * @param {number} [options.waitMs] how long a page waits for a build it has not read yet
 *   (MANIFEST_WAIT_MS; tests that are not about a slow remote give it all the time it takes)
 * @param {import('./render-with-data').WithData} [options.withData] renders a guest's page, and a
 *   member's, with its api answers; without it, a guest's page has its prerendered loading state
 *   and a member's its reads preloaded
 * @param {import('./page-metrics').PageMetrics} [options.metrics] counts pages with data and
 *   their fallbacks
 * @returns {Promise<{ areaPage: (pathname: string, visitor?: Visitor) =>
 *   Promise<import('./page-html').AreaPage | undefined>,
 *   homePage: (visitor: Pick<Visitor, 'language' | 'requestId' | 'session'>) =>
 *   Promise<import('./page-html').AreaPage | undefined> }>} the page for a path in an area
 *   (undefined outside the areas), and the home page with its data for a guest or a member with
 *   a session (undefined: none in time, the prerendered home page or index.html goes out)
 */
async function areaPages({
  root,
  remotesFile,
  fetchRemoteFile = fetch,
  warn = console.error,
  waitMs = MANIFEST_WAIT_MS,
  withData,
  metrics,
}) {
  const remotes = await followRemotesFile({ remotesFile, derive: (json) => json, warn });
  const builds = remoteBuilds({ fetchRemoteFile, warn, waitMs, prepare: withData?.prepare });
  const withAnswers =
    withData &&
    renderingWithData({
      withData,
      rendererSource: builds.rendererSource,
      shellSource: (file) => fs.readFile(path.join(root, file), 'utf8'),
      metrics,
      warn,
    });
  const shellFiles = shellBuild(root);
  const site = followedSite({
    remotes,
    shellFiles,
    builds,
    onChange: (shell) => {
      withAnswers?.clear();
      // The shell's render bundle (the same in every language) loads before its first home page.
      const home = shell.homes[DEFAULT_LANGUAGE];
      if (withAnswers && home) {
        withAnswers
          .prepareHome(home)
          .catch((error) => warn(`the home page's renderer: ${errorMessage(error)}`));
      }
    },
  });
  // The shell build and every build remotes.json names start loading (and their render bundles
  // into their renderers) as the server starts, not with its first page: the first visitors after
  // a start get their pages with their data too (docs/adr/0068).
  site.current().catch((error) => warn(`the site's builds: ${errorMessage(error)}`));
  return {
    areaPage: (pathname, visitor = {}) =>
      pageFor({ site, builds, warn, waitMs, withAnswers }, pathname, visitor),
    homePage: async ({ language = DEFAULT_LANGUAGE, requestId, session }) => {
      if (!withAnswers) return undefined;
      const { now, shell } = await site.current();
      const home = shellPageIn(shell, language).home;
      if (!home) return undefined;
      const keep = () => site.isCurrent(now);
      const memberRole = session?.memberRole;
      return withAnswers.home({
        home,
        language,
        requestId,
        keep,
        ...(memberRole && { memberRole }),
      });
    },
  };
}

/**
 * @typedef {{ site: ReturnType<typeof followedSite>,
 *   builds: ReturnType<typeof remoteBuilds>, warn: (message: string) => void, waitMs: number,
 *   withAnswers?: ReturnType<typeof renderingWithData> }} Serving what serves the areas' pages:
 *   the site followed, the builds it names read, and the renders with data
 */

/**
 * The page for a path in an area: rendered with its data where it can be, else with its
 * prerendered first view or its reads preloaded; undefined outside the areas.
 * @param {Serving} serving
 * @param {string} pathname
 * @param {Visitor} visitor
 * @returns {Promise<import('./page-html').AreaPage | undefined>}
 */
async function pageFor({ site, builds, warn, waitMs, withAnswers }, pathname, visitor) {
  const { guest = false, member = false, session, clientIp = '', requestId } = visitor;
  const { language = DEFAULT_LANGUAGE } = visitor;
  const remote = remoteServing(pathname);
  if (!remote) return undefined;
  const current = await site.current();
  const { now, remotesJson } = current;
  // The page in its language, from that language's files of every build (docs/adr/0062).
  const shell = shellPageIn(current.shell, language);
  const { frames } = shell;
  const location = locationOf(remotesJson, remote);
  const read = { builds, warn, waitMs };
  const { build, firstViews, complete } = await buildAndViews(read, remote, location, pathname, {
    guest,
    member,
    language,
  });
  // Kept only while the shell and builds are the ones this request began with.
  const keep = () => site.isCurrent(now);
  /** @type {(key: string, html: () => string) => import('./page-html').AreaPage} */
  const kept = (key, html) =>
    site.keptPage(`${language}|${key}`, html, { keep: complete && keep() });
  // A path no route of the area takes: its page (the shell's "not found") with a 404.
  if (isOutsideRoutes(remote, pathname, firstViews)) {
    return {
      ...kept(remote, () => hintedHtml(shell, build, location)),
      notFound: true,
    };
  }
  const view = guest && firstViews && frames ? viewOf(remote, pathname, firstViews) : undefined;
  const frame = view && frames && frameFor(frames.frames, pathname);
  // A guest's first view, in the frame whose nav link it is under.
  const shown = view && frame ? { view, frame } : undefined;
  const memberReads = member && firstViews ? memberReadsOf(remote, pathname, firstViews) : [];
  const answered =
    withAnswers && location && build && firstViews
      ? await answeredPage(withAnswers, {
          remote,
          location,
          build,
          firstViews,
          pathname,
          requestId,
          shell,
          keep,
          shown,
          memberReads,
          session,
          clientIp,
          language,
        })
      : undefined;
  if (answered && answered !== NOT_THERE) return answered;
  // Kept per prerendered path or pattern of the build and frame (the paths of a pattern may be
  // under different nav links), or per members' page with reads to preload (static paths
  // only), never per requested path (an id): the cache stays bounded.
  const page =
    shown && frames && build && location && firstViews
      ? kept(`${remote}|${shown.view.key}|${frames.frames.indexOf(shown.frame)}`, () =>
          prerenderedHtml(shell, shown.frame, build.assets, firstViews.styles, location, {
            view: shown.view.view,
            data: shown.view.data,
          }),
        )
      : kept(memberReads.length > 0 ? `${remote}|member|${pathname}` : remote, () =>
          hintedHtml(shell, build, location, memberReads),
        );
  const served = shown?.view.linkedData.length
    ? { ...page, link: linkHeader(shown.view.linkedData) }
    : page;
  // The api said what the page shows is not there (a question): the page, with a 404.
  return answered === NOT_THERE ? { ...served, notFound: true } : served;
}

/**
 * Whether the build lists the paths its area takes (`routes`) and none takes this one.
 * @param {string} remote
 * @param {string} pathname
 * @param {import('./remote-builds').FirstViews | undefined} firstViews
 */
function isOutsideRoutes(remote, pathname, firstViews) {
  const routePath = routePathOf(remote, pathname);
  return Boolean(
    firstViews?.routes && routePath !== undefined && !hasRouteFor(firstViews.routes, routePath),
  );
}

module.exports = { AREA_CHUNKS_FILE, AREA_FRAMES_FILE, areaPages, remoteServing };
