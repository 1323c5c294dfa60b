import type { RouteObject } from 'react-router-dom';

/**
 * What every remote exposes as './routes'. The shell mounts the route objects under the
 * remote's area with useRoutes, inside its own data router, so their paths are relative
 * ('login', 'questions/:id') and they render no Router of their own. Because they are
 * descendant routes, loaders, actions and errorElement do not run there: fetch in components.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}
