import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from './contract';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Stands in for a remote's './routes' that could not be loaded: every path shows the fallback. */
export const unavailableRoutesModule: RemoteRoutesModule = {
  routes: [{ path: '*', element: <RemoteUnavailable /> }],
};

/**
 * Failure layer 2 (docs/architecture.md §2): when loading a remote's routes fails for good (after the
 * retries), the runtime resolves loadRemote with the fallback module instead of rejecting.
 */
export function createFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'smunity-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // The hook also runs for manifests and shared modules, where the runtime expects other
      // kinds of answers; those errors travel on and come back here as the 'onLoad' of the routes.
      if (lifecycle !== 'onLoad' || !id.endsWith('/routes')) return undefined;
      console.error(`[shell] ${id} could not be loaded; its area shows a fallback.`, error);
      return unavailableRoutesModule;
    },
  };
}
