// area-frames.json, the page around an area's markup (docs/adr/0041, 0044): written by the shell's
// build (shell/build/first-view.js), read by the page server (site-server/src/shell-build.js),
// which puts a remote's view, prerendered or rendered with its data, into the frame whose nav
// link it is under. Its name and shape declared here once, with the check both sides run.
'use strict';

const { isObject, isString } = require('./json-shapes');

const AREA_FRAMES_FILE = 'area-frames.json';

/**
 * @typedef {{ current: string | null, before: string, after: string }} AreaFrame the page around
 *   the area's markup, with the nav link it shows current (null: none)
 * @typedef {{ head: string, tail: string, frames: AreaFrame[],
 *   memberFrames?: { member: AreaFrame[], admin: AreaFrame[] } }} AreaFrames the document around
 *   the frame (head, tail), a guest's frames, and a member's and an admin's (a shell built
 *   before them has none: a member's page is then not rendered with data)
 */

/** @param {unknown} value @returns {value is AreaFrame} */
const isFrame = (value) =>
  isObject(value) &&
  (value.current === null || isString(value.current)) &&
  isString(value.before) &&
  isString(value.after);

/**
 * @param {unknown} value
 * @param {string} name where in the file it is
 * @returns {AreaFrame[]}
 */
function framesAt(value, name) {
  if (!Array.isArray(value)) throw new Error(`its ${name} is not a list`);
  value.forEach((frame, index) => {
    if (!isFrame(frame))
      throw new Error(`its ${name}[${index}] is not a frame (current, before, after)`);
  });
  return value;
}

/**
 * The file's content as AreaFrames; an error saying what is wrong in one of another shape.
 * @param {unknown} json area-frames.json, parsed (or the object about to be written)
 * @returns {AreaFrames}
 */
function areaFramesFrom(json) {
  if (!isObject(json)) throw new Error('it is not an object');
  if (!isString(json.head) || !isString(json.tail)) {
    throw new Error('its head or tail is not a string');
  }
  const around = { head: json.head, tail: json.tail, frames: framesAt(json.frames, 'frames') };
  const { memberFrames } = json;
  if (memberFrames === undefined) return around;
  if (!isObject(memberFrames)) throw new Error('its memberFrames is not an object');
  return {
    ...around,
    memberFrames: {
      member: framesAt(memberFrames.member, 'memberFrames.member'),
      admin: framesAt(memberFrames.admin, 'memberFrames.admin'),
    },
  };
}

module.exports = { AREA_FRAMES_FILE, areaFramesFrom };
