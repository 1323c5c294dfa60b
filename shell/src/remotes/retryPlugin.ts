import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { DEFAULT_RETRY, fetchWithRetry, retryAfterFailure, type RetryOptions } from './retry';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
// The runtime declares the recovered entry as a promise inside a promise. Promises flatten, so
// what arrives is the entry (or undefined); this names the declared inner type.
type RecoveredEntry = ReturnType<LoadEntryErrorHook> extends Promise<infer Inner> ? Inner : never;

/**
 * Failure layer 1 (docs/architecture.md §2): a remote's entry gets another try before its area gives up.
 * The runtime fetches mf-manifest.json through `fetch` and loads remoteEntry.js as a script,
 * reporting a failed script to `loadEntryError`.
 */
export function createRetryPlugin(
  options: RetryOptions = DEFAULT_RETRY,
): ModuleFederationRuntimePlugin {
  return {
    name: 'smunity-remote-entry-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init, options);
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      const reload = async () => {
        // The failed load is cached under this key; a retry would otherwise await the same failure.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      };
      // Nothing recovered (undefined): the runtime goes on with the original error, to layer 2.
      const recovered = retryAfterFailure(reload, options).catch(() => undefined);
      return Promise.resolve().then<RecoveredEntry>(() => recovered);
    },
  };
}
