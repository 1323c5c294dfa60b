import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import type { PageViewReporter } from './analytics/PageViewReporter';
import { PageViewReporterContext } from './analytics/PageViewTracker';
import { DEFAULT_LOCALE, type SiteLocale, type SiteMessages } from '@smunity/shared-ui';
import { SiteRoutes } from './routing/SiteRoutes';

/**
 * The whole site as React renders it: the browser (bootstrap.tsx) and the build's prerender of the
 * first view (prerender.tsx) render this same tree, so the browser hydrates the prerendered
 * markup instead of replacing it.
 */
export function SiteApp({
  locale,
  messages,
  path,
  reporter,
}: {
  /** The page's language, and the shell's catalog in it (SHELL_CATALOG, i18n/siteLocale.ts). */
  locale: SiteLocale;
  messages: SiteMessages;
  /** The page to render in a memory router (the prerender, the tests); the browser's when absent. */
  path?: string;
  /** null: nothing is reported (the prerender, which runs no effects anyway). */
  reporter: PageViewReporter | null;
}) {
  return (
    <StrictMode>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        <PageViewReporterContext value={reporter}>
          {path === undefined ? (
            <BrowserRouter>
              <SiteRoutes />
            </BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[path]}>
              <SiteRoutes />
            </MemoryRouter>
          )}
        </PageViewReporterContext>
      </IntlProvider>
    </StrictMode>
  );
}
