// "로그인 기기" (issue 18, docs/adr/0026): the member signs in on two browsers, logs the other one
// out from my page, and that browser is signed out at its next navigation — its tokens are
// refused by the api at once, not when they expire.
import { E2E_STUDENTS, expectAlert, logIn, recordAlerts, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/site';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('a device logged out from "로그인 기기" lands on the login at its next navigation', async ({
  page,
  browser,
  request,
  site,
}) => {
  const member = await signUpViaApi(request, site.apiUrl, E2E_STUDENTS.sessionsMember);
  const alerts = recordAlerts(page);
  // The first device: the suite's Chromium (a Linux desktop).
  await logIn(page, member);
  // The second device: another browser (its own cookies) that says it is an iPhone.
  const phoneContext = await browser.newContext({ baseURL: site.url, userAgent: IPHONE_SAFARI });
  try {
    const phone = await phoneContext.newPage();
    await logIn(phone, member);

    await page.reload();
    const devices = page.getByRole('region', { name: '로그인 기기' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    const current = devices.getByRole('listitem').filter({ hasText: '현재 기기' });
    await expect(current).toContainText('Chrome · Linux');
    await expect(current).toContainText('처음 로그인');
    await expect(current).toContainText('마지막 사용');

    // A listener that accepts at once: with only a waitForEvent, Playwright dismisses the alert
    // itself and a later accept() waits forever.
    await expectAlert(
      alerts,
      () => devices.getByRole('button', { name: 'Safari · iOS 로그아웃' }).click(),
      'Safari · iOS 기기에서 로그아웃했습니다.',
    );

    await expect(devices.getByRole('listitem')).toHaveCount(1);

    // The phone still shows my page; its next navigation finds its session ended.
    await expect(phone).toHaveURL(/\/mypage$/);
    await phone.goto('/mypage');
    await expect(phone).toHaveURL(/\/accounts\/login$/);
    await expect(phone.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();

    // This device goes on.
    await page.reload();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(devices.getByRole('listitem')).toHaveCount(1);
  } finally {
    await phoneContext.close();
  }
});
