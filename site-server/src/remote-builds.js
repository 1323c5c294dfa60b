// What a remote's build, as remotes.json names it now, gives its pages (docs/adr/0035, 0041):
// the assets of the module the shell mounts (from mf-manifest.json), and in federation mode its
// first views in each language (first-views.json, first-views.en.json: docs/adr/0062), their CSS
// and its render bundle, each file read once while remotes.json names its build (remote-files.js).
'use strict';

const { errorMessage } = require('./caught');
const { withinWait } = require('./within-wait');
const { buildBase, exposedAssets } = require('@smunity/mf-platform/contract/remote-manifest');
const {
  FIRST_VIEWS_FILE,
  NO_FIRST_VIEWS_FILE,
} = require('@smunity/mf-platform/contract/first-views-file');
const { DEFAULT_LANGUAGE, SITE_LANGUAGES, fileInLanguage } = require('@smunity/site-language');
const { remoteFiles } = require('./remote-files');

/**
 * @typedef {import('@smunity/mf-platform/contract/remote-manifest').Manifest} Manifest
 * @typedef {import('@smunity/mf-platform/contract/remote-manifest').ExposedAssets} ExposedAssets
 * @typedef {{ href: string, css: string }} RemoteStyle a stylesheet of the build, inlined in pages
 * @typedef {import('@smunity/mf-platform/contract/first-views-file').FirstViewsFile}
 *   FirstViewsFile first-views.json as the page contract declares it
 * @typedef {Omit<FirstViewsFile, 'renderer'> &
 *   { styles: RemoteStyle[], rendererUrl?: string }} FirstViews a build's first views, their CSS
 *   and where its render bundle is
 * @typedef {import('@smunity/site-language').SiteLanguage} SiteLanguage
 * @typedef {{ assets: ExposedAssets, firstViewsIn: (language: SiteLanguage) => Promise<FirstViews> }}
 *   RemoteBuild what a remote's build gives its pages: its assets, and its first views in a
 *   language (none in a language the build was made without: such a page is rendered in the
 *   browser, never with another language's markup)
 */

/**
 * What a build without first views (a parcel's, or one made before them) has.
 * @type {FirstViews}
 */
const NO_FIRST_VIEWS = { ...NO_FIRST_VIEWS_FILE, styles: [] };

/** Without the source map comment: relative to the remote, it would be read against the page. */
const withoutSourceMap = (/** @type {string} */ css) =>
  css.replace(/\n?\/\*# sourceMappingURL=.*\*\/\s*$/, '');

/**
 * The build's first views in `language` with their CSS and the URL of its render bundle.
 * @param {ReturnType<typeof remoteFiles>} files
 * @param {import('./remote-mounts').RemoteLocation} location
 * @param {Manifest} manifest
 * @param {ExposedAssets} assets
 * @param {SiteLanguage} language
 * @returns {Promise<FirstViews>}
 */
function firstViewsOf(files, location, manifest, assets, language) {
  const base = buildBase(location.entry, manifest);
  const css = assets.styles.map((href) =>
    files.text(href, location.entry).then((text) => ({ href, css: withoutSourceMap(text) })),
  );
  const file = fileInLanguage(FIRST_VIEWS_FILE, language);
  return Promise.all([
    files.firstViewsAt(new URL(file, base).href, location.entry),
    Promise.all(css),
  ]).then(([{ renderer, ...file }, styles]) => ({
    ...file,
    styles,
    // Its render bundle, read when a page is first rendered with data.
    ...(renderer !== undefined && { rendererUrl: new URL(renderer, base).href }),
  }));
}

/**
 * @typedef {(bundle: { remote: string, build: string, source: () => Promise<string> }) =>
 *   Promise<void>} Prepare loads a build's render bundle into its renderer
 */

/**
 * @param {object} options
 * @param {(url: string, init: RequestInit) => Promise<Response>} options.fetchRemoteFile
 * @param {(message: string) => void} options.warn
 * @param {number} options.waitMs how long a page waits for a build it has not read yet
 * @param {Prepare} [options.prepare] loads a build's render bundle into its renderer
 */
function remoteBuilds({ fetchRemoteFile, warn, waitMs, prepare }) {
  const files = remoteFiles(fetchRemoteFile);
  /**
   * Remote → what its pages need from the build remotes.json names now (read in full).
   * @type {Map<string, Promise<RemoteBuild>>}
   */
  const builds = new Map();

  /**
   * The source of a build's render bundle, read once per build.
   * @param {string} rendererUrl
   * @param {{ entry: string }} location
   * @returns {Promise<string>}
   */
  const rendererSource = (rendererUrl, location) => files.text(rendererUrl, location.entry);
  const howToRead = { files, rendererSource, prepare, warn };

  return {
    /**
     * The build remotes.json names for `remote`, waited for at most `waitMs` (the read goes on
     * for the next load).
     * @param {string} remote
     * @param {import('./remote-mounts').RemoteLocation} location
     */
    buildOf(remote, location) {
      let reading = builds.get(remote);
      if (!reading) {
        const started = readBuild(howToRead, remote, location);
        builds.set(remote, started);
        started.catch(() => {
          if (builds.get(remote) === started) builds.delete(remote);
        });
        reading = started;
      }
      return withinWait(reading, location.entry, waitMs);
    },
    rendererSource,
    /**
     * A new remotes.json: every build is read again from what it names, and the files of builds
     * it no longer names are let go.
     * @param {Set<string | undefined>} namedManifests
     */
    renamed(namedManifests) {
      builds.clear();
      files.renamed(namedManifests);
    },
  };
}

/**
 * The build's assets for the module the shell mounts and, in federation mode, the reading of
 * its first views and their CSS (a parcel mounts a router of its own: other markup, not
 * prerendered), which only a page with a first view waits for.
 * @param {{ files: ReturnType<typeof remoteFiles>,
 *   rendererSource: (rendererUrl: string, location: { entry: string }) => Promise<string>,
 *   prepare?: Prepare, warn: (message: string) => void }} reading how it is read, and what loads
 *   its render bundle into its renderer
 * @param {string} remote
 * @param {import('./remote-mounts').RemoteLocation} location
 * @returns {Promise<RemoteBuild>}
 */
async function readBuild({ files, rendererSource, prepare, warn }, remote, location) {
  const manifest = await files.manifestAt(location.entry);
  const exposePath = location.mode === 'parcel' ? './parcel' : './routes';
  const assets = exposedAssets(location.entry, manifest, exposePath);
  if (location.mode !== 'federation') {
    return { assets, firstViewsIn: () => Promise.resolve(NO_FIRST_VIEWS) };
  }
  /** @type {Map<SiteLanguage, Promise<FirstViews>>} */
  const readings = new Map();
  /** @param {SiteLanguage} language */
  const firstViewsIn = (language) => {
    let reading = readings.get(language);
    if (!reading) {
      const started = firstViewsOf(files, location, manifest, assets, language);
      // A failure is reported by the page that asked; the next page asks again.
      started.catch(() => {
        if (readings.get(language) === started) readings.delete(language);
      });
      readings.set(language, started);
      reading = started;
    }
    return reading;
  };
  // Every language's first views are read now, not with their first page, and the build's render
  // bundle (one for every language) goes into its renderer now too.
  for (const language of SITE_LANGUAGES) firstViewsIn(language);
  firstViewsIn(DEFAULT_LANGUAGE)
    .then(({ rendererUrl }) => {
      if (!rendererUrl || !prepare) return undefined;
      const source = () => rendererSource(rendererUrl, location);
      return prepare({ remote, build: rendererUrl, source });
    })
    .catch((error) => warn(`render bundle of ${location.entry}: ${errorMessage(error)}`));
  return { assets, firstViewsIn };
}

module.exports = { remoteBuilds };
