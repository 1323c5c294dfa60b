// What a remote's build, as remotes.json names it now, gives its pages (docs/adr/0035, 0041):
// the assets of the module the shell mounts (from mf-manifest.json), and in federation mode its
// first views (first-views.json), their CSS and its render bundle. Each file is read once while
// remotes.json names its build (a build path is immutable: docs/adr/0013); a remote that does not
// answer is asked again by the next page.
'use strict';

const { errorMessage } = require('./caught');
const { withinWait } = require('./within-wait');
const { buildBase, exposedAssets, manifestFrom } = require('./remote-manifest');
const { FIRST_VIEWS_FILE, NO_FIRST_VIEWS_FILE, firstViewsFileFrom } = require('./first-views-file');

/** A manifest that does not answer this fast is given up (the next page load asks again). */
const MANIFEST_TIMEOUT_MS = 2000;

/**
 * @typedef {import('./remote-manifest').Manifest} Manifest
 * @typedef {import('./remote-manifest').ExposedAssets} ExposedAssets
 * @typedef {{ href: string, css: string }} RemoteStyle a stylesheet of the build, inlined in pages
 * @typedef {Omit<import('./first-views-file').FirstViewsFile, 'renderer'> &
 *   { styles: RemoteStyle[], rendererUrl?: string }} FirstViews a build's first views, their CSS
 *   and where its render bundle is
 * @typedef {{ assets: ExposedAssets, firstViews: Promise<FirstViews> }} RemoteBuild what a
 *   remote's build gives its pages
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
 * The response, or an error for any other status than 200 (its body let go: the socket is freed).
 * @param {string} url
 * @param {Response} response
 */
async function okOrThrow(url, response) {
  if (response.ok) return response;
  await response.body?.cancel();
  throw new Error(`${url} answered ${response.status}`);
}

/**
 * The file's JSON as `shapeOf` takes it, or an error naming the file and what is wrong in it.
 * @template T
 * @param {string} url
 * @param {Response} response
 * @param {(json: unknown) => T} shapeOf
 */
async function jsonAs(url, response, shapeOf) {
  const json = await (await okOrThrow(url, response)).json();
  try {
    return shapeOf(json);
  } catch (error) {
    throw new Error(`${url}: ${errorMessage(error)}`);
  }
}

/**
 * @param {object} options
 * @param {(url: string, init: RequestInit) => Promise<Response>} options.fetchRemoteFile
 * @param {(message: string) => void} options.warn
 * @param {number} options.waitMs how long a page waits for a build it has not read yet
 * @param {(bundle: { remote: string, build: string, source: () => Promise<string> }) =>
 *   Promise<void>} [options.prepare] loads a build's render bundle into its renderer
 */
function remoteBuilds({ fetchRemoteFile, warn, waitMs, prepare }) {
  /**
   * URL of a remote build's file (its manifest, first views, CSS) → its reading, while
   * remotes.json names the build's manifest.
   * @type {Map<string, { manifest: string, reading: Promise<unknown> }>}
   */
  const files = new Map();
  /**
   * Remote → what its pages need from the build remotes.json names now (read in full).
   * @type {Map<string, Promise<RemoteBuild>>}
   */
  const builds = new Map();

  /**
   * The file at `url` of the build whose manifest is at `manifestUrl`, as `read` takes it.
   * @template T
   * @param {string} url
   * @param {string} manifestUrl
   * @param {(response: Response) => Promise<T>} read
   * @returns {Promise<T>}
   */
  function remoteFile(url, manifestUrl, read) {
    const known = files.get(url);
    // Kept under its URL by this function only, with the `read` of what the URL holds.
    if (known) return /** @type {Promise<T>} */ (known.reading);
    const reading = fetchRemoteFile(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(read)
      .catch((error) => {
        files.delete(url); // a remote that is down now may answer the next page load
        throw error;
      });
    files.set(url, { manifest: manifestUrl, reading });
    return reading;
  }

  /**
   * The build's mf-manifest.json; one of another shape is an error (the remote does not load).
   * @param {string} url
   */
  const manifestAt = (url) =>
    remoteFile(url, url, (response) => jsonAs(url, response, manifestFrom));

  /**
   * The build's first views; a build made before they existed has none (404), a file of another
   * shape is an error.
   * @param {string} url
   * @param {string} manifestUrl
   * @returns {Promise<import('./first-views-file').FirstViewsFile>}
   */
  function firstViewsAt(url, manifestUrl) {
    return remoteFile(url, manifestUrl, async (response) => {
      if (response.status === 404) {
        await response.body?.cancel();
        return NO_FIRST_VIEWS_FILE;
      }
      return jsonAs(url, response, firstViewsFileFrom);
    });
  }

  /**
   * The source of a build's render bundle, read once per build.
   * @param {string} rendererUrl
   * @param {{ entry: string }} location
   * @returns {Promise<string>}
   */
  function rendererSource(rendererUrl, location) {
    return remoteFile(rendererUrl, location.entry, async (response) =>
      (await okOrThrow(rendererUrl, response)).text(),
    );
  }

  /**
   * The build's first views with their CSS and the URL of its render bundle.
   * @param {import('./remote-mounts').RemoteLocation} location
   * @param {Manifest} manifest
   * @param {ExposedAssets} assets
   * @returns {Promise<FirstViews>}
   */
  function firstViewsOf(location, manifest, assets) {
    const base = buildBase(location.entry, manifest);
    const css = assets.styles.map((href) =>
      remoteFile(href, location.entry, async (response) =>
        (await okOrThrow(href, response)).text(),
      ).then((text) => ({ href, css: withoutSourceMap(text) })),
    );
    return Promise.all([
      firstViewsAt(new URL(FIRST_VIEWS_FILE, base).href, location.entry),
      Promise.all(css),
    ]).then(([{ renderer, ...file }, styles]) => ({
      ...file,
      styles,
      // Its render bundle, read when a page is first rendered with data.
      ...(renderer !== undefined && { rendererUrl: new URL(renderer, base).href }),
    }));
  }

  /**
   * The build's assets for the module the shell mounts and, in federation mode, the reading of
   * its first views and their CSS (a parcel mounts a router of its own: other markup, not
   * prerendered), which only a page with a first view waits for.
   * @param {string} remote
   * @param {import('./remote-mounts').RemoteLocation} location
   * @returns {Promise<RemoteBuild>}
   */
  async function readBuild(remote, location) {
    const manifest = await manifestAt(location.entry);
    const exposePath = location.mode === 'parcel' ? './parcel' : './routes';
    const assets = exposedAssets(location.entry, manifest, exposePath);
    if (location.mode !== 'federation') {
      return { assets, firstViews: Promise.resolve(NO_FIRST_VIEWS) };
    }
    const firstViews = firstViewsOf(location, manifest, assets);
    firstViews.catch(() => undefined); // read when a page asks; a failure is reported then
    // The build's render bundle goes into its renderer now, not with its first page.
    firstViews
      .then(({ rendererUrl }) => {
        if (!rendererUrl || !prepare) return undefined;
        const source = () => rendererSource(rendererUrl, location);
        return prepare({ remote, build: rendererUrl, source });
      })
      .catch((error) => warn(`render bundle of ${location.entry}: ${errorMessage(error)}`));
    return { assets, firstViews };
  }

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
        const started = readBuild(remote, location);
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
      for (const [url, { manifest }] of files) if (!namedManifests.has(manifest)) files.delete(url);
    },
  };
}

module.exports = { remoteBuilds };
