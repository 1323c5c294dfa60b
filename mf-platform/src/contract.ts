// The modules every remote exposes, as the shell loads them (mf-platform/build/webpack.js exposes
// them, tools/contracts/check-contracts.js checks the built manifests). Types only.
import type { RouteObject } from 'react-router-dom';
import type { LifeCycles } from 'single-spa';

/**
 * './routes' (mode "federation"). The shell mounts the route objects under the remote's area with
 * useRoutes, inside its own data router, so their paths are relative ('login', 'questions/:id')
 * and they render no Router of their own. Because they are descendant routes, loaders, actions
 * and errorElement do not run there: fetch in components.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** What the shell passes to a remote's './parcel' (the extra props of single-spa-react's <Parcel>). */
export interface AreaParcelProps {
  /** The area crashed while rendering: the shell shows its fallback with a retry. */
  onRenderError: (error: Error) => void;
}

/** './parcel' (mode "parcel"): single-spa lifecycles rendering the area in the remote's own root. */
export type AreaParcelLifecycles = Required<LifeCycles<AreaParcelProps>>;
