// shared-auth's texts (docs/adr/0060): the alerts and error texts it shows members. Its code
// renders inside every app, so each app's catalog merges this one under its own
// (`appCatalog(korean, loadEnglish, [AUTH_CATALOG])`): shared-ui cannot, as shared-auth builds
// on it.
import { pageIntl, UI_CATALOG, type Catalog } from '@smunity/shared-ui';
import korean from './ko.json';

export const AUTH_CATALOG: Catalog = {
  korean,
  loadEnglish: async () => (await import('./en.json')).default,
};

/**
 * shared-auth's texts in the page's language, for its code outside a React tree (an alert after
 * a failed call): shared-ui's texts too, whose error reference the alert quotes.
 */
export function authIntl() {
  return pageIntl([UI_CATALOG, AUTH_CATALOG]);
}
