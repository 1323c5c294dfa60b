// A route's first view and the api reads its page starts with, as the remote's build declares
// them (first-views.json: a path's own, or a pattern's; members' reads, ADR 0042). The page server
// stays generic over them: whatever reads a route names are asked, held and preloaded.
'use strict';

const {
  fillPattern,
  matchPattern,
  patternParameters,
} = require('@smunity/mf-platform/contract/first-view-patterns');
const { pathInArea } = require('./remote-mounts');

/**
 * The page's own api reads (same origin: what its hooks start from and dataLinks preloads).
 * @param {readonly string[]} urls
 */
const ownApi = (urls) => urls.filter((url) => url.startsWith('/api/'));

/**
 * @typedef {{ key: string, view: string, data: string[], linkedData: string[],
 *   optional: string[] }} RouteView a route's first view, kept under `key` (its path, or its
 *   pattern), the reads its page starts with (`data` in the page, `linkedData` in a Link header)
 *   and `optional`: the reads it may make next, held if they answer when the page is rendered
 *   with its data (docs/adr/0044)
 */

/**
 * The remote's first view of this path and the api reads it starts with, if its build has one:
 * a static path's own, else the first pattern that matches it (its view kept once, under the
 * pattern; its reads with the requested values put in, sent in a Link header since the page's
 * body is the pattern's).
 * @param {string} remote
 * @param {string} pathname
 * @param {import('./remote-builds').FirstViewsFile} firstViews the build's
 * @returns {RouteView | undefined}
 */
function viewOf(remote, pathname, { views, data, optionalData, patterns }) {
  const relative = pathInArea(remote, pathname);
  if (relative === undefined) return undefined;
  /** @param {Record<string, string[]>} byPath */
  const own = (byPath) => (Object.hasOwn(byPath, relative) && byPath[relative]) || [];
  const view = Object.hasOwn(views, relative) ? views[relative] : undefined;
  if (view !== undefined) {
    return { key: relative, view, data: own(data), linkedData: [], optional: own(optionalData) };
  }
  for (const [pattern, entry] of Object.entries(patterns)) {
    const values = matchPattern(pattern, entry.params, relative);
    if (!values) continue;
    // A URL naming a parameter the path has not (its build refuses that) is left out.
    /** @param {string[]} urls */
    const filled = (urls) =>
      urls
        .filter((url) => patternParameters(url).every((name) => Object.hasOwn(values, name)))
        .map((url) => fillPattern(url, values));
    return {
      key: pattern,
      view: entry.view,
      data: [],
      linkedData: filled(entry.data),
      optional: filled(entry.optionalData ?? []),
    };
  }
  return undefined;
}

/**
 * The api reads a members' page at this path starts with (docs/adr/0042): the same URLs for
 * every member, so the page stays one per path.
 * @param {string} remote
 * @param {string} pathname
 * @param {import('./remote-builds').FirstViewsFile} firstViews the build's
 * @returns {string[]}
 */
function memberReadsOf(remote, pathname, { memberData }) {
  const relative = pathInArea(remote, pathname);
  if (relative === undefined || !Object.hasOwn(memberData, relative)) return [];
  return memberData[relative] ?? [];
}

module.exports = { memberReadsOf, ownApi, viewOf };
