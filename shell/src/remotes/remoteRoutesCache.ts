import type { RemoteName, RemoteRoutesModule } from './contract';
import { loadRemoteRoutes, reloadRemoteRoutes } from './federation';

// One promise per remote for the whole visit, so coming back to an area renders at once (React's
// use() reads a settled promise synchronously) instead of flashing the loading state.
const routesByRemote = new Map<RemoteName, Promise<RemoteRoutesModule>>();

export function getRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let routes = routesByRemote.get(name);
  if (!routes) {
    routes = loadRemoteRoutes(name);
    routesByRemote.set(name, routes);
  }
  return routes;
}

/** Forgets the remote's outcome (failure or fallback) and loads it again. */
export function retryRemoteRoutes(name: RemoteName): void {
  routesByRemote.set(name, reloadRemoteRoutes(name));
}
