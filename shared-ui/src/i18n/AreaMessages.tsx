import { use, useContext, type ReactNode } from 'react';
import { IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { Outlet, type RouteObject } from 'react-router-dom';
import { loadMessages, messagesIn, type Catalog } from './catalog';
import { DEFAULT_LOCALE, pageLocale, siteLocaleOf, type SiteLocale } from './locale';

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

/** What the layout route of withAreaMessages says of itself: the catalog it provides. */
interface MessagesHandle {
  readonly messages: Catalog;
}

/**
 * A remote's routes under its texts: one pathless layout route around them (routes.tsx), which
 * names its catalog in its handle, so a server's render can load it first (loadRouteMessages).
 */
export function withAreaMessages(catalog: Catalog, routes: RouteObject[]): RouteObject[] {
  const handle: MessagesHandle = { messages: catalog };
  return [
    {
      element: (
        <AreaMessages catalog={catalog}>
          <Outlet />
        </AreaMessages>
      ),
      handle,
      children: routes,
    },
  ];
}

const catalogOf = (route: RouteObject) =>
  (route.handle as Partial<MessagesHandle> | undefined)?.messages;

/**
 * Loads, in `locale`, every catalog the routes provide (withAreaMessages, at any depth): a
 * server's render is synchronous, so an English render finds its texts at hand (messagesIn) only
 * once they are loaded.
 */
export async function loadRouteMessages(
  routes: readonly RouteObject[],
  locale: SiteLocale,
): Promise<void> {
  const catalogs = (list: readonly RouteObject[]): Catalog[] =>
    list.flatMap((route) => {
      const own = catalogOf(route);
      return [...(own ? [own] : []), ...catalogs(route.children ?? [])];
    });
  await Promise.all(catalogs(routes).map((catalog) => loadMessages(catalog, locale)));
}

/**
 * A page rendered outside the shell's app in `locale` (a remote's first views and renders with
 * data, in Node): the language AreaMessages reads from the page around it, as the shell's
 * IntlProvider gives it in the browser. No texts of its own: each area brings its catalog.
 */
export function InPageLanguage({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={{}}>
      {children}
    </IntlProvider>
  );
}
