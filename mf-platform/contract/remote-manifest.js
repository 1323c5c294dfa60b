// A remote build's mf-manifest.json (Module Federation's): what the shell will load for the module
// it mounts, and where the build's other files are. The page server reads it to name that chain in
// an area's preload hints (site-server/src/remote-builds.js); the shell's idle prefetch reads it to
// download the chain of a linked area without running it (shell/src/remotes/areaDownload.ts).
'use strict';

/**
 * @typedef {{ path: string, assets: { js: { sync: string[] }, css: { sync: string[] } } }}
 *   ManifestExpose an exposed module and the chunks and CSS it loads at once
 * @typedef {{ metaData: { publicPath?: string, remoteEntry: { name: string, path?: string } },
 *   exposes: ManifestExpose[] }} Manifest what the page server reads of mf-manifest.json
 * @typedef {{ scripts: string[], styles: string[] }} ExposedAssets
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null;

/** @param {unknown} value @returns {value is string[]} */
const isStrings = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** @param {unknown} value @returns {value is { sync: string[] }} */
const hasSync = (value) => isObject(value) && isStrings(value.sync);

/** @param {unknown} expose @returns {expose is ManifestExpose} */
function isExpose(expose) {
  return (
    isObject(expose) &&
    typeof expose.path === 'string' &&
    isObject(expose.assets) &&
    hasSync(expose.assets.js) &&
    hasSync(expose.assets.css)
  );
}

/**
 * The parsed manifest as Manifest, or an error saying it has another shape.
 * @param {unknown} json
 * @returns {Manifest}
 */
function manifestFrom(json) {
  const metaData = isObject(json) ? json.metaData : undefined;
  const remoteEntry = isObject(metaData) ? metaData.remoteEntry : undefined;
  if (
    !isObject(json) ||
    !isObject(metaData) ||
    !(metaData.publicPath === undefined || typeof metaData.publicPath === 'string') ||
    !isObject(remoteEntry) ||
    typeof remoteEntry.name !== 'string' ||
    !(remoteEntry.path === undefined || typeof remoteEntry.path === 'string') ||
    !Array.isArray(json.exposes) ||
    !json.exposes.every(isExpose)
  ) {
    throw new Error('it is not a manifest of exposed modules');
  }
  const { publicPath } = metaData;
  return {
    metaData: {
      ...(publicPath !== undefined && { publicPath }),
      remoteEntry: { name: remoteEntry.name, path: remoteEntry.path },
    },
    exposes: json.exposes,
  };
}

/**
 * What a remote's manifest says the shell will load for one exposed module: the entry, then the
 * module's own chunks and CSS (shared modules come from the shell: ADR 0028). publicPath 'auto'
 * means next to the manifest.
 * @param {string} manifestUrl
 * @param {Manifest} manifest
 * @param {string} exposePath './routes' or './parcel'
 * @returns {ExposedAssets}
 */
function exposedAssets(manifestUrl, manifest, exposePath) {
  const base = buildBase(manifestUrl, manifest);
  const expose = manifest.exposes.find((candidate) => candidate.path === exposePath);
  if (!expose) throw new Error(`${manifestUrl} exposes no ${exposePath}`);
  const url = (/** @type {string} */ file) => new URL(file, base).href;
  const { remoteEntry } = manifest.metaData;
  const entry = url(`${remoteEntry.path ?? ''}${remoteEntry.name}`);
  return {
    scripts: [entry, ...expose.assets.js.sync.map(url)],
    styles: expose.assets.css.sync.map(url),
  };
}

/**
 * Where a remote build's files are: its publicPath, or next to the manifest ('auto').
 * @param {string} manifestUrl
 * @param {Manifest} manifest
 */
function buildBase(manifestUrl, { metaData }) {
  return new URL(
    metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : '.',
    manifestUrl,
  );
}

module.exports = { buildBase, exposedAssets, manifestFrom };
