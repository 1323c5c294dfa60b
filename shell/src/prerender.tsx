// The build's prerender of the first view (build/first-view.js runs this in Node): the markup of a
// page that does not depend on the visitor, for a guest, so the page shows before its JavaScript
// has arrived and the browser hydrates it (bootstrap.tsx; docs/adr/0035). For the areas' pages,
// the frame around the area (header, footer) with the area in its loading state: the shell's
// server puts there the markup the remote's own build prerendered (docs/adr/0041).
import { NAV_LINKS } from '@smunity/mf-platform';
import { isUnderNavLink } from '@smunity/mf-platform/build/nav-link-rule';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { createPageViewReporter } from './analytics/createPageViewReporter';
import { SITE_AREAS } from './remotes/areas';
import { renderAreasLoading } from './remotes/remoteAreas';
import { appRoutes } from './routes';
import { SiteApp } from './SiteApp';

renderAreasLoading();

/** The markup of #root for a path, as the browser's first render makes it for a guest. */
export function renderFirstView(path: string): string {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const reporter = createPageViewReporter(process.env.GA_MEASUREMENT_ID);
  return renderToString(<SiteApp router={router} reporter={reporter} />);
}

/**
 * The frames a guest's area page can have: the header differs only in which of the guest's nav
 * links is current (`current`), or none. `path` is a page in an area to render each one at.
 */
export function areaFrames(): Array<{ current: string | null; path: string }> {
  const guestLinks = NAV_LINKS.filter(
    (link) => link.visibleTo === 'everyone' || link.visibleTo === 'guests',
  ).map((link) => link.to);
  const inArea = (path: string) =>
    SITE_AREAS.some((area) => path === area.path || path.startsWith(`${area.path}/`));
  const neutral = SITE_AREAS.map((area) => area.path).find(
    (path) => !guestLinks.some((link) => isUnderNavLink(path, link)),
  );
  if (!neutral) throw new Error('Every area is under a guest nav link: no neutral frame.');
  return [
    ...guestLinks.filter(inArea).map((link) => ({ current: link, path: link })),
    { current: null, path: neutral },
  ];
}
