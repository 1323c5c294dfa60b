// The checks the page contract's validators are made of (first-views-file.js, area-frames-file.js,
// area-chunks-file.js, home-page-file.js): a hand-off file is JSON written by one build and read
// by the page server, so each value is `unknown` until one of these says what it is.
'use strict';

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value @returns {value is string[]} */
const isStrings = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** @param {unknown} value @returns {value is string} */
const isString = (value) => typeof value === 'string';

module.exports = { isObject, isString, isStrings };
