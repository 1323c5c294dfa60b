import { remoteServing } from './areas';
import { areasSettled, isRemoteAreaLoading } from './remoteAreas';

/**
 * Prefetch on idle (docs/benchmarks.md, "Area navigation"): once the page has loaded and the
 * browser has nothing else to do, the files of the remotes behind the area links the page shows
 * are downloaded, so a click (or a tap: phones have no hover to preload on) finds them at hand.
 * They are downloaded, not run (areaDownload.ts, docs/adr/0057): running them waits for the
 * visitor pointing at, focusing or touching the link (AreaNavLink.tsx). Not when the visitor
 * asked to save data or the connection is 2g: those visitors pay for each byte.
 *
 * The first load of `/` stays what the page needs to show itself (`npm run size` counts what is
 * requested before the mark below; what follows it is reported apart).
 */
export const AREA_PREFETCH_MARK = 'smunity:area-prefetch';

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function connectionAllowsPrefetch(
  connection: NetworkInformation | undefined = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

const pending = new Set<string>();
let started = false;
let flushScheduled = false;

/** Runs `callback` when the browser has nothing else to do (soon, where it cannot say). */
export function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 200);
}

/** Runs `callback` once the page has loaded. */
export function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

function prefetchPending() {
  if (pending.size === 0) return;
  // Not in every environment (jsdom has none); only the bench scripts read it.
  performance.mark?.(AREA_PREFETCH_MARK);
  // An area already loading (the page's own, or one pointed at) has its files on their way.
  const remotes = [...pending].flatMap((path) => {
    const remote = remoteServing(path);
    return remote && !isRemoteAreaLoading(remote) ? [remote] : [];
  });
  pending.clear();
  if (remotes.length === 0) return;
  // The download's own code is idle work too: a chunk of its own, not in the first load.
  void import(/* webpackChunkName: "area-download" */ './areaDownload')
    .then(({ downloadArea }) => {
      for (const remote of remotes) void downloadArea(remote);
    })
    // Nothing is lost: entering an area loads it the usual way.
    .catch(() => undefined);
}

function flush() {
  flushScheduled = false;
  // The area the page shows comes first: on a phone's link the prefetch would slow it down.
  void areasSettled().then(() => whenIdle(prefetchPending));
}

function scheduleFlush() {
  if (!started || flushScheduled || pending.size === 0) return;
  flushScheduled = true;
  afterLoad(() => whenIdle(flush));
}

/**
 * Downloads the area behind a link's path when the browser is idle; once per area.
 * Links only register until the bootstrap calls startIdlePrefetch (a rendered component alone,
 * as in tests, loads nothing).
 */
export function prefetchAreaWhenIdle(path: string): void {
  if (!connectionAllowsPrefetch()) return;
  pending.add(path);
  scheduleFlush();
}

/** Called once by the bootstrap: from now on the linked areas download when the browser is idle. */
export function startIdlePrefetch(): void {
  started = true;
  scheduleFlush();
}
