// The shell's build as the page server reads it (docs/adr/0035, 0041): index.html, the list of
// what any area needs from the shell (area-chunks.json) and the frames of the areas' pages
// (area-frames.json). They change only with a new shell build in the served folder.
'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const { isMissingFile } = require('./caught');

/** The shell build's list of what any area needs from the shell itself (build/area-chunks.js). */
const AREA_CHUNKS_FILE = 'area-chunks.json';
/** The shell build's frames of the areas' pages for a guest (shell/build/first-view.js). */
const AREA_FRAMES_FILE = 'area-frames.json';

/**
 * A reading that gives `fallback` for a file that is not there.
 * @template T
 * @param {T} fallback
 * @returns {(error: unknown) => T}
 */
const ifMissing = (fallback) => (error) => {
  if (isMissingFile(error)) return fallback;
  throw error;
};

/**
 * @typedef {{ current: string | null, before: string, after: string }} AreaFrame the page around
 *   the area's markup, with the nav link it shows current (null: none)
 * @typedef {{ head: string, tail: string, frames: AreaFrame[],
 *   memberFrames?: { member: AreaFrame[], admin: AreaFrame[] } }} AreaFrames area-frames.json
 *   (shell/build/first-view.js): a guest's frames, and a member's and an admin's (a shell built
 *   before them has none)
 * @typedef {{ template: string, shellChunks: { scripts: string[], styles: string[] },
 *   frames: AreaFrames | undefined }} ShellBuild index.html, the shell's chunks any area needs,
 *   and the frames (undefined for a shell built without them: npm run dev)
 */

/** @param {string} root the shell's dist folder */
function shellBuild(root) {
  return {
    /** A version of the three files: it changes with a new shell build. */
    async version() {
      const stats = await Promise.all(
        ['index.html', AREA_CHUNKS_FILE, AREA_FRAMES_FILE].map((file) =>
          fs.stat(path.join(root, file)).catch(ifMissing(undefined)),
        ),
      );
      return stats.map((stat) => stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`).join('|');
    },
    /** @returns {Promise<ShellBuild>} */
    async read() {
      const [template, shellChunks, frames] = await Promise.all([
        fs.readFile(path.join(root, 'index.html'), 'utf8'),
        // A shell built without the list: its pages go without the federation chunk's hint.
        fs
          .readFile(path.join(root, AREA_CHUNKS_FILE), 'utf8')
          .then(JSON.parse, ifMissing({ scripts: [], styles: [] })),
        // A shell built without frames (npm run dev): no area page is prerendered.
        fs
          .readFile(path.join(root, AREA_FRAMES_FILE), 'utf8')
          .then(JSON.parse, ifMissing(undefined)),
      ]);
      return { template, shellChunks, frames };
    },
  };
}

module.exports = { AREA_CHUNKS_FILE, AREA_FRAMES_FILE, shellBuild };
