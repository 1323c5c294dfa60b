import { exposedAssets, manifestFrom } from '@smunity/mf-platform/build/remote-manifest';
import type { RemoteName } from './contract';
import { knownRemotesConfig, type RemoteLocation } from './remotesConfig';

/**
 * The idle prefetch's half that costs the main thread nothing (docs/adr/0057): the files an area
 * needs — the shell's federation chunks (build/area-chunks.js), the remote's mf-manifest.json, its
 * remoteEntry.js and the chunks and CSS of the module the shell mounts — are downloaded into the
 * browser's caches, and none of them runs. Running them (the federation runtime, the remote's
 * modules) is what a long task on a phone is made of; that waits for a sign that the visitor is
 * going there (AreaNavLink.tsx), and then finds every file at hand.
 */
export const AREA_CHUNKS_URL = '/area-chunks.json';

const hinted = new Set<string>();

/**
 * A preload as the file will be asked for: a plain <script> or stylesheet <link> (no crossorigin),
 * so that element takes it from the preload. Low priority: it must not take bandwidth from
 * anything the page itself asks for. A preload, not a prefetch: the page's CSP lets the remotes'
 * origins in for scripts and styles, while a prefetch falls under default-src ('self').
 */
function preload(href: string, as: 'script' | 'style'): void {
  if (hinted.has(href)) return;
  hinted.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.setAttribute('fetchpriority', 'low');
  link.href = href;
  document.head.append(link);
}

let shellChunks: Promise<void> | undefined;

/** The shell's own chunks every area needs (the federation runtime and the singleton offer). */
function downloadShellChunks(): Promise<void> {
  shellChunks ??= fetch(AREA_CHUNKS_URL, { priority: 'low' })
    .then((response) => response.json() as Promise<{ scripts?: unknown; styles?: unknown }>)
    .then(({ scripts, styles }) => {
      for (const href of strings(scripts)) preload(href, 'script');
      for (const href of strings(styles)) preload(href, 'style');
    });
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
  for (const href of assets.scripts) preload(href, 'script');
  for (const href of assets.styles) preload(href, 'style');
}

async function download(name: RemoteName): Promise<void> {
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
    started = download(name).catch(() => undefined);
    downloads.set(name, started);
  }
  return started;
}
