import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False when rendered at build time and while the browser hydrates that markup, true once this
 * code runs in the browser (at once for a page the browser renders itself). A prerendered form
 * keeps its submit disabled until then, so the browser never submits it on its own
 * (docs/adr/0041).
 *
 * The change re-renders the component, synchronously, right after the hydration: for a value only
 * a first render reads, useRendersServerMarkup costs no render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// useRendersServerMarkup's snapshots: the same value either way, and a note of which one React
// asked for, read (and cleared) by the hook right after, in the same synchronous call.
const SNAPSHOT = 0;
let serverSnapshotAsked = false;
const browserSnapshot = () => SNAPSHOT;
function serverSnapshot() {
  serverSnapshotAsked = true;
  return SNAPSHOT;
}
function takeServerSnapshotAsked(): boolean {
  const asked = serverSnapshotAsked;
  serverSnapshotAsked = false;
  return asked;
}

/**
 * True while this render renders the server's markup (on the server, or hydrating it in the
 * browser), false in a render the browser makes itself. For what a component decides once, on its
 * first render (a useState initializer): it never re-renders the component, where useHydrated's
 * change after the hydration re-renders it and everything under it in one task (a whole result
 * page: 5–23 ms on a desktop CPU, docs/adr/0075).
 *
 * React asks for getServerSnapshot exactly when it renders the server's markup, and getSnapshot
 * otherwise; both answer the same here, so React never sees a change to render again for.
 */
export function useRendersServerMarkup(): boolean {
  useSyncExternalStore(noSubscription, browserSnapshot, serverSnapshot);
  return takeServerSnapshotAsked();
}
