// This remote's routes as the shell mounts them (shared-auth's renderRemoteArea, under /mypage),
// next to a stand-in home page so tests can see the pages leave the area (logout, withdrawal).
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { renderRemoteArea, type RemoteAreaRouter } from '@smunity/shared-auth/src/testing';
import { AREA_PATHS, loadMessages, ROUTES } from '@smunity/shared-ui';
import { DEFAULT_LOCALE, type SiteLocale } from '@smunity/shared-ui/src/i18n/locale';
import { MYPAGE_CATALOG } from '../messages/catalog';
import { routes } from '../routes';

export const HOME_STAND_IN = '홈 (테스트)';

/** Renders `url` (e.g. ROUTES.MYPAGE) on a Korean page (the area's own catalog, routes.tsx). */
export function renderMypageArea(url: string): RemoteAreaRouter {
  return renderRemoteArea(routes, {
    area: AREA_PATHS.mypage,
    url,
    standIns: { [ROUTES.HOME]: HOME_STAND_IN },
  });
}

/**
 * Renders `url` inside a page in `locale`, as the shell's IntlProvider sets it: the area's routes
 * follow it and load their catalog's chunk first (AreaMessages), as in the browser.
 */
export async function renderMypageAreaIn(
  locale: SiteLocale,
  url: string,
): Promise<RemoteAreaRouter> {
  await loadMessages(MYPAGE_CATALOG, locale);
  const inPage = [
    {
      element: (
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={{}}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </IntlProvider>
      ),
      children: routes,
    },
  ];
  let router: RemoteAreaRouter | undefined;
  // React retries the suspended first render once the catalog's promise settles, inside act.
  await act(async () => {
    router = renderRemoteArea(inPage, {
      area: AREA_PATHS.mypage,
      url,
      standIns: { [ROUTES.HOME]: HOME_STAND_IN },
    });
  });
  if (!router) throw new Error('The area did not render.');
  return router;
}
