import { AREA_HINTS_ELEMENT_ID } from '@smunity/mf-platform/contract/area-hints-element';

/**
 * Starts the downloads a prerendered page's server left for later (docs/adr/0064): the preload
 * hints of the area's chain, kept in an inert <template> so that the view paints before they take
 * the phone's bandwidth, go into <head> in one batch. The boot runs this after React DOM's own task
 * (src/index.ts), by when the page has painted; the runtime's own requests for the same files
 * are then answered by these preloads. A page without the template (a frame, home) has nothing
 * waiting.
 */
export function releaseAreaHints(page: Document = document): void {
  const template = page.getElementById(AREA_HINTS_ELEMENT_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  page.head.append(template.content);
  template.remove();
}
