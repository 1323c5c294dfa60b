// The page of an area (/qna/questions, /accounts/login, …) names, in its own HTML, what the area
// needs before it can show anything: the shell's federation chunk, the remote's mf-manifest.json,
// its remoteEntry.js and the chunks and CSS of the module the shell mounts (./routes, or ./parcel
// for a remote in parcel mode). Without them these load one after the other, each a round trip
// on a phone: HTML → main.js → remotes.json → manifest → entry → exposed chunks
// (docs/adr/0035). The hints are read from the live remotes.json and the manifest it names, so a
// remote deployed alone (a new build path, one edit of remotes.json: docs/adr/0013) is preloaded
// from its next page load on; never a stale build.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { REMOTES } = require('../remotes');
const { followRemotesFile } = require('./followed-remotes');

/** Every path the shell mounts a remote on: its area and its aliases (the registry, ADR 0021). */
const MOUNTS = REMOTES.flatMap(({ container, area, aliases = [] }) => [
  { path: area, remote: container },
  ...aliases.map((alias) => ({ path: alias.path, remote: container })),
]);

/** The shell build's list of what any area needs from the shell itself (build/area-chunks.js). */
const AREA_CHUNKS_FILE = 'area-chunks.json';
/** A manifest that does not answer this fast is given up (the next page load asks again). */
const MANIFEST_TIMEOUT_MS = 2000;
/**
 * The page waits this long at most for a manifest it has not read yet (the first page after a
 * deploy): a slow remote must not hold up the shell's HTML; the read goes on for the next load.
 */
const MANIFEST_WAIT_MS = 300;

/** The remote serving a page's path, or undefined outside the areas. */
function remoteServing(pathname) {
  return MOUNTS.find((mount) => pathname === mount.path || pathname.startsWith(`${mount.path}/`))
    ?.remote;
}

/** remotes.json's entry of a remote: a manifest URL, or { entry, mode }. */
function locationOf(remotesJson, remote) {
  const value = remotesJson[remote];
  if (typeof value === 'string') return { entry: value, mode: 'federation' };
  if (value && typeof value.entry === 'string') {
    return { entry: value.entry, mode: value.mode ?? 'federation' };
  }
  return undefined;
}

/**
 * What a remote's manifest says the shell will load for one exposed module: the entry, then the
 * module's own chunks and CSS (shared modules come from the shell: ADR 0028). publicPath 'auto'
 * means next to the manifest.
 * @returns {{ scripts: string[], styles: string[] }}
 */
function exposedAssets(manifestUrl, manifest, exposePath) {
  const { metaData } = manifest;
  const base = new URL(
    metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : '.',
    manifestUrl,
  );
  const expose = manifest.exposes.find((candidate) => candidate.path === exposePath);
  if (!expose) throw new Error(`${manifestUrl} exposes no ${exposePath}`);
  const url = (file) => new URL(file, base).href;
  const entry = url(`${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`);
  return {
    scripts: [entry, ...expose.assets.js.sync.map(url)],
    styles: expose.assets.css.sync.map(url),
  };
}

const ifMissing = (fallback) => (error) => {
  if (error.code === 'ENOENT') return fallback;
  throw error;
};

const escapeAttribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The <link>s, in the order the page will need them. crossorigin only on the manifest: the
 * runtime fetch()es it in cors mode; scripts and styles are plain <script>/<link> elements, and a
 * preload is used only when it asked the same way. fetchpriority low: the chain must not take
 * the phone's bandwidth from the shell's own first chunks (main.js, its vendor and app chunks),
 * which paint the header and run the runtime; it only has to be on its way, not first.
 * @param {{ shellChunks: { scripts: string[], styles: string[] }, manifestUrl?: string,
 *   assets?: { scripts: string[], styles: string[] } }} hints
 */
function preloadLinks({ shellChunks, manifestUrl, assets }) {
  const link = ({ href, ...attributes }) =>
    `<link ${Object.entries({ rel: 'preload', ...attributes, fetchpriority: 'low', href })
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ')}>`;
  return [
    ...shellChunks.scripts.map((href) => link({ as: 'script', href })),
    ...shellChunks.styles.map((href) => link({ as: 'style', href })),
    ...(manifestUrl ? [link({ as: 'fetch', crossorigin: 'anonymous', href: manifestUrl })] : []),
    ...(assets?.scripts ?? []).map((href) => link({ as: 'script', href })),
    ...(assets?.styles ?? []).map((href) => link({ as: 'style', href })),
  ];
}

/**
 * A page body in each encoding, compressed once per version: br and gzip, else as it is.
 * @param {string} html
 */
function encodedPage(html) {
  const identity = Buffer.from(html);
  const tag = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 16);
  return {
    tag,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
    identity,
  };
}

/**
 * @param {object} options
 * @param {string} options.root the shell's dist folder (index.html, area-chunks.json)
 * @param {string} options.remotesFile
 * @param {(url: string, init: RequestInit) => Promise<Response>} [options.fetchManifest]
 * @param {(message: string) => void} [options.warn]
 * @returns {Promise<(pathname: string) => Promise<ReturnType<typeof encodedPage> | undefined>>}
 *   the page for a path in an area (undefined outside the areas)
 */
async function areaPages({ root, remotesFile, fetchManifest = fetch, warn = console.error }) {
  const remotes = await followRemotesFile({ remotesFile, derive: (json) => json, warn });
  /** Manifest URL → its parsed JSON, while remotes.json names it (immutable per build path). */
  const manifests = new Map();
  /** Remote → its area's page, for the current index.html and remotes.json. */
  const pages = new Map();
  let generation;
  let shell;

  function manifestAt(url) {
    if (!manifests.has(url)) {
      const loading = fetchManifest(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
        .then((response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return response.json();
        })
        .catch((error) => {
          manifests.delete(url); // a remote that is down now may answer the next page load
          throw error;
        });
      manifests.set(url, loading);
    }
    return manifests.get(url);
  }

  /** index.html and the shell's area chunks change only with a new shell build in root. */
  async function shellVersion() {
    const stats = await Promise.all(
      ['index.html', AREA_CHUNKS_FILE].map((file) =>
        fs.stat(path.join(root, file)).catch(ifMissing(undefined)),
      ),
    );
    return stats.map((stat) => stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`).join('|');
  }

  async function readShell() {
    const [template, chunks] = await Promise.all([
      fs.readFile(path.join(root, 'index.html'), 'utf8'),
      // A shell built without the list: its pages go without the federation chunk's hint.
      fs
        .readFile(path.join(root, AREA_CHUNKS_FILE), 'utf8')
        .then(JSON.parse, ifMissing({ scripts: [], styles: [] })),
    ]);
    return { template, shellChunks: chunks };
  }

  /** The page, and whether it has every hint (one without is not kept: the next load retries). */
  async function renderPage(remote, location) {
    /** @type {Parameters<typeof preloadLinks>[0]} */
    const hints = { shellChunks: shell.shellChunks };
    let complete = true;
    if (location) {
      try {
        const manifest = await Promise.race([
          manifestAt(location.entry),
          new Promise((_resolve, reject) => {
            setTimeout(
              () => reject(new Error(`${location.entry} is still loading`)),
              MANIFEST_WAIT_MS,
            ).unref();
          }),
        ]);
        const exposePath = location.mode === 'parcel' ? './parcel' : './routes';
        hints.assets = exposedAssets(location.entry, manifest, exposePath);
        hints.manifestUrl = location.entry;
      } catch (error) {
        // The shell reports a remote that fails to load; its page only goes without the hints.
        warn(`preload hints for ${remote}: ${error.message}`);
        complete = false;
      }
    }
    return { page: encodedPage(withHints(shell.template, preloadLinks(hints))), complete };
  }

  return async function pageFor(pathname) {
    const remote = remoteServing(pathname);
    if (!remote) return undefined;
    const [shellNow, { version, value: remotesJson }] = await Promise.all([
      shellVersion(),
      remotes(),
    ]);
    const now = `${shellNow}|${version}`;
    if (now !== generation) {
      shell = await readShell();
      generation = now;
      pages.clear();
      const named = new Set(
        Object.keys(remotesJson).map((name) => locationOf(remotesJson, name)?.entry),
      );
      for (const url of manifests.keys()) if (!named.has(url)) manifests.delete(url);
      // Every area's manifest starts loading now, not when its first page is asked for.
      for (const url of named) if (url) manifestAt(url).catch(() => undefined);
    }
    const kept = pages.get(remote);
    if (kept) return kept;
    const { page, complete } = await renderPage(remote, locationOf(remotesJson, remote));
    if (complete && generation === now) pages.set(remote, page);
    return page;
  };
}

/** The hints go last in <head>: after the shell's own (main.js, its first chunks, remotes.json). */
function withHints(template, links) {
  const end = template.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head>');
  return `${template.slice(0, end)}${links.join('')}${template.slice(end)}`;
}

module.exports = { AREA_CHUNKS_FILE, areaPages, exposedAssets, remoteServing };
