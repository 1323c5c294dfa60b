// The admins' pages' texts (docs/adr/0023, 0060): Korean bundled with the pages in their lazily
// loaded chunk, English a chunk of its own, so the board's catalog, which every student loads,
// carries none of them. The pages render under AreaMessages with it (features/admin/routes.tsx),
// a provider of its own, so it holds the board's catalog too: the pages show some of its texts (a
// question's title, its author, the board's empty list).
import { appCatalog } from '@smunity/shared-ui';
import { QNA_CATALOG } from '../catalog';
import korean from './ko.json';

export const ADMIN_CATALOG = appCatalog(korean, async () => (await import('./en.json')).default, [
  QNA_CATALOG,
]);
