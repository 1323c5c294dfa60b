import { StrictMode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import type { PageViewReporter } from './analytics/PageViewReporter';
import { PageViewReporterContext } from './analytics/PageViewTracker';

/**
 * The whole site as React renders it: the browser (bootstrap.tsx) and the build's prerender of the
 * first view (prerender.tsx) render this same tree, so the browser hydrates the prerendered
 * markup instead of replacing it.
 */
export function SiteApp({
  router,
  reporter,
}: {
  router: RouterProviderProps['router'];
  /** null: nothing is reported (the prerender, which runs no effects anyway). */
  reporter: PageViewReporter | null;
}) {
  return (
    <StrictMode>
      <PageViewReporterContext value={reporter}>
        <RouterProvider router={router} />
      </PageViewReporterContext>
    </StrictMode>
  );
}
