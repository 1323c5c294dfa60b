import type { RouteObject } from 'react-router-dom';

/**
 * The children of the remote's top-level route whose path is `path`, for mounting them at an alias
 * of the registry. Pathless layout routes around that route (the area's texts, a guard) stay
 * around its children, so they render there as they do in the area. A missing route gives none:
 * the alias then shows the not-found page rather than the whole area.
 */
export function routesUnder(routes: readonly RouteObject[], path: string): RouteObject[] {
  for (const route of routes) {
    if (route.path === path) return route.children ?? [];
    if (route.path === undefined && !route.index && route.children) {
      const found = routesUnder(route.children, path);
      if (found.length > 0) return [{ ...route, children: found }];
    }
  }
  return [];
}
