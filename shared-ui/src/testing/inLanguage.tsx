// An app's texts for a component rendered alone in a test, as its area or the shell provides them
// on a page (docs/adr/0060).
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Catalog } from '../i18n/catalog';
import { DEFAULT_LOCALE, type SiteLocale, type SiteMessages } from '../i18n/locale';

type Wrapper = (props: { children: ReactNode }) => ReactNode;

function wrapperWith(locale: SiteLocale, messages: SiteMessages): Wrapper {
  return function InLanguage({ children }) {
    return (
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    );
  };
}

/** A `wrapper` for testing-library's render: `catalog`'s Korean texts. */
export function inKorean(catalog: Catalog): Wrapper {
  return wrapperWith('ko', catalog.korean);
}

/** A `wrapper` with `catalog`'s texts in `locale`, once its chunk has loaded. */
export async function inLanguage(catalog: Catalog, locale: SiteLocale): Promise<Wrapper> {
  return wrapperWith(locale, await loadMessages(catalog, locale));
}
