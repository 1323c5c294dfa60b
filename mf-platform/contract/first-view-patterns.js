// A first view's path may have parameters when its first render does not depend on them
// (docs/adr/0041): `questions/:id` is prerendered once, and the shell's server serves that markup
// at every path the pattern matches. What a parameter may be is a named format of this closed
// list, never a pattern a remote's file brings: the server matches requested paths with it, and
// only values its api could read (a question's id) get the view and a preloaded api read; any
// other value gets the page as before. Shared by the remote's build (which renders each pattern
// with the format's two samples and refuses it if the markup differs) and the shell's server.
'use strict';

/**
 * Format name → the values it accepts (whole decoded segment) and two different samples the
 * build renders the page with.
 */
const PARAM_FORMATS = {
  // The api's row ids: integers from 1 (docs/adr/0041: an id the api reads; larger ones are its
  // 400, which the page shows as not found, as without a first view).
  'positive-integer': { accepts: /^[1-9][0-9]{0,15}$/, samples: ['1', '2147483647'] },
};

/** @param {string} segment e.g. ':id' @returns {string | undefined} the parameter's name */
const parameterOf = (segment) => (segment.startsWith(':') ? segment.slice(1) : undefined);

/**
 * @param {string} pattern a route path relative to the area, e.g. 'questions/:id'
 * @returns {string[]} its parameters' names, in order
 */
function patternParameters(pattern) {
  return pattern.split('/').flatMap((segment) => parameterOf(segment) ?? []);
}

/**
 * The parameters' values if `relative` (a requested path relative to the area, as sent: still
 * percent-encoded) is one of the pattern's paths: as many segments, the static ones equal, each
 * parameter one non-empty segment whose decoded value its format accepts.
 * @param {string} pattern
 * @param {Readonly<Record<string, string>>} formats parameter name → format name
 * @param {string} relative
 * @returns {Record<string, string> | undefined} the decoded values
 */
function matchPattern(pattern, formats, relative) {
  const expected = pattern.split('/');
  const actual = relative.split('/');
  if (expected.length !== actual.length) return undefined;
  /** @type {Record<string, string>} no prototype: a parameter may be named anything */
  const values = Object.create(null);
  for (const [index, segment] of expected.entries()) {
    const name = parameterOf(segment);
    const raw = actual[index] ?? '';
    if (name === undefined) {
      if (raw !== segment) return undefined;
      continue;
    }
    // Own names only: a remote's file may name anything, 'constructor' included.
    const formatName = Object.hasOwn(formats, name) ? formats[name] : undefined;
    const format = Object.hasOwn(PARAM_FORMATS, formatName) ? PARAM_FORMATS[formatName] : undefined;
    const value = decodedSegment(raw);
    if (!format || value === undefined || !format.accepts.test(value)) return undefined;
    values[name] = value;
  }
  return values;
}

/** @returns {string | undefined} undefined for a malformed escape */
function decodedSegment(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * `template` with each `:name` segment replaced by its value, URL-encoded as one segment (as the
 * api clients encode an id they read from the address bar).
 * @param {string} template e.g. '/api/v1/questions/:id'
 * @param {Readonly<Record<string, string>>} values
 */
function fillPattern(template, values) {
  return template
    .split('/')
    .map((segment) => {
      const name = parameterOf(segment);
      if (name === undefined) return segment;
      if (!Object.hasOwn(values, name)) throw new Error(`${template}: no value for :${name}`);
      return encodeURIComponent(values[name]);
    })
    .join('/');
}

/**
 * Whether the area has a route for `relative` (a requested path relative to the area, as sent),
 * matched as React Router matches it: segments compared without regard to case once decoded,
 * empty segments (a trailing slash) ignored, `:name` one segment (`:name?` also none), `*` the
 * rest. The shell's server answers 404 for a path in an area that no route of its build takes.
 * @param {readonly string[]} routes the build's route paths relative to the area ('' = index)
 * @param {string} relative
 */
function hasRouteFor(routes, relative) {
  const segments = relative.split('/').filter((segment) => segment !== '');
  const decoded = segments.map(decodedSegment);
  if (decoded.some((segment) => segment === undefined)) return false;
  const actual = /** @type {string[]} */ (decoded).map((segment) => segment.toLowerCase());
  return routes.some((route) => routeTakes(route.split('/').filter(Boolean), actual));
}

/** @param {string[]} expected @param {string[]} actual */
function routeTakes(expected, actual) {
  const [segment, ...rest] = expected;
  if (segment === undefined) return actual.length === 0;
  if (segment === '*') return true;
  if (segment.startsWith(':') && segment.endsWith('?')) {
    return routeTakes(rest, actual) || (actual.length > 0 && routeTakes(rest, actual.slice(1)));
  }
  if (actual.length === 0) return false;
  if (!segment.startsWith(':') && segment.toLowerCase() !== actual[0]) return false;
  return routeTakes(rest, actual.slice(1));
}

module.exports = { PARAM_FORMATS, fillPattern, hasRouteFor, matchPattern, patternParameters };
