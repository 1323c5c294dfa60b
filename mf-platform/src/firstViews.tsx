// A remote's prerendered first views (docs/adr/0041): the markup its own build renders, for a
// guest, of the routes it marks with FIRST_VIEW, exactly as the shell's router renders them
// inside the area (useRoutes under the area's splat route). The shell's server puts that markup
// into the area's outlet of its prerendered frame, and the browser hydrates it once the remote
// has loaded. Imported only by the remote's Node build (build/first-views.js), never by a page.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import {
  PARAM_FORMATS,
  fillPattern,
  matchPattern,
  patternParameters,
} from '../contract/first-view-patterns';
import { AreaRoutes, areaRoute } from './areaRoute';
import type { FirstViewHandle, MemberReadsHandle } from './firstViewHandle';
import { ServerRender } from './serverRender';

type RouteHandle = Partial<FirstViewHandle & MemberReadsHandle> | undefined;
const handleOf = (route: RouteObject) => route.handle as RouteHandle;
const marked = (route: RouteObject): boolean => handleOf(route)?.firstView === true;
const joined = (parent: string, route: RouteObject) =>
  route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');

/** Every route's path relative to the area (through pathless layout routes), with its route. */
function routesByPath(routes: readonly RouteObject[], parent = ''): [string, RouteObject][] {
  return routes.flatMap((route) => {
    const path = joined(parent, route);
    const own: [string, RouteObject][] =
      route.path !== undefined || route.index ? [[path, route]] : [];
    return [...own, ...routesByPath(route.children ?? [], path)];
  });
}

/** The parameters' formats of a marked path: each parameter needs one (FirstViewHandle['params']). */
function formatsOf(path: string, route: RouteObject): Readonly<Record<string, string>> {
  if (/\*|\?/.test(path)) {
    throw new Error(`${path}: a splat or optional segment cannot be prerendered (FIRST_VIEW).`);
  }
  const formats = handleOf(route)?.params ?? {};
  for (const name of patternParameters(path)) {
    if (!Object.hasOwn(formats, name) || !Object.hasOwn(PARAM_FORMATS, formats[name] ?? '')) {
      throw new Error(`${path}: :${name} needs a format to be prerendered (FIRST_VIEW's params).`);
    }
  }
  return formats;
}

/**
 * The paths, relative to the area, of the marked routes (through pathless layout routes); a path
 * with parameters is a pattern ('questions/:id'), each parameter with its format.
 */
export function firstViewPaths(routes: readonly RouteObject[]): string[] {
  return routesByPath(routes)
    .filter(([, route]) => marked(route))
    .map(([path, route]) => {
      formatsOf(path, route);
      return path;
    });
}

/**
 * The data each marked path's handle names (FirstViewHandle['data'], or another list of URLs of
 * the handle: 'optionalData'), by path.
 */
export function firstViewData(
  routes: readonly RouteObject[],
  list: 'data' | 'optionalData' = 'data',
): Record<string, readonly string[]> {
  const entries = routesByPath(routes).flatMap(([path, route]) => {
    const data = marked(route) ? handleOf(route)?.[list] : undefined;
    if (!data) return [];
    const parameters = new Set(patternParameters(path));
    for (const url of data) {
      if (!url.startsWith('/api/')) throw new Error(`${path}: ${url} is not an /api/ path.`);
      const unknown = patternParameters(url).find((name) => !parameters.has(name));
      if (unknown) throw new Error(`${path}: ${url} names :${unknown}, not a parameter of it.`);
    }
    return [[path, data] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * The api reads each members' page names for a member (MemberReadsHandle), by static path: URLs
 * on the site's own api only, which the shell's server preloads from its own origin.
 */
export function memberFirstData(routes: readonly RouteObject[]): Record<string, readonly string[]> {
  const entries = routesByPath(routes).flatMap(([path, route]) => {
    const reads = handleOf(route)?.memberData;
    if (!reads) return [];
    if (/[:*]/.test(path)) throw new Error(`${path}: only a static path's reads are preloaded.`);
    for (const url of reads) {
      if (!url.startsWith('/api/')) throw new Error(`${path}: ${url} is not an /api/ path.`);
    }
    return [[path, reads] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * What a server's render puts around the area, as the shell's app is around it in the browser:
 * the page's language (shared-ui's InPageLanguage), so the area's texts are the page's.
 */
export type AroundArea = (area: ReactNode) => ReactNode;
const asItIs: AroundArea = (area) => area;

/**
 * The markup of one path of the area (relative to it), as the shell's RemoteArea renders it for a
 * guest: at build for the first views, and per request with the api's first answers held
 * (docs/adr/0044).
 * @param area where the shell mounts the remote, e.g. '/qna'
 */
export function renderAreaPath(
  routes: RouteObject[],
  area: string,
  path: string,
  around: AroundArea = asItIs,
): string {
  return renderToString(
    <ServerRender>
      {around(
        <MemoryRouter initialEntries={[`${area}/${path}`]}>
          <AreaRoutes routes={[areaRoute(area, <AreaRoutes routes={routes} />)]} />
        </MemoryRouter>,
      )}
    </ServerRender>,
  );
}

/**
 * The markup of each marked path, as the shell's RemoteArea renders it for a guest; a path whose
 * render throws (a broken page) is left out, so it is simply not prerendered. A pattern is
 * rendered with its formats' two samples and left out if the markup differs (its first render
 * depends on the value) or if a static route of the area has a path it matches (the router would
 * show that route there, not this one).
 * @param area where the shell mounts the remote, e.g. '/qna'
 */
export function renderFirstViews(
  routes: RouteObject[],
  area: string,
  warn: (message: string) => void = console.warn,
  around: AroundArea = asItIs,
): Record<string, string> {
  const render = (path: string) => renderAreaPath(routes, area, path, around);
  const staticPaths = routesByPath(routes)
    .map(([path]) => path)
    .filter((path) => patternParameters(path).length === 0);
  const views: Record<string, string> = {};
  for (const [path, route] of routesByPath(routes).filter(([, candidate]) => marked(candidate))) {
    const formats = formatsOf(path, route);
    try {
      const parameters = patternParameters(path);
      if (parameters.length === 0) {
        views[path] = render(path);
        continue;
      }
      const shadowing = staticPaths.find((other) => matchPattern(path, formats, other));
      if (shadowing) throw new Error(`the static route ${shadowing} has a path it matches`);
      const [first, second] = [0, 1].map((sample) =>
        render(
          fillPattern(
            path,
            Object.fromEntries(
              parameters.map((name) => [name, PARAM_FORMATS[formats[name]!]!.samples[sample]!]),
            ),
          ),
        ),
      );
      if (first !== second) throw new Error('its markup depends on its parameters');
      views[path] = first!;
    } catch (error) {
      warn(`${area}/${path} is not prerendered: ${(error as Error).message}`);
    }
  }
  return views;
}

/**
 * What first-views.json holds (build/first-views.js): the static paths' views and data, the
 * reads a members' page starts with (docs/adr/0042), and each pattern's formats, view and data,
 * apart (a shell's server that predates patterns only
 * looks paths up in `views`, where no pattern's literal text can match a request).
 */
export function firstViewsFile(
  routes: RouteObject[],
  area: string,
  warn: (message: string) => void = console.warn,
  around: AroundArea = asItIs,
) {
  const views = renderFirstViews(routes, area, warn, around);
  const data = firstViewData(routes);
  const optionalData = firstViewData(routes, 'optionalData');
  const formats = Object.fromEntries(
    routesByPath(routes)
      .filter(([, route]) => marked(route))
      .map(([path, route]) => [path, handleOf(route)?.params ?? {}]),
  );
  const isPattern = (path: string) => patternParameters(path).length > 0;
  const staticOnly = <T,>(byPath: Record<string, T>) =>
    Object.fromEntries(Object.entries(byPath).filter(([path]) => !isPattern(path)));
  const patterns = Object.fromEntries(
    Object.entries(views)
      .filter(([path]) => isPattern(path))
      .map(([path, view]) => [
        path,
        {
          params: formats[path],
          view,
          data: data[path] ?? [],
          ...(optionalData[path] && { optionalData: optionalData[path] }),
        },
      ]),
  );
  return {
    views: staticOnly(views),
    data: staticOnly(data),
    optionalData: staticOnly(optionalData),
    patterns,
    memberData: memberFirstData(routes),
    // Every path the area takes: the shell's server answers any other path in it with a 404.
    routes: [...new Set(routesByPath(routes).map(([path]) => path))],
  };
}
