import type { RouteObject } from 'react-router-dom';
import { areaRoute } from '@smunity/mf-platform';
import { NotFoundNotice } from '@smunity/shared-ui';
import { HomePage } from './home/HomePage';
import { RootLayout } from './layout/RootLayout';
import { SITE_AREAS } from './remotes/areas';
import { RemoteArea } from './remotes/RemoteArea';

// Each area under its splat route (areaRoute: the one every server render of an area uses too).
const areaRoutes: RouteObject[] = SITE_AREAS.map(({ path, remote, routesUnder }) =>
  areaRoute(path, <RemoteArea remote={remote} routesUnder={routesUnder} />),
);

/**
 * The site's one route table (routing/SiteRoutes.tsx renders it). Each area is a splat route whose
 * element mounts the remote's routes; a page that fails shows the error page inside the layout
 * (RootLayout), so nav and footer stay usable.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...areaRoutes,
      { path: '*', element: <NotFoundNotice /> },
    ],
  },
];
