// An area of the site as one router mounts it (docs/adr/0058): the area's own routes under a
// splat route at its path ('/qna' → 'qna/*'), matched there by useRoutes. The shell mounts every
// area so (src/routes.tsx, RemoteArea), and every server render of an area does the same
// (firstViews.tsx's renderAreaPath: the first views, a page rendered with its data, the hydration
// test harness), so a server's markup is the browser's first render.
import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route an area is mounted at: `element` renders for every path below the area.
 * @param area where the area is mounted, e.g. '/qna'
 */
export function areaRoute(area: string, element: ReactNode): RouteObject {
  return { path: `${area.slice(1)}/*`, element };
}

/** The area's routes, matched below its area route. */
export function AreaRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
