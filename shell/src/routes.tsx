import type { RouteObject } from 'react-router-dom';
import { AREA_PATHS } from 'shared-ui';
import { ErrorPage, NotFoundPage } from './errors/ErrorPage';
import { HomePage } from './home/HomePage';
import { RootLayout } from './layout/RootLayout';
import { RemoteArea } from './remotes/RemoteArea';

const areaPath = (path: string) => `${path.slice(1)}/*`;

/**
 * The site's one route table. Each area is a splat route whose element mounts the remote's
 * routes; the error page renders inside the layout, so nav and footer stay usable.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only if the layout itself fails: then the error page stands alone.
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: areaPath(AREA_PATHS.accounts), element: <RemoteArea remote="mfe_accounts" /> },
          { path: areaPath(AREA_PATHS.mypage), element: <RemoteArea remote="mfe_mypage" /> },
          { path: areaPath(AREA_PATHS.qna), element: <RemoteArea remote="mfe_qna" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
