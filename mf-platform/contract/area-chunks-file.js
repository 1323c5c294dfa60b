// area-chunks.json, the shell's own files an area's page needs beyond the first load (the
// federation chunk and its CSS, docs/adr/0035): written by the shell's build
// (shell/build/area-chunks.js), read by the page server (site-server/src/shell-build.js), which
// names them in the page's preload hints. Its name and shape declared here once, with the check
// both sides run.
'use strict';

const { isObject, isStrings } = require('./json-shapes');

const AREA_CHUNKS_FILE = 'area-chunks.json';

/**
 * @typedef {{ scripts: string[], styles: string[] }} AreaChunks the shell's scripts and
 *   stylesheets an area loads, as URLs from the site's root
 */

/**
 * What a shell built without the file has: its area pages go without the federation chunk's hint.
 * @type {Readonly<AreaChunks>}
 */
const NO_AREA_CHUNKS = Object.freeze({ scripts: [], styles: [] });

/**
 * The file's content as AreaChunks; an error saying what is wrong in one of another shape.
 * @param {unknown} json area-chunks.json, parsed (or the object about to be written)
 * @returns {AreaChunks}
 */
function areaChunksFrom(json) {
  if (!isObject(json)) throw new Error('it is not an object');
  if (!isStrings(json.scripts)) throw new Error('its scripts are not a list of strings');
  if (!isStrings(json.styles)) throw new Error('its styles are not a list of strings');
  return { scripts: json.scripts, styles: json.styles };
}

module.exports = { AREA_CHUNKS_FILE, NO_AREA_CHUNKS, areaChunksFrom };
