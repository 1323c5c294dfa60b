// This remote's routes as the shell mounts them (shared-auth's renderRemoteArea, under /qna),
// inside the shell's language: Korean, or another once its catalog has loaded.
import { act } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRemoteArea, type RemoteAreaRouter } from '@smunity/shared-auth/src/testing';
import { AREA_PATHS } from '@smunity/shared-ui';
import type { SiteLocale } from '@smunity/shared-ui';
import { inKorean, inLanguage } from '@smunity/shared-ui/src/testing/inLanguage';
import { QNA_CATALOG } from '../messages/catalog';
import { routes } from '../routes';

/** What inKorean / inLanguage give: the texts of one language around a rendered tree. */
export type LanguageWrapper = (props: { children: ReactNode }) => ReactNode;

/**
 * The area's routes under `Language`, as under the shell's IntlProvider. The area follows it;
 * in English its catalog's chunk is awaited once more behind Suspense (`use`), as on a page.
 */
export function routesIn(Language: LanguageWrapper): RouteObject[] {
  return [
    {
      element: (
        <Language>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Language>
      ),
      children: routes,
    },
  ];
}

/** The area at `url` in Korean, the site's language. */
export function renderQna(url: string): RemoteAreaRouter {
  return renderRemoteArea(routesIn(inKorean(QNA_CATALOG)), { area: AREA_PATHS.qna, url });
}

/**
 * The area at `url` in `locale`: its catalog loaded first (inLanguage), the first render inside
 * act, where React retries what suspended on the chunk, as a page's Suspense does.
 */
export async function renderQnaIn(locale: SiteLocale, url: string): Promise<RemoteAreaRouter> {
  const language = await inLanguage(QNA_CATALOG, locale);
  let router: RemoteAreaRouter | undefined;
  await act(async () => {
    router = renderRemoteArea(routesIn(language), { area: AREA_PATHS.qna, url });
  });
  if (!router) throw new Error('The area did not render.');
  return router;
}
