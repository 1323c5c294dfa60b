// Test helper: this remote's routes mounted the way the shell mounts them (useRoutes under the
// area's splat route of a data router, the router registered as shared-auth's navigator), next
// to a stand-in home page so tests can see the pages leave the area (account deletion).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router-dom';
import { setNavigator } from 'shared-auth';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { routes } from '../routes';

export const HOME_STAND_IN = '홈 (테스트)';

function MypageArea() {
  return useRoutes(routes);
}

/** Renders `url` (e.g. ROUTES.MYPAGE). */
export function renderMypageArea(url: string): void {
  const router = createMemoryRouter(
    [
      { path: `${AREA_PATHS.mypage}/*`, element: <MypageArea /> },
      { path: ROUTES.HOME, element: <h1>{HOME_STAND_IN}</h1> },
    ],
    { initialEntries: [url] },
  );
  // As the shell does: the new page is rendered before the navigation's promise settles. Each
  // render replaces the previous test's navigator.
  setNavigator((path) => router.navigate(path, { flushSync: true }));
  render(<RouterProvider router={router} />);
}
