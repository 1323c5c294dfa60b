// Test helper: this remote's routes mounted the way the shell mounts them (useRoutes under the
// area's splat route of a data router), next to a stand-in home page so tests can see the pages
// leave the area (logout, account deletion).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router-dom';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { routes } from '../routes';

export const HOME_STAND_IN = '홈 (테스트)';

function MypageArea() {
  return useRoutes(routes);
}

/** Renders `url` (e.g. ROUTES.MYPAGE); returns the router to read where the page went. */
export function renderMypageArea(url: string) {
  const router = createMemoryRouter(
    [
      { path: `${AREA_PATHS.mypage}/*`, element: <MypageArea /> },
      { path: ROUTES.HOME, element: <h1>{HOME_STAND_IN}</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
