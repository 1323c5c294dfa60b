// Renders the accounts routes as the shell mounts them (useRoutes under /accounts/* of a data
// router), next to a stand-in for /mypage, with the real shared-auth: its guards, store and
// cookies. Only the HTTP calls are faked (see fakeApi.ts).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router-dom';
import { clearMember, clearResetAuthorization, clearVerification } from 'shared-auth';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { routes } from '../routes';

function AccountsRoutes() {
  return useRoutes(routes);
}

/** Renders `url`; the returned router tells where the app went (`router.state.location`). */
export function renderAccounts(url: string) {
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

/** Ends every kind of session, cookies included, so tests do not leak into each other. */
export function resetSession(): void {
  clearMember();
  clearVerification();
  clearResetAuthorization();
}
