import { preloadAreaOf } from './areas';
import { areasSettled } from './remoteAreas';

/**
 * Prefetch on idle (docs/benchmarks.md, "Area navigation"): once the page has loaded and the
 * browser has nothing else to do, the remotes behind the area links the page shows are loaded, so
 * a click (or a tap: phones have no hover to preload on) finds its area ready. Not when the
 * visitor asked to save data or the connection is 2g: those visitors pay for each byte.
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
  for (const path of pending) preloadAreaOf(path);
  pending.clear();
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
 * Loads the area behind a link's path when the browser is idle; once per area, as preloadAreaOf.
 * Links only register until the bootstrap calls startIdlePrefetch (a rendered component alone,
 * as in tests, loads nothing).
 */
export function prefetchAreaWhenIdle(path: string): void {
  if (!connectionAllowsPrefetch()) return;
  pending.add(path);
  scheduleFlush();
}

/** Called once by the bootstrap: from now on the linked areas load when the browser is idle. */
export function startIdlePrefetch(): void {
  started = true;
  scheduleFlush();
}
