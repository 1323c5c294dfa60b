// Test helper for the remotes: renders a remote's route objects the way the shell mounts them
// (useRoutes under the area's splat route of a data router), so a remote's tests exercise the
// same relative paths the site uses. Import from 'shared-ui/src/testing/renderRemoteRoutes'.
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderRemoteRoutes(
  routes: RouteObject[],
  areaPath: string,
  url: string,
): RenderResult {
  const router = createMemoryRouter(
    [{ path: `${areaPath}/*`, element: <RemoteRoutes routes={routes} /> }],
    {
      initialEntries: [url],
    },
  );
  return render(<RouterProvider router={router} />);
}
