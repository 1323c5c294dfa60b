// The shell's build as the page server reads it (docs/adr/0035, 0041, 0062, 0068): index.html, the
// frames of the areas' pages (area-frames.json) and the home page to render with its data
// (home-page.json) in each language, and the list of what any area needs from the shell
// (area-chunks.json). They change only with a new shell build in the served folder.
'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const {
  AREA_CHUNKS_FILE,
  NO_AREA_CHUNKS,
  areaChunksFrom,
} = require('@smunity/mf-platform/contract/area-chunks-file');
const {
  AREA_FRAMES_FILE,
  areaFramesFrom,
} = require('@smunity/mf-platform/contract/area-frames-file');
const { HOME_PAGE_FILE, homePageFrom } = require('@smunity/mf-platform/contract/home-page-file');
const { DEFAULT_LANGUAGE, SITE_LANGUAGES, fileInLanguage } = require('@smunity/site-language');
const { errorMessage, isMissingFile } = require('./caught');

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
 * @typedef {import('@smunity/mf-platform/contract/area-frames-file').AreaFrame} AreaFrame
 * @typedef {import('@smunity/mf-platform/contract/area-frames-file').AreaFrames} AreaFrames
 * @typedef {import('@smunity/site-language').SiteLanguage} SiteLanguage
 * @typedef {import('@smunity/mf-platform/contract/area-chunks-file').AreaChunks} AreaChunks
 * @typedef {import('@smunity/mf-platform/contract/home-page-file').HomePage} HomePage
 * @typedef {{ templates: Record<SiteLanguage, string>, shellChunks: AreaChunks,
 *   frames: Record<SiteLanguage, AreaFrames | undefined>,
 *   homes: Record<SiteLanguage, HomePage | undefined> }} ShellBuild index.html in each
 *   language (index.en.html …; Korean's for a language a shell was built without), the shell's
 *   chunks any area needs, and the frames and home page in each language (undefined for a shell
 *   built without them: npm run dev, or a shell that predates the language or the file)
 * @typedef {{ template: string, shellChunks: AreaChunks, frames: AreaFrames | undefined,
 *   home: HomePage | undefined }} ShellPage what a page in one language is made of: its
 *   index.html, the shell's chunks, its frames and its home page
 */

/** Each language's index.html and frames (docs/adr/0062). */
const DOCUMENTS = SITE_LANGUAGES.map((language) => fileInLanguage('index.html', language));
const FRAMES = SITE_LANGUAGES.map((language) => fileInLanguage(AREA_FRAMES_FILE, language));
const HOMES = SITE_LANGUAGES.map((language) => fileInLanguage(HOME_PAGE_FILE, language));

/** @param {string} root the shell's dist folder */
function shellBuild(root) {
  return {
    /** A version of the files: it changes with a new shell build. */
    async version() {
      const stats = await Promise.all(
        [...DOCUMENTS, AREA_CHUNKS_FILE, ...FRAMES, ...HOMES].map((file) =>
          fs.stat(path.join(root, file)).catch(ifMissing(undefined)),
        ),
      );
      return stats.map((stat) => stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`).join('|');
    },
    /** @returns {Promise<ShellBuild>} */
    async read() {
      const [templates, shellChunks, frames, homes] = await Promise.all([
        documentsOf(root),
        // A shell built without the list: its pages go without the federation chunk's hint.
        readChecked(root, AREA_CHUNKS_FILE, areaChunksFrom).catch(ifMissing(NO_AREA_CHUNKS)),
        inEachLanguage(root, AREA_FRAMES_FILE, areaFramesFrom),
        inEachLanguage(root, HOME_PAGE_FILE, homePageFrom),
      ]);
      return { templates, shellChunks, frames, homes };
    },
  };
}

/**
 * A hand-off file in each language (the frames, the home page); undefined for a language the
 * build has none in (npm run dev builds none): its pages are then not prerendered or rendered
 * with data, never put together in another language.
 * @template T
 * @param {string} root
 * @param {string} base the file's Korean name (area-frames.json → area-frames.en.json)
 * @param {(json: unknown) => T} check
 * @returns {Promise<Record<SiteLanguage, T | undefined>>}
 */
async function inEachLanguage(root, base, check) {
  const entries = await Promise.all(
    SITE_LANGUAGES.map(async (language) => {
      const file = fileInLanguage(base, language);
      return [language, await readChecked(root, file, check).catch(ifMissing(undefined))];
    }),
  );
  return /** @type {Record<SiteLanguage, T | undefined>} */ (Object.fromEntries(entries));
}

/**
 * What a page in `language` is made of.
 * @param {ShellBuild} shell
 * @param {SiteLanguage} language
 * @returns {ShellPage}
 */
function shellPageIn({ templates, shellChunks, frames, homes }, language) {
  return {
    template: templates[language],
    shellChunks,
    frames: frames[language],
    home: homes[language],
  };
}

/**
 * index.html in each language; Korean's for a language whose file the build does not have.
 * @param {string} root
 * @returns {Promise<Record<SiteLanguage, string>>}
 */
async function documentsOf(root) {
  const read = (/** @type {SiteLanguage} */ language) =>
    fs.readFile(path.join(root, fileInLanguage('index.html', language)), 'utf8');
  const korean = await read(DEFAULT_LANGUAGE);
  const entries = await Promise.all(
    SITE_LANGUAGES.map(async (language) => [
      language,
      language === DEFAULT_LANGUAGE ? korean : await read(language).catch(ifMissing(korean)),
    ]),
  );
  return /** @type {Record<SiteLanguage, string>} */ (Object.fromEntries(entries));
}

/**
 * A file of the shell build, parsed and checked by the page contract's validator; an error
 * naming the file when it is not of its shape.
 * @template T
 * @param {string} root
 * @param {string} file
 * @param {(json: unknown) => T} check
 * @returns {Promise<T>}
 */
async function readChecked(root, file, check) {
  const text = await fs.readFile(path.join(root, file), 'utf8');
  try {
    return check(JSON.parse(text));
  } catch (error) {
    throw new Error(`${file} of the shell build in ${root}: ${errorMessage(error)}`);
  }
}

module.exports = { AREA_CHUNKS_FILE, AREA_FRAMES_FILE, shellBuild, shellPageIn };
