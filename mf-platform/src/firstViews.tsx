// A remote's prerendered first views (docs/adr/0041): the markup its own build renders, for a
// guest, of the routes it marks with FIRST_VIEW, exactly as the shell's router renders them
// inside the area (useRoutes under the area's splat route). The shell's server puts that markup
// into the area's outlet of its prerendered frame, and the browser hydrates it once the remote
// has loaded. Imported only by the remote's Node build (build/first-views.js), never by a page.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';
import type { FirstViewHandle, MemberReadsHandle } from './firstViewHandle';

type RouteHandle = Partial<FirstViewHandle & MemberReadsHandle> | undefined;
const handleOf = (route: RouteObject) => route.handle as RouteHandle;
const marked = (route: RouteObject): boolean => handleOf(route)?.firstView === true;

/** The paths, relative to the area, of the marked routes (through pathless layout routes). */
export function firstViewPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
    const own =
      marked(route) && (route.path !== undefined || route.index) ? [path] : ([] as string[]);
    if (own.length > 0 && /[:*]/.test(path)) {
      throw new Error(`${path}: only a static path can be prerendered (FIRST_VIEW).`);
    }
    return [...own, ...firstViewPaths(route.children ?? [], path)];
  });
}

function AreaRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The api reads `pick` finds in each route's handle, by path (through pathless layout routes):
 * URLs on the site's own api only, which the shell's server preloads from its own origin.
 */
function readsByPath(
  routes: readonly RouteObject[],
  pick: (handle: RouteHandle) => readonly string[] | undefined,
  parent = '',
): Record<string, readonly string[]> {
  return Object.assign(
    {},
    ...routes.map((route) => {
      const path =
        route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
      const data = pick(handleOf(route));
      for (const url of data ?? []) {
        if (!url.startsWith('/api/')) throw new Error(`${path}: ${url} is not an /api/ path.`);
      }
      return {
        ...(data ? { [path]: data } : {}),
        ...readsByPath(route.children ?? [], pick, path),
      };
    }),
  );
}

/** The data each marked path's handle names (FirstViewHandle['data']), by path. */
export function firstViewData(routes: readonly RouteObject[]): Record<string, readonly string[]> {
  return readsByPath(routes, (handle) => (handle?.firstView === true ? handle.data : undefined));
}

/** The api reads each members' page names for a member (MemberReadsHandle), by static path. */
export function memberFirstData(routes: readonly RouteObject[]): Record<string, readonly string[]> {
  const reads = readsByPath(routes, (handle) => handle?.memberData);
  for (const path of Object.keys(reads)) {
    if (/[:*]/.test(path)) throw new Error(`${path}: only a static path's reads are preloaded.`);
  }
  return reads;
}

/**
 * The markup of each marked path, as the shell's RemoteArea renders it for a guest; a path whose
 * render throws (a broken page) is left out, so it is simply not prerendered.
 * @param area where the shell mounts the remote, e.g. '/qna'
 */
export function renderFirstViews(
  routes: RouteObject[],
  area: string,
  warn: (message: string) => void = console.warn,
): Record<string, string> {
  const views: Record<string, string> = {};
  for (const path of firstViewPaths(routes)) {
    const router = createMemoryRouter(
      [{ path: `${area.slice(1)}/*`, element: <AreaRoutes routes={routes} /> }],
      { initialEntries: [`${area}/${path}`] },
    );
    try {
      views[path] = renderToString(<RouterProvider router={router} />);
    } catch (error) {
      warn(`${area}/${path} is not prerendered: ${(error as Error).message}`);
    }
  }
  return views;
}
