// The page of an area (/qna/questions, /accounts/login, …) names, in its own HTML, what the area
// needs before it can show anything: the shell's federation chunk, the remote's mf-manifest.json,
// its remoteEntry.js and the chunks and CSS of the module the shell mounts (./routes, or ./parcel
// for a remote in parcel mode). Without them these load one after the other, each a round trip
// on a phone: HTML → main.js → remotes.json → manifest → entry → exposed chunks
// (docs/adr/0035). The hints are read from the live remotes.json and the manifest it names, so a
// remote deployed alone (a new build path, one edit of remotes.json: docs/adr/0013) is preloaded
// from its next page load on; never a stale build.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { REMOTES } = require('../remotes');
const { followRemotesFile } = require('./followed-remotes');
const {
  fillPattern,
  matchPattern,
  patternParameters,
} = require('@smunity/mf-platform/build/first-view-patterns');
const { inlineStyleHashes } = require('./first-view');
const { isUnderNavLink } = require('@smunity/mf-platform/build/nav-link-rule');
const { FIRST_DATA_ELEMENT_ID } = require('@smunity/mf-platform/build/first-data-element');
const {
  takeDocumentTitle,
  withDocumentTitle,
} = require('@smunity/mf-platform/build/document-title');

/** Every path the shell mounts a remote on: its area and its aliases (the registry, ADR 0021). */
const MOUNTS = REMOTES.flatMap(({ container, area, aliases = [] }) => [
  { path: area, remote: container },
  ...aliases.map((alias) => ({ path: alias.path, remote: container })),
]);

/** The shell build's list of what any area needs from the shell itself (build/area-chunks.js). */
const AREA_CHUNKS_FILE = 'area-chunks.json';
/** The shell build's frames of the areas' pages for a guest (shell/build/first-view.js). */
const AREA_FRAMES_FILE = 'area-frames.json';
/** A remote build's prerendered first views, next to its manifest (mf-platform/build/first-views.js). */
const FIRST_VIEWS_FILE = 'first-views.json';
/** A manifest that does not answer this fast is given up (the next page load asks again). */
const MANIFEST_TIMEOUT_MS = 2000;
/**
 * The page waits this long at most for a manifest it has not read yet (the first page after a
 * deploy): a slow remote must not hold up the shell's HTML; the read goes on for the next load.
 */
const MANIFEST_WAIT_MS = 300;
/**
 * A guest's page waits this long at most for its api answers and their render (docs/adr/0044);
 * past it, the page goes out with its prerendered loading state (the render goes on for the next).
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

/** The remote serving a page's path, or undefined outside the areas. */
function remoteServing(pathname) {
  return MOUNTS.find((mount) => pathname === mount.path || pathname.startsWith(`${mount.path}/`))
    ?.remote;
}

/** The area a remote is mounted on (not an alias: a remote's first views are its area's). */
function areaOf(remote) {
  return REMOTES.find(({ container }) => container === remote)?.area;
}

/** A page's path inside the remote's area ('questions/7'), or undefined outside it. */
function pathInArea(remote, pathname) {
  const area = areaOf(remote);
  return area && pathname.startsWith(`${area}/`) ? pathname.slice(area.length + 1) : undefined;
}

/** remotes.json's entry of a remote: a manifest URL, or { entry, mode }. */
function locationOf(remotesJson, remote) {
  const value = remotesJson[remote];
  if (typeof value === 'string') return { entry: value, mode: 'federation' };
  if (value && typeof value.entry === 'string') {
    return { entry: value.entry, mode: value.mode ?? 'federation' };
  }
  return undefined;
}

/**
 * What a remote's manifest says the shell will load for one exposed module: the entry, then the
 * module's own chunks and CSS (shared modules come from the shell: ADR 0028). publicPath 'auto'
 * means next to the manifest.
 * @returns {{ scripts: string[], styles: string[] }}
 */
function exposedAssets(manifestUrl, manifest, exposePath) {
  const base = buildBase(manifestUrl, manifest);
  const expose = manifest.exposes.find((candidate) => candidate.path === exposePath);
  if (!expose) throw new Error(`${manifestUrl} exposes no ${exposePath}`);
  const url = (file) => new URL(file, base).href;
  const { remoteEntry } = manifest.metaData;
  const entry = url(`${remoteEntry.path ?? ''}${remoteEntry.name}`);
  return {
    scripts: [entry, ...expose.assets.js.sync.map(url)],
    styles: expose.assets.css.sync.map(url),
  };
}

/** Where a remote build's files are: its publicPath, or next to the manifest ('auto'). */
function buildBase(manifestUrl, { metaData }) {
  return new URL(
    metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : '.',
    manifestUrl,
  );
}

/**
 * The frame of a guest's page at `pathname`: the one whose current nav link the path is under
 * (NavLink's rule, as shell/src/prerender.tsx renders it), else the one with none current.
 */
function frameFor(frames, pathname) {
  return (
    frames.find(({ current }) => current !== null && isUnderNavLink(pathname, current)) ??
    frames.find(({ current }) => current === null)
  );
}

const ifMissing = (fallback) => (error) => {
  if (error.code === 'ENOENT') return fallback;
  throw error;
};

const escapeAttribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The <link>s, in the order the page will need them. crossorigin only on the manifest: the
 * runtime fetch()es it in cors mode; scripts and styles are plain <script>/<link> elements, and a
 * preload is used only when it asked the same way. fetchpriority low: the chain must not take
 * the phone's bandwidth from the shell's own first chunks (main.js, its vendor and app chunks),
 * which paint the header and run the runtime; it only has to be on its way, not first.
 * @param {{ shellChunks: { scripts: string[], styles: string[] }, manifestUrl?: string,
 *   assets?: { scripts: string[], styles: string[] } }} hints
 */
function preloadLinks({ shellChunks, manifestUrl, assets }) {
  const link = ({ href, ...attributes }) =>
    `<link ${Object.entries({ rel: 'preload', ...attributes, fetchpriority: 'low', href })
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ')}>`;
  return [
    ...shellChunks.scripts.map((href) => link({ as: 'script', href })),
    ...shellChunks.styles.map((href) => link({ as: 'style', href })),
    ...(manifestUrl ? [link({ as: 'fetch', crossorigin: 'anonymous', href: manifestUrl })] : []),
    ...(assets?.scripts ?? []).map((href) => link({ as: 'script', href })),
    ...(assets?.styles ?? []).map((href) => link({ as: 'style', href })),
  ];
}

/**
 * Preloads of the api reads a first view's page starts with (same origin, `/api/` only), asked
 * the way the api clients ask (XHR with credentials), at the browser's priority for a fetch: a
 * few KB the page needs as soon as it runs, on their way while the JavaScript loads.
 * @param {readonly string[]} urls
 */
function dataLinks(urls) {
  return urls
    .filter((url) => url.startsWith('/api/'))
    .map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
    );
}

/** A same-origin api path, nothing a Link header's `<…>` could not hold as it is. */
const LINKABLE_API_PATH = /^\/api\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/;

/**
 * The Link header preloading the api reads of a page whose body is kept for many paths (a
 * pattern's): the same preload as dataLinks' elements, one per path.
 * @param {readonly string[]} urls
 */
function linkHeader(urls) {
  return urls
    .filter((url) => LINKABLE_API_PATH.test(url))
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

const stringsOf = (value) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/** The promise, or a rejection once the page has waited `ms` for `what`. */
function withinWait(promise, what, ms) {
  return Promise.race([
    promise,
    new Promise((_resolve, reject) => {
      setTimeout(() => reject(new Error(`${what} is still loading`)), ms).unref();
    }),
  ]);
}

/**
 * A page body in each encoding, compressed once per version: br and gzip, else as it is.
 * @param {string} html
 */
function encodedPage(html, { once = false } = {}) {
  const identity = Buffer.from(html);
  const tag = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 16);
  // A page sent once (a member's own) is compressed fast: the best ratio pays only when kept.
  return {
    tag,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: once ? 5 : 11 },
    }),
    gzip: zlib.gzipSync(identity, { level: once ? 6 : 9 }),
    identity,
  };
}

const escapeForStyle = (css) => css.replaceAll('</style', '<\\/style');
/** Without the source map comment: relative to the remote, it would be read against the page. */
const withoutSourceMap = (css) => css.replace(/\n?\/\*# sourceMappingURL=.*\*\/\s*$/, '');

/**
 * @param {object} options
 * @param {string} options.root the shell's dist folder (index.html, area-chunks.json,
 *   area-frames.json)
 * @param {string} options.remotesFile
 * @param {(url: string, init: RequestInit) => Promise<Response>} [options.fetchRemoteFile]
 * @param {(message: string) => void} [options.warn]
 * @param {number} [options.waitMs] how long a page waits for a build it has not read yet
 *   (MANIFEST_WAIT_MS; tests that are not about a slow remote give it all the time it takes)
 * @param {{ answersFor: ReturnType<typeof import('./first-answers').firstAnswers>,
 *   membersAnswersFor: ReturnType<typeof import('./first-answers').membersAnswers>,
 *   render: ReturnType<typeof import('./view-renderer').viewRenderer>['render'],
 *   prepare?: ReturnType<typeof import('./view-renderer').viewRenderer>['prepare'],
 *   waitMs?: number, memberWaitMs?: number }} [options.withData] renders a guest's page, and a member's, with its api
 *   answers (docs/adr/0044); without it, a guest's page has its prerendered loading state and a
 *   member's its reads preloaded
 * @returns {Promise<(pathname: string, visitor?: { guest?: boolean, member?: boolean,
 *   session?: { username: string, memberRole: string, accessToken: string }, clientIp?: string })
 *   => Promise<AreaPage | undefined>>} the page for a path in an area (undefined outside the
 *   areas); `session`: the member cookie's, for a member's page rendered with their data
 */
async function areaPages({
  root,
  remotesFile,
  fetchRemoteFile = fetch,
  warn = console.error,
  waitMs = MANIFEST_WAIT_MS,
  withData,
}) {
  const remotes = await followRemotesFile({ remotesFile, derive: (json) => json, warn });
  /**
   * URL of a remote build's file (its manifest, first views, CSS) → its reading, while
   * remotes.json names the build's manifest (a build path is immutable: docs/adr/0013).
   * @type {Map<string, { manifest: string, reading: Promise<any> }>}
   */
  const files = new Map();
  /** Remote → what its pages need from the build remotes.json names now (read in full). */
  const builds = new Map();
  /** Remote (or remote and prerendered path) → its page, for the current shell and remotes.json. */
  const pages = new Map();
  /**
   * Remote, path and frame → a guest's page rendered with its answers, while the answers are the
   * same object (first-answers.js hands out a new one when one of them was asked again).
   * @type {Map<string, { answers: Record<string, unknown>, page: Promise<AreaPage> }>}
   */
  const rendered = new Map();
  let generation;
  let shell;

  /** @param {(response: Response) => Promise<unknown>} read */
  function remoteFile(url, manifestUrl, read) {
    const known = files.get(url);
    if (known) return known.reading;
    const reading = fetchRemoteFile(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(read)
      .catch((error) => {
        files.delete(url); // a remote that is down now may answer the next page load
        throw error;
      });
    files.set(url, { manifest: manifestUrl, reading });
    return reading;
  }

  /** The response, or an error for any other status than 200 (its body let go: the socket is freed). */
  async function okOrThrow(url, response) {
    if (response.ok) return response;
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  const manifestAt = (url) =>
    remoteFile(url, url, async (response) => (await okOrThrow(url, response)).json());

  /** The build's first views; a build made before they existed has none (404). */
  function firstViewsAt(url, manifestUrl) {
    return remoteFile(url, manifestUrl, async (response) => {
      if (response.status !== 404) return (await okOrThrow(url, response)).json();
      await response.body?.cancel();
      return { views: {} };
    });
  }

  /**
   * The build's assets for the module the shell mounts and, in federation mode, the reading of
   * its first views and their CSS (a parcel mounts a router of its own: other markup, not
   * prerendered), which only a guest's page waits for.
   */
  async function readBuild(location) {
    const manifest = await manifestAt(location.entry);
    const exposePath = location.mode === 'parcel' ? './parcel' : './routes';
    const assets = exposedAssets(location.entry, manifest, exposePath);
    if (location.mode !== 'federation') {
      return {
        assets,
        firstViews: Promise.resolve({
          views: {},
          data: {},
          optionalData: {},
          patterns: {},
          memberData: {},
          styles: [],
        }),
      };
    }
    const viewsUrl = new URL(FIRST_VIEWS_FILE, buildBase(location.entry, manifest)).href;
    const firstViews = Promise.all([
      firstViewsAt(viewsUrl, location.entry),
      Promise.all(
        assets.styles.map((href) =>
          remoteFile(href, location.entry, async (response) =>
            (await okOrThrow(href, response)).text(),
          ).then((css) => ({ href, css: withoutSourceMap(css) })),
        ),
      ),
    ]).then(
      ([
        { views = {}, data = {}, optionalData = {}, patterns = {}, memberData = {}, renderer },
        styles,
      ]) => ({
        views,
        data,
        optionalData,
        patterns,
        memberData,
        styles,
        // Its render bundle, read when a guest's page is first rendered with data.
        rendererUrl:
          typeof renderer === 'string'
            ? new URL(renderer, buildBase(location.entry, manifest)).href
            : undefined,
      }),
    );
    firstViews.catch(() => undefined); // read when a page asks; a failure is reported then
    // The build's render bundle goes into the sandbox now, not with its first page.
    firstViews
      .then(({ rendererUrl }) => {
        if (!rendererUrl || !withData?.prepare) return undefined;
        return withData.prepare({
          build: rendererUrl,
          source: () => rendererSource(rendererUrl, location),
        });
      })
      .catch((error) => warn(`render bundle of ${location.entry}: ${error.message}`));
    return { assets, firstViews };
  }

  /** The build, waited for at most `waitMs` (the read goes on for the next load). */
  function buildOf(remote, location) {
    if (!builds.has(remote)) {
      const reading = readBuild(location);
      builds.set(remote, reading);
      reading.catch(() => {
        if (builds.get(remote) === reading) builds.delete(remote);
      });
    }
    return withinWait(builds.get(remote), location.entry, waitMs);
  }

  /** index.html and the shell's area files change only with a new shell build in root. */
  async function shellVersion() {
    const stats = await Promise.all(
      ['index.html', AREA_CHUNKS_FILE, AREA_FRAMES_FILE].map((file) =>
        fs.stat(path.join(root, file)).catch(ifMissing(undefined)),
      ),
    );
    return stats.map((stat) => stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`).join('|');
  }

  async function readShell() {
    const [template, chunks, frames] = await Promise.all([
      fs.readFile(path.join(root, 'index.html'), 'utf8'),
      // A shell built without the list: its pages go without the federation chunk's hint.
      fs
        .readFile(path.join(root, AREA_CHUNKS_FILE), 'utf8')
        .then(JSON.parse, ifMissing({ scripts: [], styles: [] })),
      // A shell built without frames (npm run dev): no area page is prerendered.
      fs.readFile(path.join(root, AREA_FRAMES_FILE), 'utf8').then(JSON.parse, ifMissing(undefined)),
    ]);
    return { template, shellChunks: chunks, frames };
  }

  /** The page without a first view: index.html with the hints (and a member's first reads). */
  function hintedPage(build, location, memberReads = []) {
    const links = preloadLinks({
      shellChunks: shell.shellChunks,
      ...(build && { manifestUrl: location.entry, assets: build.assets }),
    });
    return areaPage(withHints(shell.template, [...dataLinks(memberReads), ...links]));
  }

  /**
   * The guest's page with the remote's first view in the frame's area (a finished Suspense
   * boundary the browser hydrates): the shell's and the remote's CSS inline, so no stylesheet
   * holds up the paint; the scripts preloaded as on every area page.
   */
  function prerenderedPage(frame, assets, remoteStyles, location, { view, data }) {
    return areaPage(prerenderedHtml(frame, assets, remoteStyles, location, { view, data }));
  }

  function prerenderedHtml(frame, assets, remoteStyles, location, { view: rendered, data }) {
    // The page's <title> goes to <head>: in the view it would break hydration (docs/adr/0051).
    const { title, view } = takeDocumentTitle(rendered);
    const html = withDocumentTitle(
      `${shell.frames.head}${frame.before}<!--$-->${view}<!--/$-->${frame.after}${shell.frames.tail}`,
      title,
    );
    const links = preloadLinks({
      shellChunks: { scripts: shell.shellChunks.scripts, styles: [] },
      manifestUrl: location.entry,
      assets: { scripts: assets.scripts, styles: [] },
    });
    const styles = remoteStyles.map(
      ({ href, css }) =>
        `<style data-href="${escapeAttribute(href)}">${escapeForStyle(css)}</style>`,
    );
    return withHints(html, [...dataLinks(data), ...links, ...styles]);
  }

  /**
   * The guest's page at `pathname` rendered by the remote's bundle with the api's answers its
   * view starts from, held in the page for the browser to hydrate with (docs/adr/0044); undefined
   * when an answer is missing (a question that is not there): the page then has its loading state.
   */
  async function pageWithData({
    now,
    remote,
    location,
    build,
    firstViews,
    frame,
    pathname,
    urls,
    optionalUrls,
  }) {
    if (!withData || !firstViews.rendererUrl) return undefined;
    const answers = await withData.answersFor(urls, optionalUrls);
    if (!answers) return undefined;
    const key = `${remote}|${pathname}|${shell.frames.frames.indexOf(frame)}`;
    const known = rendered.get(key);
    if (known?.answers === answers) return known.page;
    const page = renderWith({ remote, location, firstViews, pathname, answers }).then((view) =>
      areaPage(holdingAnswers(frame, build, firstViews, location, view, answers)),
    );
    page.catch(() => {
      if (rendered.get(key)?.page === page) rendered.delete(key);
    });
    // A page of the shell and builds this request began with, never kept for newer ones.
    if (now === generation) {
      rendered.delete(key);
      rendered.set(key, { answers, page });
      for (const oldest of rendered.keys()) {
        if (rendered.size <= MAX_RENDERED_PAGES) break;
        rendered.delete(oldest);
      }
    }
    return page;
  }

  /** The source of a build's render bundle, read once per build. */
  function rendererSource(rendererUrl, location) {
    return remoteFile(rendererUrl, location.entry, async (response) =>
      (await okOrThrow(rendererUrl, response)).text(),
    );
  }

  /**
   * The view of the area's path by the build's render bundle, with these answers held.
   * @param {{ remote: string, location: { entry: string }, firstViews: { rendererUrl?: string },
   *   pathname: string, answers: Record<string, unknown>,
   *   member?: { username: string, memberRole: string } }} request
   */
  async function renderWith({ remote, location, firstViews, pathname, answers, member }) {
    const { rendererUrl } = firstViews;
    if (!withData || !rendererUrl) throw new Error('this page is not rendered with data');
    const view = await withData.render({
      build: rendererUrl,
      source: () => rendererSource(rendererUrl, location),
      path: pathInArea(remote, pathname),
      answers,
      ...(member && { member }),
    });
    // The page's CSP refuses style attributes (no 'unsafe-hashes'): such markup would show
    // unstyled, and React does not patch attributes when it hydrates.
    if (STYLE_ATTRIBUTE.test(view)) throw new Error('its markup has a style attribute');
    return view;
  }

  /** The frame with the rendered view, the hints, and the answers held for hydration. */
  function holdingAnswers(frame, build, firstViews, location, view, answers) {
    const html = prerenderedHtml(frame, build.assets, firstViews.styles, location, {
      view,
      data: [],
    });
    const end = html.lastIndexOf('</body>');
    if (end < 0) throw new Error('the frame has no </body>');
    const held = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(answers)}</script>`;
    return `${html.slice(0, end)}${held}${html.slice(end)}`;
  }

  /**
   * A member's page rendered with the member's own answers to the reads it starts with, in the
   * frame of a member (an admin's for an admin): sent once, never kept (docs/adr/0044). Undefined
   * without the member's frames, a renderer, or every answer (an expired token: the page then goes
   * out with the reads preloaded, and the browser renews the token).
   */
  async function memberPageWithData({
    remote,
    location,
    build,
    firstViews,
    pathname,
    urls,
    session,
    clientIp,
  }) {
    const frames =
      shell.frames?.memberFrames?.[session.memberRole === 'ROLE_ADMIN' ? 'admin' : 'member'];
    if (!withData || !firstViews.rendererUrl || !Array.isArray(frames)) return undefined;
    const frame = frameFor(frames, pathname);
    if (!frame) return undefined;
    const answers = await withData.membersAnswersFor(urls, {
      accessToken: session.accessToken,
      clientIp,
    });
    if (!answers) return undefined;
    const member = { username: session.username, memberRole: session.memberRole };
    const view = await renderWith({ remote, location, firstViews, pathname, answers, member });
    const html = holdingAnswers(frame, build, firstViews, location, view, answers);
    return { ...areaPage(html, { once: true }), private: true };
  }

  /** A page with its data, or undefined once the page has waited for it as long as it may. */
  async function withinRenderWait(rendering, pathname, ms) {
    try {
      return await withinWait(rendering, `${pathname} with its data`, ms);
    } catch (error) {
      rendering.catch(() => undefined); // reported here, once
      warn(`${pathname} goes without its data: ${error.message}`);
      return undefined;
    }
  }

  /**
   * The remote's first view of this path and the api reads it starts with, if its build has one
   * and the frames are there: a static path's own, else the first pattern that matches it (its
   * view kept once, under the pattern; its reads with the requested values put in, sent in a
   * Link header since the page's body is the pattern's).
   * @returns {{ key: string, view: string, data: string[], linkedData: string[],
   *   optional: string[] } | undefined} (optional: the reads it may make next, held if they
   *   answer when the page is rendered with its data, docs/adr/0044)
   */
  function viewOf(remote, pathname, { views, data, optionalData, patterns }) {
    const relative = pathInArea(remote, pathname);
    if (!shell.frames || relative === undefined) return undefined;
    const view = Object.hasOwn(views, relative) ? views[relative] : undefined;
    const own = (byPath) => stringsOf(Object.hasOwn(byPath, relative) ? byPath[relative] : []);
    if (typeof view === 'string') {
      return { key: relative, view, data: own(data), linkedData: [], optional: own(optionalData) };
    }
    for (const [pattern, entry] of Object.entries(patterns)) {
      const values =
        typeof entry?.view === 'string' && matchPattern(pattern, entry.params ?? {}, relative);
      if (!values) continue;
      // A URL naming a parameter the path has not (its build refuses that) is left out.
      const filled = (urls) =>
        stringsOf(urls)
          .filter((url) => patternParameters(url).every((name) => Object.hasOwn(values, name)))
          .map((url) => fillPattern(url, values));
      return {
        key: pattern,
        view: entry.view,
        data: [],
        linkedData: filled(entry.data),
        optional: filled(entry.optionalData),
      };
    }
    return undefined;
  }

  /**
   * The api reads a members' page at this path starts with (docs/adr/0042): the same URLs for
   * every member, so the page stays one per path.
   */
  function memberReadsOf(remote, pathname, { memberData }) {
    const relative = pathInArea(remote, pathname);
    if (relative === undefined || !Object.hasOwn(memberData, relative)) return [];
    return stringsOf(memberData[relative]);
  }

  return async function pageFor(
    pathname,
    { guest = false, member = false, session = undefined, clientIp = '' } = {},
  ) {
    const remote = remoteServing(pathname);
    if (!remote) return undefined;
    const [shellNow, { version, value: remotesJson }] = await Promise.all([
      shellVersion(),
      remotes(),
    ]);
    const now = `${shellNow}|${version}`;
    if (now !== generation) {
      shell = await readShell();
      generation = now;
      pages.clear();
      rendered.clear();
      builds.clear();
      const named = new Set(
        Object.keys(remotesJson).map((name) => locationOf(remotesJson, name)?.entry),
      );
      for (const [url, { manifest }] of files) if (!named.has(manifest)) files.delete(url);
      // Every area's build starts loading now, not when its first page is asked for.
      for (const name of Object.keys(remotesJson)) {
        const location = locationOf(remotesJson, name);
        if (location) buildOf(name, location).catch(() => undefined);
      }
    }
    const location = locationOf(remotesJson, remote);
    let build;
    let complete = true;
    if (location) {
      try {
        build = await buildOf(remote, location);
      } catch (error) {
        // The shell reports a remote that fails to load; its page only goes without the hints.
        warn(`preload hints for ${remote}: ${error.message}`);
        complete = false;
      }
    }
    // Only a guest's first view is prerendered: a member's header depends on the session. A
    // member's page has its first api reads preloaded instead.
    let firstViews;
    if ((guest || member) && build) {
      try {
        firstViews = await withinWait(build.firstViews, `${remote}'s first views`, waitMs);
      } catch (error) {
        const what = guest ? 'first view' : "members' first api reads";
        warn(`${what} of ${pathname}: ${error.message}`);
        complete = false;
      }
    }
    const view = guest && firstViews ? viewOf(remote, pathname, firstViews) : undefined;
    const memberReads = member && firstViews ? memberReadsOf(remote, pathname, firstViews) : [];
    // Kept per prerendered path or pattern of the build and frame (the paths of a pattern may be
    // under different nav links), or per members' page with reads to preload (static paths
    // only), never per requested path (an id): the cache stays bounded.
    const frame = view && frameFor(shell.frames.frames, pathname);
    // The page's own api reads (as dataLinks preloads them): what its hooks start from.
    const ownApi = (urls) => urls.filter((url) => url.startsWith('/api/'));
    const urls = view ? ownApi([...view.data, ...view.linkedData]) : [];
    if (view && urls.length > 0) {
      const page = await withinRenderWait(
        pageWithData({
          now,
          remote,
          location,
          build,
          firstViews,
          frame,
          pathname,
          urls,
          optionalUrls: ownApi(view.optional),
        }),
        pathname,
        withData?.waitMs ?? RENDER_WAIT_MS,
      );
      if (page) return page;
    }
    if (session && memberReads.length > 0) {
      const page = await withinRenderWait(
        memberPageWithData({
          remote,
          location,
          build,
          firstViews,
          pathname,
          urls: ownApi(memberReads),
          session,
          clientIp,
        }),
        pathname,
        withData?.memberWaitMs ?? MEMBER_RENDER_WAIT_MS,
      );
      if (page) return page;
    }
    let key = remote;
    if (view !== undefined) key = `${remote}|${view.key}|${shell.frames.frames.indexOf(frame)}`;
    else if (memberReads.length > 0) key = `${remote}|member|${pathname}`;
    let page = pages.get(key);
    if (!page) {
      page =
        view === undefined
          ? hintedPage(build, location, memberReads)
          : prerenderedPage(frame, build.assets, firstViews.styles, location, view);
      if (complete && generation === now) pages.set(key, page);
    }
    return view?.linkedData.length ? { ...page, link: linkHeader(view.linkedData) } : page;
  };
}

/**
 * @typedef {ReturnType<typeof encodedPage> & { styleHashes: string[], link?: string,
 *   private?: boolean }} AreaPage the page in each encoding, its inline styles' hashes for its
 *   CSP, the Link header of a pattern's page (its api reads at this path), and whether it holds a
 *   member's own data (never stored by a cache)
 */

/**
 * JSON inside a <script> element: no `<` (so no `</script>` or `<!--` can end or change it), and
 * the two line separators JavaScript once did not allow in strings, escaped.
 */
function jsonForScript(value) {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * @param {string} html
 * @param {{ once?: boolean }} [options]
 * @returns {AreaPage}
 */
function areaPage(html, options) {
  return { ...encodedPage(html, options), styleHashes: inlineStyleHashes(html) };
}

/** The hints go last in <head>: after the shell's own (main.js, its first chunks, remotes.json). */
function withHints(template, links) {
  const end = template.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head>');
  return `${template.slice(0, end)}${links.join('')}${template.slice(end)}`;
}

module.exports = { AREA_CHUNKS_FILE, AREA_FRAMES_FILE, areaPages, exposedAssets, remoteServing };
