// The texts of this remote's entry in the site header (../../header.ts), which a signed-in member
// loads on every page of the site: only its own, English a chunk of its own (docs/adr/0034, 0060).
// The notifications page shows its title too: the board's catalog holds this one (../catalog.ts).
import type { Catalog } from '@smunity/shared-ui';
import korean from './ko.json';

export const HEADER_CATALOG: Catalog = {
  korean,
  loadEnglish: async () => (await import('./en.json')).default,
};
