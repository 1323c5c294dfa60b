import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '@smunity/shared-auth';
import { LoadingMessage, ROUTES } from '@smunity/shared-ui';

// The admins' pages, their charts and their texts are one chunk of their own, fetched when an
// admin opens one of them: nobody else's load carries them (ADR 0023).
const loadPages = () => import('./components/AdminPages');
const AdminArea = lazy(() => loadPages().then((pages) => ({ default: pages.AdminArea })));
const AdminDashboardPage = lazy(() =>
  loadPages().then((pages) => ({ default: pages.AdminDashboardPage })),
);
const AdminQuestionsPage = lazy(() =>
  loadPages().then((pages) => ({ default: pages.AdminQuestionsPage })),
);
const AdminsPage = lazy(() => loadPages().then((pages) => ({ default: pages.AdminsPage })));
const ReferenceDataPage = lazy(() =>
  loadPages().then((pages) => ({ default: pages.ReferenceDataPage })),
);

/** What an admin sees while the pages' chunk loads (its text is in the board's catalog). */
function LoadingAdminPage() {
  const intl = useIntl();
  return <LoadingMessage>{intl.formatMessage({ id: 'qna.admin.loading' })}</LoadingMessage>;
}

function page(Page: ComponentType) {
  return (
    <Suspense fallback={<LoadingAdminPage />}>
      <Page />
    </Suspense>
  );
}

/**
 * /qna/admin, /qna/admin/questions, /qna/admin/admins, /qna/admin/reference-data (paths relative to the area): visitors go
 * to the login, members who are not admins to the board. The api checks the role again.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        element: <RequireAdmin redirectTo={ROUTES.QNA_QUESTIONS} />,
        children: [
          {
            // The pages' texts, loaded with them (in English, their catalog's chunk too).
            element: page(AdminArea),
            children: [
              { path: 'admin', element: page(AdminDashboardPage) },
              { path: 'admin/questions', element: page(AdminQuestionsPage) },
              { path: 'admin/admins', element: page(AdminsPage) },
              { path: 'admin/reference-data', element: page(ReferenceDataPage) },
            ],
          },
        ],
      },
    ],
  },
];
