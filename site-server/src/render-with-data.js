// An area's page rendered with its api answers by the remote's own render bundle, in the renderer
// of the remote that owns the page (docs/adr/0044): a guest's (answers asked as a guest, the page
// kept while they are the same) and a member's (the member's own answers, sent once, never kept);
// and the home page with its member counts (a guest's, or in a member's frame) by the shell's
// render bundle, in a renderer of the shell's own (docs/adr/0068). A page waits for it a bounded
// time; past it, or on any failure, the page goes out as before.
'use strict';

const { NOT_THERE } = require('./first-answers');
const { refusal } = require('./page-metrics');
const { pathInArea } = require('./remote-mounts');
const { areaPage, frameFor, holdingAnswers, homeHoldingAnswers } = require('./page-html');
const { withinWait } = require('./within-wait');
const { errorMessage } = require('./caught');
const { setNewest } = require('./newest-kept');

/**
 * A guest's page waits this long at most for its api answers and their render; past it, the page
 * goes out with its prerendered loading state (the render goes on for the next).
 */
const RENDER_WAIT_MS = 250;
/**
 * A member's page waits longer for its own answers and render: it is never kept, and without them
 * its data comes only after the JavaScript (≈ 1.5 s on a phone), so waiting pays longer.
 */
const MEMBER_RENDER_WAIT_MS = 600;
/** Guests' pages rendered with their data, kept at once (one per question id): the oldest go first. */
const MAX_RENDERED_PAGES = 500;
/** A style attribute in markup (the view is React's: attributes are lower case, quoted). */
const STYLE_ATTRIBUTE = /<[^>]*\sstyle="/;
/** The shell's render bundle runs in a renderer of its own, apart from every remote's. */
const SHELL_RENDERER = 'shell';

/**
 * @typedef {{ answersFor: ReturnType<typeof import('./first-answers').firstAnswers>,
 *   membersAnswersFor: ReturnType<typeof import('./first-answers').membersAnswers>,
 *   render: ReturnType<typeof import('./remote-renderers').remoteRenderers>['render'],
 *   prepare?: ReturnType<typeof import('./remote-renderers').remoteRenderers>['prepare'],
 *   waitMs?: number, memberWaitMs?: number }} WithData what renders pages with their data
 */

/**
 * @typedef {import('@smunity/site-language').SiteLanguage} SiteLanguage
 * @typedef {{ shell: import('./shell-build').ShellPage, remote: string,
 *   location: import('./remote-mounts').RemoteLocation,
 *   build: import('./remote-builds').RemoteBuild,
 *   firstViews: import('./remote-builds').FirstViews, pathname: string, urls: string[],
 *   requestId?: string, language: SiteLanguage }} PageRequest a page to render with its data:
 *   the shell and build it is of (in the page's language), its path, reads and language
 */

/**
 * @typedef {object} Rendering what renders pages with their data, and reports how it went
 * @property {WithData} withData
 * @property {(rendererUrl: string, location: { entry: string }) => Promise<string>}
 *   rendererSource a build's render bundle (remote-builds.js)
 * @property {(file: string) => Promise<string>} shellSource a file of the shell's build (its
 *   render bundle)
 * @property {import('./page-metrics').PageMetrics} [metrics]
 * @property {(message: string) => void} warn
 */

/**
 * @typedef {Map<string, { answers: Record<string, unknown>,
 *   page: Promise<import('./page-html').AreaPage> }>} RenderedPages remote, path and frame (or
 *   the shell's renderer and `/`) → a guest's page rendered with its answers, while the answers are the same object
 *   (first-answers.js hands out a new one when one of them was asked again)
 */

/** @param {Rendering} rendering */
function renderingWithData(rendering) {
  const { withData } = rendering;
  /** @type {RenderedPages} */
  const rendered = new Map();
  return {
    /** @param {Parameters<typeof guestPage>[2]} request */
    guest: (request) =>
      withinRenderWait(rendering, guestPage(rendering, rendered, request), {
        pathname: request.pathname,
        ms: withData.waitMs ?? RENDER_WAIT_MS,
        visitor: 'guest',
        requestId: request.requestId,
      }),
    /** @param {Parameters<typeof memberPage>[1]} request */
    member: (request) =>
      withinRenderWait(rendering, memberPage(rendering, request), {
        pathname: request.pathname,
        ms: withData.memberWaitMs ?? MEMBER_RENDER_WAIT_MS,
        visitor: 'member',
        requestId: request.requestId,
      }),
    /** @param {Parameters<typeof homePage>[2]} request */
    home: (request) =>
      withinRenderWait(rendering, homePage(rendering, rendered, request), {
        pathname: '/',
        // A member's `/` without it is index.html, blank until the JavaScript: worth waiting for.
        ...(request.memberRole
          ? { ms: withData.memberWaitMs ?? MEMBER_RENDER_WAIT_MS, visitor: 'member' }
          : { ms: withData.waitMs ?? RENDER_WAIT_MS, visitor: 'guest' }),
        requestId: request.requestId,
      }),
    /**
     * Loads the shell's render bundle into its renderer ahead of the first home page.
     * @param {import('./shell-build').HomePage} home
     */
    prepareHome: async (home) =>
      withData.prepare?.({
        remote: SHELL_RENDERER,
        build: `/${home.renderer}`,
        source: () => rendering.shellSource(home.renderer),
      }),
    /** A new shell or remotes.json: no page rendered before is kept. */
    clear: () => rendered.clear(),
  };
}

/**
 * The guest's page rendered with the answers its view starts from; NOT_THERE when the api
 * answered a read with 404 (a question that is not there), undefined when an answer is missing
 * or the build has no renderer. `keep()`: the shell and builds are still those the request
 * began with, so the page may be kept for the next guests.
 * @param {Rendering} rendering
 * @param {RenderedPages} rendered
 * @param {PageRequest & { keep: () => boolean, frame: import('./shell-build').AreaFrame,
 *   optionalUrls: string[] }} request
 */
async function guestPage(rendering, rendered, request) {
  const { shell, keep, remote, location, build, firstViews, frame, pathname } = request;
  if (!firstViews.rendererUrl) return undefined;
  const { urls, optionalUrls, requestId, language } = request;
  const answers = await rendering.withData.answersFor(urls, optionalUrls, requestId, language);
  if (answers === undefined || answers === NOT_THERE) return answers;
  const key = `${language}|${remote}|${pathname}|${shell.frames?.frames.indexOf(frame)}`;
  const view = { remote, location, firstViews, pathname, answers, language };
  return keptWhileSame(rendered, { key, answers, keep }, () =>
    renderWith(rendering, view).then((view) =>
      areaPage(holdingAnswers(shell, frame, build, firstViews, location, view, answers), {
        perRequest: true,
      }),
    ),
  );
}

/**
 * The page kept under `key` while its answers are the same object, else `render()`'s, kept (if
 * `keep()`) until it fails or newer pages push it out.
 * @param {RenderedPages} rendered
 * @param {{ key: string, answers: Record<string, unknown>, keep: () => boolean }} kept
 * @param {() => Promise<import('./page-html').AreaPage>} render
 */
function keptWhileSame(rendered, { key, answers, keep }, render) {
  const known = rendered.get(key);
  if (known?.answers === answers) return known.page;
  const page = render();
  page.catch(() => {
    if (rendered.get(key)?.page === page) rendered.delete(key);
  });
  if (keep()) setNewest(rendered, key, { answers, page }, MAX_RENDERED_PAGES);
  return page;
}

/**
 * The view of the area's path by the build's render bundle, with these answers held.
 * @param {Rendering} rendering
 * @param {{ remote: string, location: { entry: string }, firstViews: { rendererUrl?: string },
 *   pathname: string, answers: Record<string, unknown>, language: SiteLanguage,
 *   member?: { username: string, memberRole: string } }} request
 */
async function renderWith(
  { withData, rendererSource },
  { remote, location, firstViews, pathname, answers, language, member },
) {
  const rendererUrl = /** @type {string} */ (firstViews.rendererUrl);
  return checkedMarkup(
    await withData.render({
      remote,
      build: rendererUrl,
      source: () => rendererSource(rendererUrl, location),
      path: /** @type {string} */ (pathInArea(remote, pathname)),
      answers,
      language,
      ...(member && { member }),
    }),
  );
}

/**
 * A render's markup, refused if the page's CSP would not show it as rendered: it refuses style
 * attributes (no 'unsafe-hashes'), and React does not patch attributes when it hydrates.
 * @param {string} markup
 */
function checkedMarkup(markup) {
  if (STYLE_ATTRIBUTE.test(markup)) {
    throw refusal('its markup has a style attribute', 'style_attribute');
  }
  return markup;
}

/**
 * The home page rendered with the answers to its reads (the member counts: public, asked as a
 * guest asks them) by the shell's render bundle, for a guest or in the frame of a member's role
 * (the header's links, the same for every member: nobody's name, so it is kept per role too),
 * kept while the answers are the same; undefined when one has no answer (docs/adr/0068).
 * @param {Rendering} rendering
 * @param {RenderedPages} rendered
 * @param {{ home: import('./shell-build').HomePage, language: SiteLanguage, requestId?: string,
 *   memberRole?: string, keep: () => boolean }} request a member's role (none: a guest);
 *   `keep()`: the shell build is still the one the request began with
 */
async function homePage(rendering, rendered, { home, language, requestId, memberRole, keep }) {
  const { withData } = rendering;
  const answers = await withData.answersFor(home.reads, [], requestId, language);
  if (answers === undefined || answers === NOT_THERE) return undefined;
  const key = `${language}|${SHELL_RENDERER}|/|${memberRole ?? 'guest'}`;
  return keptWhileSame(rendered, { key, answers, keep }, () =>
    withData
      .render({
        remote: SHELL_RENDERER,
        build: `/${home.renderer}`,
        source: () => rendering.shellSource(home.renderer),
        path: '/',
        answers,
        language,
        ...(memberRole && { member: { username: '', memberRole } }),
      })
      .then((markup) =>
        areaPage(homeHoldingAnswers(home, checkedMarkup(markup), answers), { perRequest: true }),
      ),
  );
}

/**
 * A page with its data or undefined, once waited for as long as it may; counted and logged.
 * @template {import('./page-html').AreaPage | typeof NOT_THERE | undefined} Page
 * @param {Rendering} how
 * @param {Promise<Page>} rendering
 * @param {{ pathname: string, ms: number, visitor: 'guest' | 'member', requestId?: string }}
 *   wait
 * @returns {Promise<Page | undefined>}
 */
async function withinRenderWait(
  { metrics, warn },
  rendering,
  { pathname, ms, visitor, requestId },
) {
  try {
    const page = await withinWait(rendering, `${pathname} with its data`, ms);
    // What the page shows is not there: it goes out without data, as a 404 (not a fallback).
    if (page === NOT_THERE) return page;
    if (page) metrics?.renderedWithData(visitor);
    else metrics?.fellBack(visitor, undefined);
    return page;
  } catch (error) {
    rendering.catch(() => undefined); // reported here, once
    metrics?.fellBack(visitor, error);
    const request = requestId ? `[request ${requestId}] ` : '';
    warn(`${request}${pathname} goes without its data: ${errorMessage(error)}`);
    return undefined;
  }
}

/**
 * A member's page rendered with the member's own answers, in the frame of a member (an admin's
 * for an admin): sent once, never kept. Undefined without the member's frames, a renderer, or
 * every answer (an expired token: the page then goes out with the reads preloaded).
 * @param {Rendering} rendering
 * @param {PageRequest & { clientIp: string,
 *   session: { username: string, memberRole: string, accessToken: string } }} request
 */
async function memberPage(
  rendering,
  {
    shell,
    remote,
    location,
    build,
    firstViews,
    pathname,
    urls,
    session,
    clientIp,
    requestId,
    language,
  },
) {
  const frames =
    shell.frames?.memberFrames?.[session.memberRole === 'ROLE_ADMIN' ? 'admin' : 'member'];
  if (!firstViews.rendererUrl || !Array.isArray(frames)) return undefined;
  const frame = frameFor(frames, pathname);
  if (!frame) return undefined;
  const answers = await rendering.withData.membersAnswersFor(urls, {
    accessToken: session.accessToken,
    clientIp,
    requestId,
    language,
  });
  if (!answers) return undefined;
  const member = { username: session.username, memberRole: session.memberRole };
  const view = await renderWith(rendering, {
    remote,
    location,
    firstViews,
    pathname,
    answers,
    language,
    member,
  });
  const html = holdingAnswers(shell, frame, build, firstViews, location, view, answers);
  return { ...areaPage(html, { perRequest: true }), private: true };
}

module.exports = { renderingWithData };
