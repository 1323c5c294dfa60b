// A remote's standalone mode (`npm run dev -w mfe-x`): the remote's routes under its area path in
// a router of its own, for working on one area without the shell. Imported only by the remotes'
// bootstrap.tsx, through 'mf-platform/src/standalone', so it is never part of the shell's page. The
// remote's bootstrap loads the design tokens itself, as the shell's does.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { AreaRoutes } from './areaRoute';

export interface StandaloneOptions {
  /** The area the shell mounts the remote under, e.g. AREA_PATHS.accounts. */
  areaPath: string;
  routes: RouteObject[];
  /** Where the remote's page mounts (mf-platform/build/standalone-page.html). */
  container: HTMLElement;
}

/**
 * The routes are nested under the area path instead of using a router basename, so the absolute
 * links of ROUTES resolve the same way as in the shell.
 */
export function renderStandalone({ areaPath, routes, container }: StandaloneOptions): void {
  const siteRoutes: RouteObject[] = [
    { path: areaPath, children: routes },
    { path: '*', element: <StandaloneIndex areaPath={areaPath} routes={routes} /> },
  ];
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AreaRoutes routes={siteRoutes} />
      </BrowserRouter>
    </StrictMode>,
  );
}

/** Paths of this remote as links, shown for any URL outside its area. */
function StandaloneIndex({ areaPath, routes }: Omit<StandaloneOptions, 'container'>) {
  const paths = routes.map((route) => (route.index ? areaPath : `${areaPath}/${route.path ?? ''}`));
  return (
    <main style={{ padding: '1rem' }}>
      <h1>{areaPath} (standalone)</h1>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <a href={path}>{path}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
