// The shell's catalog (docs/adr/0060): its own texts over shared-ui's, Korean bundled, English a
// chunk of its own loaded only by a page in English.
import { AUTH_CATALOG } from '@smunity/shared-auth';
import { appCatalog } from '@smunity/shared-ui';
import korean from '../messages/ko.json';

export const SHELL_CATALOG = appCatalog(
  korean,
  async () => (await import('../messages/en.json')).default,
  [AUTH_CATALOG],
);
