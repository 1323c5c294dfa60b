// A page as the shell's server sends one rendered with its api answers (docs/adr/0044, 0068):
// the markup in the root, the answers in their element after it.
import { FIRST_DATA_ELEMENT_ID } from '@smunity/shared-ui';

/** Puts the page into the document; returns its root, for mountSite to hydrate. */
export function servedPage(markup: string, answers: Record<string, unknown>): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  const answersElement = document.createElement('script');
  answersElement.type = 'application/json';
  answersElement.id = FIRST_DATA_ELEMENT_ID;
  answersElement.textContent = JSON.stringify(answers);
  document.body.replaceChildren(container, answersElement);
  return container;
}
