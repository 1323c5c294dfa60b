// Renders this remote's routes the way the shell mounts them (useRoutes under the /qna splat of
// a data router), plus a probe of the current address, so a test sees where a page sends people,
// inside the area or out of it (e.g. to the login).
import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useRoutes } from 'react-router-dom';
import { AREA_PATHS } from 'shared-ui';
import { routes } from '../routes';

function QnaArea() {
  return useRoutes(routes);
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderQna(url: string): RenderResult {
  const router = createMemoryRouter(
    [
      {
        path: `${AREA_PATHS.qna}/*`,
        element: (
          <>
            <QnaArea />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

/** The address the test's router is at now, e.g. '/qna/questions?page=2'. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
