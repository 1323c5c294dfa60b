// The shell's texts for a component rendered alone, as SiteApp provides them to the whole site.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, KOREAN_MESSAGES } from '../i18n/siteLocale';

/** A `wrapper` for testing-library's render: the shell's Korean catalog. */
export function InKorean({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} messages={KOREAN_MESSAGES}>
      {children}
    </IntlProvider>
  );
}
