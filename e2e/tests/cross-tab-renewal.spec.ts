// Two tabs never end a session (issue 24, docs/adr/0026). The api rotates the refresh token on
// each use and ends the whole session when a spent one comes back (reuse detection); two tabs of
// one browser share that one cookie. Here both tabs find their access token expired and renew at
// the same instant: shared-auth lets one tab renew while the other waits and takes its result,
// so both stay signed in and no refresh is refused.
import type { Response } from '@playwright/test';
import { E2E_STUDENTS, logIn, mainMenu, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/site';
import { expireAccessToken } from '../support/tokens';

const isRefresh = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === '/api/v1/accounts/refresh';

test('two tabs renewing at the same instant both stay signed in', async ({
  browser,
  request,
  site,
}) => {
  const context = await browser.newContext({ baseURL: site.url });
  try {
    const member = await signUpViaApi(request, site.apiUrl, E2E_STUDENTS.crossTabRenewal);
    const first = await context.newPage();
    await logIn(first, member);
    const second = await context.newPage();
    await Promise.all([first.goto('/'), second.goto('/')]);

    const refreshes: Response[] = [];
    for (const page of [first, second])
      page.on('response', (r) => isRefresh(r) && refreshes.push(r));

    // Half an hour later (the shared cookie's access token re-dated, not waited for), both tabs
    // open my page at once: each call comes back 401 and each tab wants a renewal.
    await expireAccessToken(context, site);
    await Promise.all(
      [first, second].map((page) =>
        mainMenu(page).getByRole('link', { name: '마이페이지' }).click(),
      ),
    );

    for (const page of [first, second]) {
      await expect(page).toHaveURL(/\/mypage$/);
      await expect(page.getByRole('main').getByText('홍예린').first()).toBeVisible();
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.map((response) => response.status())).toEqual(refreshes.map(() => 200));

    // The session is alive for both: a reload of each stays on my page, signed in.
    for (const page of [first, second]) {
      await page.reload();
      await expect(page).toHaveURL(/\/mypage$/);
      await expect(mainMenu(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});
