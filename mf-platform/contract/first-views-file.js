// first-views.json, the file a remote's browser build writes next to its mf-manifest.json
// (mf-platform/build/first-views.js) and the page server reads (site-server/src/remote-files.js):
// its name and shape, declared here once, and the check both sides run (the build on what it
// writes, the server on a file read from a remote build).
'use strict';

const { isObject, isString, isStrings } = require('./json-shapes');

/** A remote build's prerendered first views, next to its manifest. */
const FIRST_VIEWS_FILE = 'first-views.json';

/**
 * @typedef {object} FirstViewPattern the first view of every path a route pattern takes
 *   ('questions/:id')
 * @property {Record<string, string>} params each parameter's format (first-view-patterns.js)
 * @property {string} view the pattern's prerendered markup
 * @property {string[]} data the api reads its page starts with (':id' filled in per path)
 * @property {string[]} [optionalData] the reads it may make next (held when a guest's page is
 *   rendered with its data, docs/adr/0044, never preloaded)
 */

/**
 * @typedef {object} FirstViewsFile first-views.json; a map a build made before it was written
 *   has is read as empty
 * @property {string} [area] where the shell mounts the remote ('/qna')
 * @property {string} [renderer] the build's render bundle, relative to the file
 *   ('first-view-renderer.js'; none: no page of the build is rendered with its data)
 * @property {Record<string, string>} views path in the area → its guest's first view
 * @property {Record<string, string[]>} data path in the area → the api reads a guest's page
 *   starts with
 * @property {Record<string, string[]>} optionalData path in the area → the reads it may make next
 * @property {Record<string, FirstViewPattern>} patterns route pattern → its first view and reads
 * @property {Record<string, string[]>} memberData path in the area → the reads a members' page
 *   starts with (docs/adr/0042)
 * @property {string[]} [routes] the paths the area takes (none listed: the server answers no
 *   path of the area with a 404)
 */

/**
 * What a build without first-views.json (a parcel's, or one made before them) has.
 * @type {Readonly<FirstViewsFile>}
 */
const NO_FIRST_VIEWS_FILE = Object.freeze({
  views: {},
  data: {},
  optionalData: {},
  patterns: {},
  memberData: {},
});

/**
 * A map of the file (absent: empty) whose every value passes `check`, else an error naming it.
 * @template T
 * @param {Record<string, unknown>} file
 * @param {string} key
 * @param {(value: unknown) => value is T} check
 * @param {string} what each value should be
 * @returns {Record<string, T>}
 */
function mapOf(file, key, check, what) {
  const map = file[key] ?? {};
  if (!isObject(map)) throw new Error(`its ${key} is not an object`);
  for (const [name, value] of Object.entries(map)) {
    if (!check(value)) throw new Error(`its ${key}["${name}"] is not ${what}`);
  }
  return /** @type {Record<string, T>} */ (map);
}

/**
 * @param {unknown} entry
 * @returns {entry is Omit<FirstViewPattern, 'params' | 'data'> &
 *   Partial<Pick<FirstViewPattern, 'params' | 'data'>>} a pattern as written (params and data
 *   may be absent: none)
 */
function isPattern(entry) {
  return (
    isObject(entry) &&
    isString(entry.view) &&
    (entry.params === undefined ||
      (isObject(entry.params) && Object.values(entry.params).every(isString))) &&
    (entry.data === undefined || isStrings(entry.data)) &&
    (entry.optionalData === undefined || isStrings(entry.optionalData))
  );
}

/**
 * The file's content as FirstViewsFile, its absent maps empty; an error saying what is wrong in
 * a file of another shape (the page server then serves the build without first views).
 * @param {unknown} json first-views.json, parsed
 * @returns {FirstViewsFile}
 */
function firstViewsFileFrom(json) {
  if (!isObject(json)) throw new Error('it is not an object');
  for (const key of ['area', 'renderer']) {
    if (json[key] !== undefined && !isString(json[key]))
      throw new Error(`its ${key} is not a string`);
  }
  if (json.routes !== undefined && !isStrings(json.routes)) {
    throw new Error('its routes are not a list of strings');
  }
  const patterns = mapOf(json, 'patterns', isPattern, 'a pattern (params, view, data)');
  return {
    ...(isString(json.area) && { area: json.area }),
    ...(isString(json.renderer) && { renderer: json.renderer }),
    views: mapOf(json, 'views', isString, 'a string'),
    data: mapOf(json, 'data', isStrings, 'a list of strings'),
    optionalData: mapOf(json, 'optionalData', isStrings, 'a list of strings'),
    patterns: Object.fromEntries(
      Object.entries(patterns).map(([pattern, { params = {}, data = [], ...entry }]) => [
        pattern,
        { ...entry, params, data },
      ]),
    ),
    memberData: mapOf(json, 'memberData', isStrings, 'a list of strings'),
    ...(isStrings(json.routes) && { routes: json.routes }),
  };
}

module.exports = { FIRST_VIEWS_FILE, NO_FIRST_VIEWS_FILE, firstViewsFileFrom };
