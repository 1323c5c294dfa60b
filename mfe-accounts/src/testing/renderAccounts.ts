// Renders the accounts routes as the shell mounts them (useRoutes under /accounts/* of a data
// router), next to a stand-in for /mypage, with the real shared-auth: its guards, store and
// cookies. Only the HTTP calls are faked (see fakeApi.ts).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router-dom';
import { clearMember, clearResetAuthorization, clearVerification } from 'shared-auth';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { routes } from '../routes';

function AccountsRoutes() {
  return useRoutes(routes);
}

export type AccountsRouter = ReturnType<typeof createMemoryRouter>;

/** Renders `url`; the returned router tells where the app went (`router.state.location`). */
export function renderAccounts(url: string): AccountsRouter {
  const router = createMemoryRouter(
    [
      { path: `${AREA_PATHS.accounts}/*`, element: <AccountsRoutes /> },
      { path: ROUTES.MYPAGE, element: <h1>마이페이지</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Waits for the page titled `heading` and checks that the app went to `pathname` to show it. */
export async function expectPageAt(router: AccountsRouter, pathname: string, heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(pathname);
}

/** Ends every kind of session, cookies included. */
function resetSession(): void {
  clearMember();
  clearVerification();
  clearResetAuthorization();
}

/**
 * Keeps the tests of a file from leaking into each other: each records its own alerts (jsdom has
 * no window.alert) in the returned mock, and leaves no session or spy behind.
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
  });
  return alerts;
}
