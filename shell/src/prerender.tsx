// The build's prerender of the first view (build/first-view.js runs this in Node): the markup of a
// page that does not depend on the visitor, for a guest, so the page shows before its JavaScript
// has arrived and the browser hydrates it (bootstrap.tsx; docs/adr/0035).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { createPageViewReporter } from './analytics/createPageViewReporter';
import { appRoutes } from './routes';
import { SiteApp } from './SiteApp';

/** The markup of #root for a path, as the browser's first render makes it for a guest. */
export function renderFirstView(path: string): string {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const reporter = createPageViewReporter(process.env.GA_MEASUREMENT_ID);
  return renderToString(<SiteApp router={router} reporter={reporter} />);
}
