// What a remote's build, as remotes.json names it now, gives its pages (docs/adr/0035, 0041):
// the assets of the module the shell mounts (from mf-manifest.json), and in federation mode its
// first views (first-views.json), their CSS and its render bundle. Each file is read once while
// remotes.json names its build (a build path is immutable: docs/adr/0013); a remote that does not
// answer is asked again by the next page.
'use strict';

const { withinWait } = require('./within-wait');

/** A remote build's prerendered first views, next to its manifest (mf-platform/build/first-views.js). */
const FIRST_VIEWS_FILE = 'first-views.json';
/** A manifest that does not answer this fast is given up (the next page load asks again). */
const MANIFEST_TIMEOUT_MS = 2000;
/** What a build without first views (a parcel's, or one made before them) has. */
const NO_FIRST_VIEWS = {
  views: {},
  data: {},
  optionalData: {},
  patterns: {},
  memberData: {},
  styles: [],
};

/**
 * What a remote's manifest says the shell will load for one exposed module: the entry, then the
 * module's own chunks and CSS (shared modules come from the shell: ADR 0028). publicPath 'auto'
 * means next to the manifest.
 * @returns {{ scripts: string[], styles: string[] }}
 */
function exposedAssets(manifestUrl, manifest, exposePath) {
  const base = buildBase(manifestUrl, manifest);
  const expose = manifest.exposes.find((candidate) => candidate.path === exposePath);
  if (!expose) throw new Error(`${manifestUrl} exposes no ${exposePath}`);
  const url = (file) => new URL(file, base).href;
  const { remoteEntry } = manifest.metaData;
  const entry = url(`${remoteEntry.path ?? ''}${remoteEntry.name}`);
  return {
    scripts: [entry, ...expose.assets.js.sync.map(url)],
    styles: expose.assets.css.sync.map(url),
  };
}

/** Where a remote build's files are: its publicPath, or next to the manifest ('auto'). */
function buildBase(manifestUrl, { metaData }) {
  return new URL(
    metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : '.',
    manifestUrl,
  );
}

/** Without the source map comment: relative to the remote, it would be read against the page. */
const withoutSourceMap = (css) => css.replace(/\n?\/\*# sourceMappingURL=.*\*\/\s*$/, '');

/** The response, or an error for any other status than 200 (its body let go: the socket is freed). */
async function okOrThrow(url, response) {
  if (response.ok) return response;
  await response.body?.cancel();
  throw new Error(`${url} answered ${response.status}`);
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
   * @type {Map<string, { manifest: string, reading: Promise<any> }>}
   */
  const files = new Map();
  /** Remote → what its pages need from the build remotes.json names now (read in full). */
  const builds = new Map();

  /** @param {(response: Response) => Promise<unknown>} read */
  function remoteFile(url, manifestUrl, read) {
    const known = files.get(url);
    if (known) return known.reading;
    const reading = fetchRemoteFile(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(read)
      .catch((error) => {
        files.delete(url); // a remote that is down now may answer the next page load
        throw error;
      });
    files.set(url, { manifest: manifestUrl, reading });
    return reading;
  }

  const manifestAt = (url) =>
    remoteFile(url, url, async (response) => (await okOrThrow(url, response)).json());

  /** The build's first views; a build made before they existed has none (404). */
  function firstViewsAt(url, manifestUrl) {
    return remoteFile(url, manifestUrl, async (response) => {
      if (response.status !== 404) return (await okOrThrow(url, response)).json();
      await response.body?.cancel();
      return { views: {} };
    });
  }

  /** The source of a build's render bundle, read once per build. */
  function rendererSource(rendererUrl, location) {
    return remoteFile(rendererUrl, location.entry, async (response) =>
      (await okOrThrow(rendererUrl, response)).text(),
    );
  }

  /** The build's first views with their CSS and the URL of its render bundle. */
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
    ]).then(
      ([
        {
          views = {},
          data = {},
          optionalData = {},
          patterns = {},
          memberData = {},
          routes,
          renderer,
        },
        styles,
      ]) => ({
        views,
        data,
        optionalData,
        patterns,
        memberData,
        // The paths the area takes; a build made before they were listed names none (no 404s).
        routes:
          Array.isArray(routes) && routes.every((route) => typeof route === 'string')
            ? routes
            : undefined,
        styles,
        // Its render bundle, read when a page is first rendered with data.
        rendererUrl: typeof renderer === 'string' ? new URL(renderer, base).href : undefined,
      }),
    );
  }

  /**
   * The build's assets for the module the shell mounts and, in federation mode, the reading of
   * its first views and their CSS (a parcel mounts a router of its own: other markup, not
   * prerendered), which only a page with a first view waits for.
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
      .catch((error) => warn(`render bundle of ${location.entry}: ${error.message}`));
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
      if (!builds.has(remote)) {
        const reading = readBuild(remote, location);
        builds.set(remote, reading);
        reading.catch(() => {
          if (builds.get(remote) === reading) builds.delete(remote);
        });
      }
      return withinWait(builds.get(remote), location.entry, waitMs);
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

module.exports = { exposedAssets, remoteBuilds };
