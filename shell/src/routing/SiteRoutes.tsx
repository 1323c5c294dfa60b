import { useLocation, useRoutes } from 'react-router-dom';
import { RouterNavigator } from '@smunity/shared-auth';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { appRoutes } from '../routes';

/**
 * The site's route table (routes.tsx) under the router the page gives it: the browser's
 * (bootstrap.tsx) or a memory one at a path (the prerender, the tests). A layout that fails shows
 * the error page alone; a page that fails shows it inside the layout (RootLayout).
 */
export function SiteRoutes() {
  const { key } = useLocation();
  return (
    <>
      <RouterNavigator />
      <RouteErrorBoundary resetKey={key}>{useRoutes(appRoutes)}</RouteErrorBoundary>
    </>
  );
}
