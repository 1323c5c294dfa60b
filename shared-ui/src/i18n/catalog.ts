// An app's texts in each language (docs/adr/0060): the Korean catalog is bundled with its code (the
// default page and every prerender need it at once); the English one is a chunk of its own, loaded
// only by a page in English.
import uiKorean from '../messages/ko.json';
import type { SiteLocale, SiteMessages } from './locale';

export interface Catalog {
  readonly korean: SiteMessages;
  readonly loadEnglish: () => Promise<SiteMessages>;
}

const englishLoads = new WeakMap<Catalog, Promise<SiteMessages>>();
const englishLoaded = new WeakMap<Catalog, SiteMessages>();

/**
 * The catalog's messages in `locale`: Korean at once; English at once when loaded before (a
 * server's render loads it first: renders are synchronous), else as a promise, the same one on
 * every call (React's `use` suspends on a promise until it settles, and reads it by identity).
 */
export function messagesIn(
  catalog: Catalog,
  locale: SiteLocale,
): SiteMessages | Promise<SiteMessages> {
  if (locale === 'ko') return catalog.korean;
  const loaded = englishLoaded.get(catalog);
  if (loaded) return loaded;
  let load = englishLoads.get(catalog);
  if (!load) {
    load = catalog.loadEnglish().then((messages) => {
      englishLoaded.set(catalog, messages);
      return messages;
    });
    englishLoads.set(catalog, load);
  }
  return load;
}

/** The catalog's messages in `locale`, awaited: a server's render or a test in English. */
export async function loadMessages(catalog: Catalog, locale: SiteLocale): Promise<SiteMessages> {
  return messagesIn(catalog, locale);
}

/** shared-ui's own texts (its components render them in every app). */
export const UI_CATALOG: Catalog = {
  korean: uiKorean,
  loadEnglish: async () => (await import('../messages/en.json')).default,
};

/**
 * An app's catalog: its own texts over shared-ui's, whose components it renders. Ids are prefixed
 * by their app ('qna.', 'ui.'), so no two catalogs hold the same id.
 */
export function appCatalog(
  korean: SiteMessages,
  loadEnglish: () => Promise<SiteMessages>,
): Catalog {
  return {
    korean: { ...UI_CATALOG.korean, ...korean } as SiteMessages,
    loadEnglish: async () => {
      const [ui, own] = await Promise.all([loadMessages(UI_CATALOG, 'en'), loadEnglish()]);
      return { ...ui, ...own } as SiteMessages;
    },
  };
}
