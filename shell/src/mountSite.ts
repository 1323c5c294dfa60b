import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { readFirstDataElement } from '@smunity/shared-ui';

/**
 * Renders the site into `container`. A prerendered page (the home page: build/first-view.js; an
 * area's first view: docs/adr/0041) is hydrated: React takes over that markup instead of
 * replacing it, so nothing flashes, and a guest's page the server rendered with its first api
 * answers starts from them (issue 27), read before hydration. Every other page starts empty.
 */
export function mountSite(container: Element, site: ReactNode): Root {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(site);
    return root;
  }
  readFirstDataElement();
  return hydrateRoot(container, site);
}
