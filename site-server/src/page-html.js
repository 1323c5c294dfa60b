// The HTML of an area's page (docs/adr/0035, 0041, 0042, 0044): index.html or a frame of the
// shell's build, with the preload hints of the chain the area needs, a first view, the remote's
// CSS inline, and the api answers held for hydration; then encoded (encoded-page.js).
'use strict';

const {
  takeDocumentTitle,
  withDocumentTitle,
} = require('@smunity/mf-platform/contract/document-title');
const { isUnderNavLink } = require('@smunity/mf-platform/contract/nav-link-rule');
const { FIRST_DATA_ELEMENT_ID } = require('@smunity/mf-platform/contract/first-data-element');
const { inlineStyleHashes } = require('./first-view');
const { encodedPage } = require('./encoded-page');

/**
 * @typedef {import('./shell-build').ShellPage} ShellPage
 * @typedef {import('./shell-build').AreaFrame} AreaFrame
 * @typedef {import('./remote-builds').RemoteBuild} RemoteBuild
 * @typedef {import('./remote-mounts').RemoteLocation} RemoteLocation
 */

const escapeAttribute = (/** @type {string} */ value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeForStyle = (/** @type {string} */ css) => css.replaceAll('</style', '<\\/style');

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
  const link = (/** @type {{ href: string } & Record<string, string>} */ { href, ...attributes }) =>
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

/**
 * JSON inside a <script> element: no `<` (so no `</script>` or `<!--` can end or change it), and
 * the two line separators JavaScript once did not allow in strings, escaped.
 */
function jsonForScript(/** @type {unknown} */ value) {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The hints go last in <head>: after the shell's own (main.js, its first chunks, remotes.json).
 * @param {string} template
 * @param {string[]} links
 */
function withHints(template, links) {
  const end = template.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head>');
  return `${template.slice(0, end)}${links.join('')}${template.slice(end)}`;
}

/**
 * The frame of a guest's page at `pathname`: the one whose current nav link the path is under
 * (NavLink's rule, as shell/src/prerender.tsx renders it), else the one with none current.
 * @param {AreaFrame[]} frames
 * @param {string} pathname
 */
function frameFor(frames, pathname) {
  return (
    frames.find(({ current }) => current !== null && isUnderNavLink(pathname, current)) ??
    frames.find(({ current }) => current === null)
  );
}

/**
 * The page without a first view: index.html in the page's language with the hints (and a
 * member's first reads).
 * @param {ShellPage} shell
 * @param {RemoteBuild | undefined} build the remote's build, if it was read
 * @param {RemoteLocation | undefined} location where remotes.json says the build is
 * @param {readonly string[]} [memberReads]
 */
function hintedHtml(shell, build, location, memberReads = []) {
  const links = preloadLinks({
    shellChunks: shell.shellChunks,
    ...(build && location && { manifestUrl: location.entry, assets: build.assets }),
  });
  return withHints(shell.template, [...dataLinks(memberReads), ...links]);
}

/**
 * The page with the remote's first view in the frame's area (a finished Suspense boundary the
 * browser hydrates): the shell's and the remote's CSS inline, so no stylesheet holds up the
 * paint; the scripts preloaded as on every area page; `data` preloaded.
 * @param {ShellPage} shell
 * @param {AreaFrame} frame one of the shell's frames
 * @param {import('./remote-builds').ExposedAssets} assets
 * @param {import('./remote-builds').RemoteStyle[]} remoteStyles
 * @param {{ entry: string }} location
 * @param {{ view: string, data: readonly string[] }} view the markup, and the reads to preload
 */
function prerenderedHtml(shell, frame, assets, remoteStyles, location, { view: rendered, data }) {
  const { frames } = shell;
  if (!frames) throw new Error('the shell was built without frames');
  // The page's <title> goes to <head>: in the view it would break hydration (docs/adr/0051).
  const { title, view } = takeDocumentTitle(rendered);
  const html = withDocumentTitle(
    `${frames.head}${frame.before}<!--$-->${view}<!--/$-->${frame.after}${frames.tail}`,
    title,
  );
  const links = preloadLinks({
    shellChunks: { scripts: shell.shellChunks.scripts, styles: [] },
    manifestUrl: location.entry,
    assets: { scripts: assets.scripts, styles: [] },
  });
  const styles = remoteStyles.map(
    ({ href, css }) => `<style data-href="${escapeAttribute(href)}">${escapeForStyle(css)}</style>`,
  );
  return withHints(html, [...dataLinks(data), ...links, ...styles]);
}

/**
 * The frame with a view rendered with data, the hints, and the answers held for hydration in the
 * first data element (not preloaded: they are in the page).
 * @param {ShellPage} shell
 * @param {AreaFrame} frame
 * @param {RemoteBuild} build
 * @param {import('./remote-builds').FirstViews} firstViews
 * @param {{ entry: string }} location
 * @param {string} view the markup rendered with the answers
 * @param {Record<string, unknown>} answers
 */
function holdingAnswers(shell, frame, build, firstViews, location, view, answers) {
  const html = prerenderedHtml(shell, frame, build.assets, firstViews.styles, location, {
    view,
    data: [],
  });
  return withHeldAnswers(html, answers);
}

/**
 * The home page (home-page.json's document) with #root's markup rendered with the answers, and
 * the answers held for hydration (docs/adr/0068).
 * @param {import('./shell-build').HomePage} home
 * @param {string} markup
 * @param {Record<string, unknown>} answers
 */
function homeHoldingAnswers(home, markup, answers) {
  return withHeldAnswers(`${home.head}${markup}${home.tail}`, answers);
}

/**
 * The page with the answers in the first data element, at the end of its body (outside #root:
 * the browser reads them before it hydrates).
 * @param {string} html
 * @param {Record<string, unknown>} answers
 */
function withHeldAnswers(html, answers) {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('the page has no </body>');
  const held = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(answers)}</script>`;
  return `${html.slice(0, end)}${held}${html.slice(end)}`;
}

/**
 * @typedef {import('./encoded-page').EncodedPage & { styleHashes: string[], link?: string,
 *   private?: boolean, notFound?: boolean }} AreaPage the page in each encoding, its inline
 *   styles' hashes for its CSP, the Link header of a pattern's page (its api reads at this path),
 *   whether it holds a member's own data (never stored by a cache), and whether it is no page of
 *   the area (a 404) or of what it shows (a question that is not there)
 */

/**
 * @param {string} html
 * @param {{ perRequest?: boolean }} [options] a page rendered with data (encoded-page.js)
 * @returns {AreaPage}
 */
function areaPage(html, options) {
  return { ...encodedPage(html, options), styleHashes: inlineStyleHashes(html) };
}

module.exports = {
  areaPage,
  frameFor,
  hintedHtml,
  holdingAnswers,
  homeHoldingAnswers,
  linkHeader,
  prerenderedHtml,
};
