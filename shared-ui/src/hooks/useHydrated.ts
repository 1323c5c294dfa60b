import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False when rendered at build time and while the browser hydrates that markup, true once this
 * code runs in the browser (at once for a page the browser renders itself). A prerendered form
 * keeps its submit disabled until then, so the browser never submits it on its own
 * (docs/adr/0041).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
