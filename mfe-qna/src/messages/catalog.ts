// This area's texts over shared-ui's (docs/adr/0060): Korean bundled with the area's code, English
// a chunk of its own. Its routes render under AreaMessages with it (routes.tsx). The header entry's
// texts and the admin pages' are catalogs of their own, in the chunks that need them (header/,
// admin/): a student's board carries neither the admins' texts nor a second copy of the header's.
import { AUTH_CATALOG } from '@smunity/shared-auth';
import { appCatalog } from '@smunity/shared-ui';
import { HEADER_CATALOG } from './header/catalog';
import korean from './ko.json';

export const QNA_CATALOG = appCatalog(korean, async () => (await import('./en.json')).default, [
  AUTH_CATALOG,
  HEADER_CATALOG,
]);
