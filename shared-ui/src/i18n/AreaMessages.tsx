import { use, useContext, type ReactNode } from 'react';
import { IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { Outlet, type RouteObject } from 'react-router-dom';
import { messagesIn, type Catalog } from './catalog';
import { DEFAULT_LOCALE, pageLocale, siteLocaleOf } from './locale';

/**
 * An area's texts for everything it renders (docs/adr/0060): a remote's routes sit under this
 * element (its `routes.tsx`), so however the area is mounted (in the shell's router, as a parcel,
 * on its standalone page, in a server's render) it has its own catalog, in the language of the
 * page around it: the shell's, or `<html lang>` where the area has a root of its own. In English
 * the catalog's chunk loads first (the area's Suspense shows its loading state meanwhile).
 */
export function AreaMessages({ catalog, children }: { catalog: Catalog; children: ReactNode }) {
  const around: IntlShape | undefined = useContext(IntlContext);
  const locale = around ? siteLocaleOf(around.locale) : pageLocale();
  const messages = messagesIn(catalog, locale);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages instanceof Promise ? use(messages) : messages}
    >
      {children}
    </IntlProvider>
  );
}

/** A remote's routes under its texts: one pathless layout route around them (routes.tsx). */
export function withAreaMessages(catalog: Catalog, routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <AreaMessages catalog={catalog}>
          <Outlet />
        </AreaMessages>
      ),
      children: routes,
    },
  ];
}
