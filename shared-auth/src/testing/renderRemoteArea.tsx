// Renders a remote's routes the way the shell mounts them: useRoutes under the area's splat route
// of a data router, that router registered as shared-auth's navigator (so logout() and the session
// renewal move it, as in bootstrap.tsx), with the real guards and session. Pages outside the area
// are stand-ins, so a test sees where a page sends people.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';
import { setNavigator } from '../navigation';

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface RemoteAreaOptions {
  /** The area's path in the shell, e.g. AREA_PATHS.mypage. */
  area: string;
  /** Where the test starts, e.g. ROUTES.MYPAGE. */
  url: string;
  /** Pages outside the area, as path → the h1 shown there (e.g. { '/': '홈 (테스트)' }). */
  standIns?: Record<string, string>;
}

export type RemoteAreaRouter = ReturnType<typeof createMemoryRouter>;

let lastRouter: RemoteAreaRouter | null = null;

/** Renders `url`; the returned router tells where the app went (`router.state.location`). */
export function renderRemoteArea(
  routes: RouteObject[],
  { area, url, standIns = {} }: RemoteAreaOptions,
): RemoteAreaRouter {
  const router = createMemoryRouter(
    [
      { path: `${area}/*`, element: <RemoteRoutes routes={routes} /> },
      ...Object.entries(standIns).map(([path, heading]) => ({ path, element: <h1>{heading}</h1> })),
      // Anywhere else (the login, another area): nothing, but the address tells.
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  // As the shell does: the new page is rendered before the navigation's promise settles. Each
  // render replaces the previous test's navigator.
  setNavigator((path) => router.navigate(path, { flushSync: true }));
  render(<RouterProvider router={router} />);
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
