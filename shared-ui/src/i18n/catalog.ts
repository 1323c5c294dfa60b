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

/**
 * The catalog's messages in `locale` if they are at hand now: Korean always, English once its
 * chunk has loaded (the load starts here if nothing asked for it yet); undefined until then.
 */
export function loadedMessages(catalog: Catalog, locale: SiteLocale): SiteMessages | undefined {
  const messages = messagesIn(catalog, locale);
  return messages instanceof Promise ? englishLoaded.get(catalog) : messages;
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
 * An app's catalog: its own texts over those of the shared packages whose components it renders:
 * shared-ui's always, and `shared` (shared-auth's AUTH_CATALOG: shared-ui cannot import it, as
 * shared-auth builds on shared-ui). Ids are prefixed by their package ('qna.', 'auth.', 'ui.'),
 * so no two catalogs hold the same id.
 */
export function appCatalog(
  korean: SiteMessages,
  loadEnglish: () => Promise<SiteMessages>,
  shared: readonly Catalog[] = [],
): Catalog {
  const included = [UI_CATALOG, ...shared];
  return {
    korean: Object.assign({}, ...included.map((catalog) => catalog.korean), korean),
    loadEnglish: async () => {
      const [own, ...others] = await Promise.all([
        loadEnglish(),
        ...included.map((catalog) => loadMessages(catalog, 'en')),
      ]);
      return Object.assign({}, ...others, own);
    },
  };
}
