// Texts for code that runs outside a React tree with an IntlProvider: an alert after a failed call,
// a plain function an app calls from an event handler (docs/adr/0060). Components format with
// `useIntl()` instead: on the server only they know the page's language.
import { createIntl, type IntlShape } from 'react-intl';
import { loadedMessages, UI_CATALOG, type Catalog } from './catalog';
import { DEFAULT_LOCALE, pageLocale, type SiteLocale, type SiteMessages } from './locale';

let last: { locale: SiteLocale; sources: SiteMessages[]; intl: IntlShape } | undefined;

/**
 * The page's language (`<html lang>`) with `catalogs`' texts, merged in order. An area's page has
 * loaded its catalog, shared-ui's and shared-auth's included, before it renders anything that
 * could call this; until an English catalog has loaded, its texts are the Korean ones.
 */
export function pageIntl(catalogs: readonly Catalog[] = [UI_CATALOG]): IntlShape {
  const wanted = pageLocale();
  const loaded = catalogs.map((catalog) => loadedMessages(catalog, wanted));
  const locale = loaded.every((messages) => messages !== undefined) ? wanted : DEFAULT_LOCALE;
  const sources = locale === wanted ? (loaded as SiteMessages[]) : catalogs.map((c) => c.korean);
  const same =
    last?.locale === locale &&
    last.sources.length === sources.length &&
    last.sources.every((messages, index) => messages === sources[index]);
  // One intl while the page's language and catalogs stay: formatters are cached inside it.
  if (!last || !same) {
    const messages = Object.assign({}, ...sources) as SiteMessages;
    last = {
      locale,
      sources,
      intl: createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }),
    };
  }
  return last.intl;
}
