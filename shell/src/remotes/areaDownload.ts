import { exposedAssets, manifestFrom } from '@smunity/mf-platform/contract/remote-manifest';
import { nextTask } from '@smunity/shared-ui';
import type { RemoteName } from './contract';
import { knownRemotesConfig, type RemoteLocation } from './remotesConfig';

/**
 * The idle prefetch's half that costs the main thread next to nothing (docs/adr/0057): the files an area
 * needs — the shell's federation chunks (build/area-chunks.js), the remote's mf-manifest.json, its
 * remoteEntry.js and the chunks and CSS of the module the shell mounts — are downloaded into the
 * browser's HTTP cache, and none of them runs. Running them (the federation runtime, the remote's
 * modules) is what a long task on a phone is made of; that waits for a sign that the visitor is
 * going there (AreaNavLink.tsx), and then finds every file at hand.
 */
export const AREA_CHUNKS_URL = '/area-chunks.json';

const fetched = new Set<string>();
/** The last download asked for: each starts a task after the one before it. */
let lastStart: Promise<void> = Promise.resolve();

/**
 * Fetches the file into the HTTP cache (its files are immutable: hashed names, a build's own
 * folder) as the element that will load it asks: no-cors, with credentials, as a <script> or a
 * stylesheet <link> without crossorigin does, so that request is a cache hit. Not a <link
 * rel=preload>: the browser warns about a preload the page does not use within seconds, and most
 * of these are never used; not a <link rel=prefetch>: it falls under the CSP's default-src
 * ('self'), which keeps the remotes' origins out. Low priority: it must not take bandwidth from
 * anything the page itself asks for. One file per task: starting a fetch takes the main thread
 * 1–5 ms here, and an area's files started together were a task over 50 ms on the simulated
 * phone (docs/adr/0069). Settles once the fetch has started.
 */
function download(href: string): Promise<void> {
  fetched.add(href);
  lastStart = lastStart
    .then(() => nextTask())
    .then(() => {
      fetch(href, { mode: 'no-cors', credentials: 'include', priority: 'low' }).catch(
        () => undefined,
      );
    });
  return lastStart;
}

/** An absolute URL for a file named in the page or in a manifest. */
const absolute = (href: string) => new URL(href, document.baseURI).href;

/**
 * The files the page has already: the scripts and stylesheets it loaded or preloads (an area's
 * page names its chain: site-server/src/page-html.js), and the CSS it carries inline
 * (`data-href`). Read once for a batch of downloads.
 */
function filesInPage(): Set<string> {
  const named = document.querySelectorAll<HTMLElement>('script[src], link[href], style[data-href]');
  return new Set(
    [...named].map((element) =>
      absolute(
        element.getAttribute('src') ?? element.getAttribute('href') ?? element.dataset.href ?? '',
      ),
    ),
  );
}

/** Downloads the files the page has not fetched or asked for yet; settles once all have started. */
async function downloadMissing(hrefs: string[]): Promise<void> {
  const inPage = filesInPage();
  const missing = new Set(
    hrefs.filter((href) => !fetched.has(href) && !inPage.has(absolute(href))),
  );
  await Promise.all([...missing].map(download));
}

let shellChunks: Promise<void> | undefined;

/** The shell's own chunks every area needs (the federation runtime and the singleton offer). */
function downloadShellChunks(): Promise<void> {
  shellChunks ??= fetch(AREA_CHUNKS_URL, { priority: 'low' })
    .then((response) => response.json() as Promise<{ scripts?: unknown; styles?: unknown }>)
    .then(({ scripts, styles }) => downloadMissing([...strings(scripts), ...strings(styles)]));
  return shellChunks;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/**
 * The manifest is read here with fetch() as the runtime reads it (cors); a build's files are
 * immutable (site-server/src/static-files.js), so the runtime's read finds it in the HTTP cache.
 */
async function downloadRemote({ entry, mode }: RemoteLocation): Promise<void> {
  const response = await fetch(entry, { priority: 'low' });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const assets = exposedAssets(
    entry,
    manifestFrom(await response.json()),
    mode === 'parcel' ? './parcel' : './routes',
  );
  await downloadMissing([...assets.scripts, ...assets.styles]);
}

async function downloadFiles(name: RemoteName): Promise<void> {
  const [config] = await Promise.all([knownRemotesConfig(), downloadShellChunks()]);
  const location = config[name];
  if (location) await downloadRemote(location);
}

const downloads = new Map<RemoteName, Promise<void>>();

/**
 * Downloads what the remote's area needs without running it, once per remote. A failure is no
 * one's business here: the area loads (and reports what went wrong) when it is entered.
 */
export function downloadArea(name: RemoteName): Promise<void> {
  let started = downloads.get(name);
  if (!started) {
    started = downloadFiles(name).catch(() => undefined);
    downloads.set(name, started);
  }
  return started;
}
