import type { Page, Response } from '@playwright/test';
import {
  completeSignUp,
  DEMO_PORTAL_PASSWORD,
  E2E_STUDENTS,
  expectAlert,
  logIn,
  mainMenu,
  recordAlerts,
  signUpViaApi,
  verifyAtPortal,
} from '../support/accounts';
import { expect, test } from '../support/site';
import { expireAccessToken } from '../support/tokens';

const isApiCall = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === `/api/v1${path}`;

async function expectLoggedInMenu(page: Page) {
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: '마이페이지' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '로그인' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '회원가입' })).toHaveCount(0);
}

async function expectVisitorMenu(page: Page) {
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '회원가입' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '마이페이지' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
}

async function memberCookie(page: Page) {
  const cookies = await page.context().cookies();
  const member = cookies.find((cookie) => cookie.name === 'member');
  return member ? JSON.parse(decodeURIComponent(member.value)) : undefined;
}

/** The api's HttpOnly refresh-token cookie (docs/adr/0022), which no script on the page can read. */
async function refreshCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'smunity_refresh');
}

test('a student agrees, verifies at the portal, signs up, logs in and out', async ({
  page,
  request,
  site,
}) => {
  const username = E2E_STUDENTS.accountsSignUp;
  const password = 'first-password-1';
  const { curriculumTerm: term } = await (
    await request.get(`${site.apiUrl}/api/v1/courses/basis/reference`)
  ).json();
  const alerts = recordAlerts(page);
  const main = page.getByRole('main');

  // The terms, with the data's 교육과정 term (the result page's, not the calendar's) and the 검사대상표.
  await page.goto('/accounts/agree');
  await expect(main.getByRole('heading', { level: 1, name: '이용약관 동의' })).toBeVisible();
  const terms = main.getByRole('region', { name: '이용약관' });
  await expect(terms.getByText(`${term.year}학년도 ${term.semester}`)).toHaveCount(2);
  await terms.getByRole('button', { name: '검사대상표' }).click();
  const table = page.getByRole('dialog', { name: '검사대상표' });
  await expect(table.getByText('현재 총 35개 학과 검사 가능')).toBeVisible();
  await table.getByRole('button', { name: '닫기' }).click();
  await expect(table).toHaveCount(0);

  // Verification: agreement first, then both fields, then the portal's verdict.
  const verification = main.getByRole('region', { name: '학생 인증' });
  const verify = () => verification.getByRole('button', { name: '인증하기' }).click();
  await expect(
    verification.getByRole('link', { name: /상명대학교 샘물포털시스템/ }),
  ).toHaveAttribute('href', 'https://portal.smu.ac.kr');
  await verification.getByLabel('학번').fill(username);
  await expectAlert(alerts, verify, '이용약관에 동의해주세요.');
  await terms.getByRole('checkbox', { name: '다음 이용약관에 동의합니다.' }).check();
  await expectAlert(alerts, verify, '학번과 샘물 비밀번호를 입력해주세요.');
  await verification.getByLabel('비밀번호', { exact: true }).fill('not-the-portal-password');
  await expectAlert(alerts, verify, '학번 및 비밀번호가 일치하지 않습니다.');
  await verification.getByLabel('비밀번호', { exact: true }).fill(DEMO_PORTAL_PASSWORD);
  await verify();

  // Sign-up with the verified profile, read-only.
  await expect(page).toHaveURL(/\/accounts\/register$/);
  await expect(main.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await expect(main.getByLabel('이름')).toHaveValue('배준영');
  await expect(main.getByLabel('학번')).toHaveValue(username);
  await expect(main.getByLabel('학과')).toHaveValue('생명공학전공');
  await expect(main.getByLabel('이메일')).not.toBeEditable();
  const signUp = () => main.getByRole('button', { name: '가입하기' }).click();
  const newPassword = main.getByLabel('비밀번호', { exact: true });
  const confirmation = main.getByLabel('비밀번호 재확인');
  await expectAlert(alerts, signUp, '비밀번호를 입력해주세요.');
  await newPassword.fill(password);
  await confirmation.fill('another-password-1');
  await expectAlert(alerts, signUp, '비밀번호가 일치하지 않습니다.');
  await newPassword.fill('short');
  await confirmation.fill('short');
  await expectAlert(
    alerts,
    signUp,
    '입력값에 대한 검증에 실패했습니다.\n비밀번호는 최소 8자리 이어야 합니다.',
  );
  await newPassword.fill(password);
  await confirmation.fill(password);
  await expectAlert(alerts, signUp, '회원가입이 완료되었습니다.');

  // Login: both fields, then the api's verdict, then my page.
  await expect(page).toHaveURL(/\/accounts\/login$/);
  const logInButton = () => main.getByRole('button', { name: '로그인' }).click();
  await expectAlert(alerts, logInButton, '학번과 비밀번호를 입력해주세요.');
  await main.getByLabel('학번').fill(username);
  await main.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
  // One answer for a wrong password and an unknown 학번, with the way to sign up under it.
  await expectAlert(alerts, logInButton, '학번 또는 비밀번호가 올바르지 않습니다.');
  await expect(main.getByText('아직 회원이 아니신가요? 회원가입')).toBeVisible();
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  await logInButton();
  await expect(page).toHaveURL(/\/mypage$/);
  await expectLoggedInMenu(page);

  // Members are sent away from the visitors' pages; a reload keeps the session.
  await page.goto('/accounts/login');
  await expect(page).toHaveURL(/\/mypage$/);
  await page.goto('/accounts/agree');
  await expect(page).toHaveURL(/\/mypage$/);
  await page.reload();
  await expectLoggedInMenu(page);

  // Logout revokes the refresh token on the api and ends the session here.
  // The refresh token is only in the api's HttpOnly cookie, never in what scripts can read.
  const stored = await refreshCookie(page);
  expect(stored).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/accounts' });
  const refreshToken = stored!.value;
  expect(await memberCookie(page)).not.toHaveProperty('refreshToken');
  expect(await page.evaluate(() => document.cookie)).not.toContain(refreshToken);
  const logoutCall = page.waitForResponse(isApiCall('POST', '/accounts/logout'));
  await mainMenu(page).getByRole('button', { name: '로그아웃' }).click();
  expect((await logoutCall).status()).toBe(204);
  await expect(page).toHaveURL(new RegExp(`^${site.url}/$`));
  await expectVisitorMenu(page);
  expect(await memberCookie(page)).toBeUndefined();
  expect(await refreshCookie(page)).toBeUndefined();
  const revoked = await request.post(`${site.apiUrl}/api/v1/accounts/refresh`, {
    data: { refreshToken },
  });
  expect(revoked.status()).toBe(401);
  expect(alerts).toHaveLength(9);
});

test('a student whose portal has no e-mail signs up all the same', async ({ page }) => {
  const username = E2E_STUDENTS.accountsSignUpWithoutEmail;
  const password = 'first-password-1';
  const alerts = recordAlerts(page);
  const main = page.getByRole('main');

  await verifyAtPortal(page, username);
  await expect(main.getByLabel('이름')).toHaveValue('문하은');
  await expect(main.getByLabel('이메일')).toHaveValue('');
  await completeSignUp(page, alerts, password);
  await logIn(page, { username, password });
  await expect(main.getByText('문하은').first()).toBeVisible();
});

test('a student who forgot the password verifies at the portal and sets a new one', async ({
  page,
  request,
  site,
}) => {
  const { username, password: oldPassword } = await signUpViaApi(
    request,
    site.apiUrl,
    E2E_STUDENTS.accountsPasswordReset,
  );
  const newPassword = 'renewed-password-1';
  const alerts = recordAlerts(page);
  const main = page.getByRole('main');

  // Without a reset authorisation the reset page is out of reach.
  await page.goto('/accounts/password/reset');
  await expect(page).toHaveURL(/\/accounts\/login$/);

  await main.getByRole('button', { name: '비밀번호를 잊어버리셨나요?' }).click();
  const findPassword = page.getByRole('dialog', { name: '비밀번호 찾기' });
  await expect(findPassword.getByLabel('학번')).toBeFocused();
  const verify = () => findPassword.getByRole('button', { name: '인증하기' }).click();
  await expectAlert(alerts, verify, '학번과 비밀번호를 입력해주세요.');
  await findPassword.getByLabel('학번').fill(username);
  await findPassword.getByLabel('샘물 비밀번호').fill(DEMO_PORTAL_PASSWORD);
  await verify();

  await expect(page).toHaveURL(/\/accounts\/password\/reset$/);
  await expect(main.getByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeVisible();
  await expect(main.getByLabel('학번')).toHaveValue(username);
  await expect(main.getByLabel('학번')).not.toBeEditable();
  const change = () => main.getByRole('button', { name: '변경하기' }).click();
  await expectAlert(alerts, change, '비밀번호를 입력해주세요.');
  await main.getByLabel('비밀번호', { exact: true }).fill(newPassword);
  await main.getByLabel('비밀번호 재확인').fill('something-else-1');
  await expectAlert(alerts, change, '비밀번호가 일치하지 않습니다.');
  await main.getByLabel('비밀번호 재확인').fill(newPassword);
  // Enter submits.
  await expectAlert(
    alerts,
    () => main.getByLabel('비밀번호 재확인').press('Enter'),
    '비밀번호가 변경되었습니다.',
  );
  await expect(page).toHaveURL(/\/accounts\/login$/);

  // The old password no longer works; the new one does.
  const logInButton = () => main.getByRole('button', { name: '로그인' }).click();
  await main.getByLabel('학번').fill(username);
  await main.getByLabel('비밀번호', { exact: true }).fill(oldPassword);
  await expectAlert(alerts, logInButton, '학번 또는 비밀번호가 올바르지 않습니다.');
  await logIn(page, { username, password: newPassword });
  await expectLoggedInMenu(page);
});

test('an expired access token is renewed silently, in the middle of using the site', async ({
  page,
  request,
  site,
}) => {
  const credentials = await signUpViaApi(request, site.apiUrl, E2E_STUDENTS.accountsRenewal);
  await logIn(page, credentials);
  // The header asks for the unread 알림 once the page is idle, an authenticated call of its own:
  // it ends before the tokens age, so the renewal below is my page's (on a busy machine it came
  // after them, renewed first, and the wait below missed it).
  const unreadCount = page.waitForResponse(isApiCall('GET', '/notifications/unread-count'));
  await page.goto('/');
  expect((await unreadCount).status()).toBe(200);

  // Half an hour later (the tokens re-dated, not waited for), my page's first authenticated call
  // comes back 401: the client renews the tokens once and replays the call, and the member
  // never notices.
  await expireAccessToken(page.context(), site);
  const expiredSession = await memberCookie(page);
  const firstRefresh = await refreshCookie(page);
  const refresh = page.waitForResponse(isApiCall('POST', '/accounts/refresh'));
  const profile = page.waitForResponse(
    (response) => isApiCall('GET', '/members/me')(response) && response.status() === 200,
  );
  await mainMenu(page).getByRole('link', { name: '마이페이지' }).click();
  expect((await refresh).status()).toBe(200);
  await profile;
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByRole('main').getByText('이서연').first()).toBeVisible();
  await expectLoggedInMenu(page);
  const renewedSession = await memberCookie(page);
  expect(renewedSession.accessToken).not.toBe(expiredSession.accessToken);
  expect((await refreshCookie(page))?.value).not.toBe(firstRefresh?.value);

  // Logout with an expired token renews first too, then revokes the renewed refresh token.
  await expireAccessToken(page.context(), site);
  const secondRefresh = page.waitForResponse(isApiCall('POST', '/accounts/refresh'));
  const logout = page.waitForResponse(
    (response) => isApiCall('POST', '/accounts/logout')(response) && response.status() === 204,
  );
  await mainMenu(page).getByRole('button', { name: '로그아웃' }).click();
  expect((await secondRefresh).status()).toBe(200);
  await logout;
  await expectVisitorMenu(page);
});

test('the accounts pages fit a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/accounts/login', '/accounts/agree']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: '검사대상표' }).click();
  const table = page.getByRole('dialog', { name: '검사대상표' });
  await expect(table.getByRole('table')).toBeVisible();
  const dialogBox = await table.boundingBox();
  expect(dialogBox?.width).toBeLessThanOrEqual(375);
});
