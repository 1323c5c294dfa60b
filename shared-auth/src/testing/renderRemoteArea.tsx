// Renders a remote's routes the way the shell mounts them: useRoutes under the area's splat route,
// the router registered as shared-auth's navigator (so logout() and the session renewal move it,
// as in the shell's SiteRoutes), with the real guards and session. Pages outside the area are
// stand-ins, so a test sees where a page sends people.
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { AreaRoutes } from '@smunity/mf-platform';
import { RouterNavigator } from '../RouterNavigator';

/** Where the rendered router is: `state.location` follows it, as a data router's state does. */
export interface RemoteAreaRouter {
  readonly state: { readonly location: Location };
}

/** Routes and the navigator; `onLocation` hears each location the router commits. */
function RemoteAreaRoutes({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (location: Location) => void;
}) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return (
    <>
      <RouterNavigator />
      {useRoutes(routes)}
    </>
  );
}

export interface RemoteAreaOptions {
  /** The area's path in the shell, e.g. AREA_PATHS.mypage. */
  area: string;
  /** Where the test starts, e.g. ROUTES.MYPAGE. */
  url: string;
  /** Pages outside the area, as path → the h1 shown there (e.g. { '/': '홈 (테스트)' }). */
  standIns?: Record<string, string>;
}

let lastRouter: RemoteAreaRouter | null = null;

/** Renders `url`; the returned router tells where the app went (`router.state.location`). */
export function renderRemoteArea(
  routes: RouteObject[],
  { area, url, standIns = {} }: RemoteAreaOptions,
): RemoteAreaRouter {
  const siteRoutes: RouteObject[] = [
    { path: `${area}/*`, element: <AreaRoutes routes={routes} /> },
    ...Object.entries(standIns).map(([path, heading]) => ({ path, element: <h1>{heading}</h1> })),
    // Anywhere else (the login, another area): nothing, but the address tells.
    { path: '*', element: null },
  ];
  let committed: Location | undefined;
  // Each render replaces the previous test's navigator.
  render(
    <MemoryRouter initialEntries={[url]}>
      <RemoteAreaRoutes
        routes={siteRoutes}
        onLocation={(location) => {
          committed = location;
        }}
      />
    </MemoryRouter>,
  );
  const router: RemoteAreaRouter = {
    get state() {
      if (!committed) throw new Error('The area rendered no location.');
      return { location: committed };
    },
  };
  lastRouter = router;
  return router;
}

/** Where the last rendered area's router is now, e.g. '/qna/questions?page=2'. */
export function currentLocation(): string {
  if (!lastRouter) throw new Error('currentLocation() before renderRemoteArea()');
  const { pathname, search } = lastRouter.state.location;
  return `${pathname}${search}`;
}

/** Waits for the page titled `heading` (an h1) and checks that the router is at `pathname`. */
export async function expectPageAt(
  router: RemoteAreaRouter,
  pathname: string,
  heading: string,
): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(pathname);
}
