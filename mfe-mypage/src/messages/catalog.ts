// This area's texts over shared-ui's (docs/adr/0060): Korean bundled with the area's code, English
// a chunk of its own. Its routes render under AreaMessages with it (routes.tsx).
import { AUTH_CATALOG } from '@smunity/shared-auth';
import { appCatalog } from '@smunity/shared-ui';
import korean from './ko.json';

export const MYPAGE_CATALOG = appCatalog(korean, async () => (await import('./en.json')).default, [
  AUTH_CATALOG,
]);
