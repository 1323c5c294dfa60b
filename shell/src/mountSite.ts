import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { readFirstDataElement } from '@smunity/shared-ui';

/**
 * Renders the site into `container`. A prerendered page (the home page: build/first-view.js; an
 * area's first view: docs/adr/0041) is hydrated: React takes over that markup instead of
 * replacing it, so nothing flashes, and a guest's page the server rendered with its first api
 * answers starts from them (issue 27), read before hydration. Every other page starts empty.
 *
 * Both start as a transition (docs/adr/0057): React then renders in slices of a few milliseconds
 * and yields to the browser between them, instead of one task of the whole tree (a long task on
 * a phone's CPU); a tap on markup not hydrated yet makes React hydrate that part first.
 */
export function mountSite(container: Element, site: ReactNode): Root {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    startTransition(() => root.render(site));
    return root;
  }
  readFirstDataElement();
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, site);
  });
  if (!root) throw new Error('hydrateRoot returned no root.');
  return root;
}
