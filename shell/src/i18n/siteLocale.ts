// The shell's catalog (docs/adr/0060): its own texts over shared-ui's, Korean bundled, English a
// chunk of its own loaded only by a page in English.
import { AUTH_CATALOG } from '@smunity/shared-auth';
import { appCatalog, type SiteMessages } from '@smunity/shared-ui';
import korean from '../messages/ko.json';

export const SHELL_CATALOG = appCatalog(
  korean,
  async () => (await import('../messages/en.json')).default,
  [AUTH_CATALOG],
);

/** The Korean catalog, at hand without waiting: the prerender's and the default page's. */
export const KOREAN_MESSAGES: SiteMessages = SHELL_CATALOG.korean;
