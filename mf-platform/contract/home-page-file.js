// home-page.json, the home page to render with its api answers (docs/adr/0068): written
// by the shell's build (shell/build/first-view.js) in each language, read by the page server
// (site-server/src/shell-build.js), which asks the api the page's reads, has the shell's render
// bundle render `/` with the answers in a renderer process of the shell's own, and puts the
// markup between head and tail. Its name and shape declared here once, with the check both sides
// run.
'use strict';

const { isObject, isString, isStrings } = require('./json-shapes');

const HOME_PAGE_FILE = 'home-page.json';

/**
 * @typedef {{ renderer: string, reads: string[], head: string, tail: string }} HomePage the
 *   shell's render bundle (a file of the build, beside this one), the URLs of the api reads the
 *   page is rendered with (as the browser requests them, /api/…), and the document around #root's
 *   markup
 */

/**
 * The file's content as a HomePage; an error saying what is wrong in one of another shape.
 * @param {unknown} json home-page.json, parsed (or the object about to be written)
 * @returns {HomePage}
 */
function homePageFrom(json) {
  if (!isObject(json)) throw new Error('it is not an object');
  const { renderer, reads, head, tail } = json;
  // A file name of the build, never a path out of its folder.
  if (!isString(renderer) || !/^[\w.-]+\.js$/.test(renderer)) {
    throw new Error('its renderer is not a script of the build');
  }
  if (!isStrings(reads) || reads.length === 0 || !reads.every((url) => url.startsWith('/api/'))) {
    throw new Error('its reads are not a list of /api/ URLs');
  }
  if (!isString(head) || !isString(tail)) throw new Error('its head or tail is not a string');
  return { renderer, reads, head, tail };
}

module.exports = { HOME_PAGE_FILE, homePageFrom };
