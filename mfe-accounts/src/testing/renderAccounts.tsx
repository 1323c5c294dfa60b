// This remote's routes as the shell mounts them (shared-auth's renderRemoteArea, under /accounts),
// next to a stand-in for /mypage, with the real shared-auth: its guards, store and cookies, and in
// the page's language as the shell provides it. Only the network is faked (shared-auth's
// installRoutedApi).
import {
  expectNoUnexpectedCalls,
  renderRemoteArea,
  resetSession,
  unanswered,
  type RemoteAreaRouter,
  type ReplyTable,
} from '@smunity/shared-auth/src/testing';
import { act } from '@testing-library/react';
import { AREA_PATHS, ROUTES } from '@smunity/shared-ui';
import { inKorean, inLanguage } from '@smunity/shared-ui/src/testing/inLanguage';
import { Outlet } from 'react-router-dom';
import { ACCOUNTS_CATALOG } from '../messages/catalog';
import { routes } from '../routes';

/** The page's language around the area: inKorean or inLanguage of ACCOUNTS_CATALOG. */
export type PageLanguage = ReturnType<typeof inKorean>;

/**
 * Renders `url` in `Language` (Korean unless told); the returned router tells where the app went
 * (`router.state.location`).
 */
export function renderAccounts(
  url: string,
  Language: PageLanguage = inKorean(ACCOUNTS_CATALOG),
): RemoteAreaRouter {
  const inLanguage = [
    {
      element: (
        <Language>
          <Outlet />
        </Language>
      ),
      children: routes,
    },
  ];
  return renderRemoteArea(inLanguage, {
    area: AREA_PATHS.accounts,
    url,
    standIns: { [ROUTES.MYPAGE]: '마이페이지' },
  });
}

/**
 * Renders `url` on an English page: the area loads its English catalog first, and React retries
 * the render it suspended meanwhile once that settles, inside act.
 */
export async function renderAccountsInEnglish(url: string): Promise<RemoteAreaRouter> {
  const english = await inLanguage(ACCOUNTS_CATALOG, 'en');
  return act(async () => renderAccounts(url, english));
}

/** The agree page's reads, held: for the tests that only pass through that page. */
export const AGREE_PAGE_READS_HELD: ReplyTable = {
  'GET /courses/basis/reference': unanswered,
  'GET /departments': unanswered,
};

/**
 * Keeps the tests of a file from leaking into each other: each records its own alerts (jsdom has
 * no window.alert) in the returned mock, leaves no session or spy behind, and fails a test whose
 * page called the api where the test did not expect it.
 */
export function isolatePageTests(): jest.Mock<void, [message?: unknown]> {
  const alerts = jest.fn<void, [message?: unknown]>();
  beforeEach(() => {
    jest.spyOn(window, 'alert').mockImplementation(alerts);
  });
  afterEach(() => {
    alerts.mockReset();
    resetSession();
    jest.restoreAllMocks();
    expectNoUnexpectedCalls();
  });
  return alerts;
}
