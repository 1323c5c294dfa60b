// A `member` cookie outlives the session it holds: a withdrawal or a password change in another
// session, a logout in another tab, the session's lifetime. Public pages stay public whatever
// the cookie holds (the api answers their reads as a guest's), and the first page that needs the
// member renews once, then signs out cleanly and drops the cookie (issue 36, docs/adr/0026).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  DEFAULT_MEMBER_PASSWORD,
  DEMO_PORTAL_PASSWORD,
  logIn,
  mainMenu,
  signUpViaApi,
} from '../support/accounts';
import { expect, startIsolatedSite, test, type Site } from '../support/site';
import { ageSessionTokens, siteTokenSecret } from '../support/tokens';

// A fresh database of its own: any demo student may sign up here.
const STUDENTS = {
  sharer: '202128101',
  withdrawn: '202012301',
  passwordChanged: '201910101',
  loggedOutElsewhere: '202204101',
  lifetimeReached: '202227101',
} as const;

test.describe.configure({ mode: 'serial' });

let site: Site;
let shareUrl: string;

test.beforeAll(async ({ playwright }) => {
  site = await startIsolatedSite();
  const request = await playwright.request.newContext();
  try {
    shareUrl = await shareOfAnotherMember(request);
  } finally {
    await request.dispose();
  }
});
test.afterAll(async () => site?.close());

/** A share link of a member who stays: its page is public. */
async function shareOfAnotherMember(request: APIRequestContext): Promise<string> {
  const sharer = await signUpViaApi(request, site.apiUrl, STUDENTS.sharer);
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, sharer.username)}` };
  const upload = await request.post(`${site.apiUrl}/api/v1/courses/upload`, {
    headers,
    data: { username: sharer.username, password: DEMO_PORTAL_PASSWORD },
  });
  expect(upload.status()).toBe(201);
  const share = await request.post(`${site.apiUrl}/api/v1/shares`, {
    headers,
    data: { expiresInDays: 7, showName: false },
  });
  expect(share.status()).toBe(201);
  return new URL((await share.json()).url).pathname;
}

async function accessTokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post(`${site.apiUrl}/api/v1/accounts/login`, {
    data: { username, password: DEFAULT_MEMBER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).accessToken;
}

/** A member signed up and logged in through the login page, in a browser of their own. */
async function signedInBrowser(
  browser: import('@playwright/test').Browser,
  request: APIRequestContext,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const member = await signUpViaApi(request, site.apiUrl, username);
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  await logIn(page, member);
  return { context, page };
}

async function memberCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'member');
}

/** The home page, the board and a share link, each with its data, as for a guest. */
async function expectPublicPagesWork(page: Page): Promise<void> {
  await page.goto('/');
  const stats = page.getByRole('region', { name: '회원 통계' });
  await expect(stats.getByRole('heading', { name: /총 회원 수/ })).toBeVisible();
  await expect(stats).not.toContainText('불러오지 못했습니다');

  await page.goto('/qna/questions');
  await expect(page.getByRole('table', { name: '질문 목록' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('불러오지 못했습니다');

  await page.goto(shareUrl);
  await expect(
    page.getByRole('heading', { name: /^공유된 졸업요건 검사 결과 \(\d{4}-\d{2}-\d{2} 기준\)$/ }),
  ).toBeVisible();
}

/** A member's page: one renewal at most, then the login page, and the cookie is gone. */
async function expectSignedOutCleanly(page: Page, context: BrowserContext): Promise<void> {
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/accounts/refresh') {
      refreshes.push(response.status());
    }
  });
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await expect(mainMenu(page).getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await memberCookie(context)).toBeUndefined();
  expect(refreshes.length).toBeLessThanOrEqual(1);
  expect(refreshes.every((status) => status === 401)).toBe(true);
  // Signed out, the public pages are still whole.
  await expectPublicPagesWork(page);
}

test('after a withdrawal in another session', async ({ browser, request }) => {
  const { context, page } = await signedInBrowser(browser, request, STUDENTS.withdrawn);
  try {
    const withdrawal = await request.delete(`${site.apiUrl}/api/v1/members/me`, {
      headers: { Authorization: `Bearer ${await accessTokenOf(request, STUDENTS.withdrawn)}` },
      data: { password: DEFAULT_MEMBER_PASSWORD },
    });
    expect(withdrawal.status()).toBe(204);
    expect(await memberCookie(context)).toBeDefined();

    await expectPublicPagesWork(page);
    await expectSignedOutCleanly(page, context);
  } finally {
    await context.close();
  }
});

test('after a password change in another session', async ({ browser, request }) => {
  const { context, page } = await signedInBrowser(browser, request, STUDENTS.passwordChanged);
  try {
    const change = await request.patch(`${site.apiUrl}/api/v1/members/me/password`, {
      headers: {
        Authorization: `Bearer ${await accessTokenOf(request, STUDENTS.passwordChanged)}`,
      },
      data: { password: 'smunity-e2e-2', currentPassword: DEFAULT_MEMBER_PASSWORD },
    });
    expect(change.status()).toBe(200);

    await expectPublicPagesWork(page);
    await expectSignedOutCleanly(page, context);
  } finally {
    await context.close();
  }
});

test('after a logout in another tab', async ({ browser, request }) => {
  const { context, page } = await signedInBrowser(browser, request, STUDENTS.loggedOutElsewhere);
  try {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/');
    await mainMenu(other).getByRole('button', { name: '로그아웃' }).click();
    await expect(mainMenu(other).getByRole('link', { name: '로그인' })).toBeVisible();

    await expectPublicPagesWork(page);
    await expectSignedOutCleanly(page, context);
  } finally {
    await context.close();
  }
});

test('after the session lifetime', async ({ browser, request }) => {
  const { context, page } = await signedInBrowser(browser, request, STUDENTS.lifetimeReached);
  try {
    // The clock pinned past the session's lifetime: the browser's tokens as they are then, both
    // past their expiry (a refresh token never outlives its session, api/src/auth/tokens.ts).
    await ageSessionTokens(context, SESSION_LIFETIME_SECONDS + 60, siteTokenSecret(site.dataDir), {
      refreshToo: true,
    });

    await expectPublicPagesWork(page);
    await expectSignedOutCleanly(page, context);
  } finally {
    await context.close();
  }
});

/** SESSION_MAX_AGE_SECONDS's default (api/src/config.ts): 30 days. */
const SESSION_LIFETIME_SECONDS = 2_592_000;
