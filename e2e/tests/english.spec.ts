// International students read the site in English (issue 40, docs/adr/0062): a browser that
// prefers English gets the pages in English from the server, hydrated in place; the header's switch
// changes the language for the whole site and remembers it; Korean stays the default.
import type { Page } from '@playwright/test';
import { DEMO_PORTAL_PASSWORD, expectAlert, recordAlerts, signUpViaApi } from '../support/accounts';
import { expectHydratedInPlace, ownedByReact, recordProblems } from '../support/hydration';
import { addSessionCookie, logInViaApi, postQuestion } from '../support/qna';
import { expect, startIsolatedSite, test, type Site } from '../support/site';

const mainMenu = (page: Page, name: string) => page.getByRole('navigation', { name });
const homeHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: 'SMUNITY' });

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US', viewport: { width: 375, height: 740 } });

  test('gets the home page in English from the server, hydrated in place', async ({
    page,
    site,
  }) => {
    // The member counts come in the page, in English (docs/adr/0068), once the page server's
    // renderer has started.
    await expect
      .poll(async () => (await fetch(site.url, { headers: { 'accept-language': 'en-US' } })).text())
      .toContain('Members in total');
    const problems = recordProblems(page);
    await expectHydratedInPlace(page, site.url, {
      prerendered: async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(homeHeading(page)).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 2, name: /Members in total/ }),
        ).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
      },
      kept: ['#home-title', 'header', 'footer', '.shell-stats__total'],
    });
    expect(problems).toEqual([]);
    const menu = mainMenu(page, 'Main menu');
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'SMUNITY, the graduation check for Sangmyung University students',
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test("gets an area's pages in English from the server, hydrated in place", async ({
    page,
    site,
  }) => {
    const problems = recordProblems(page);
    const prerenderedHeading = async (name: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(name);
    };
    // The login page: the remote's English first view, its form wired once the remote runs.
    await expectHydratedInPlace(page, `${site.url}/accounts/login`, {
      prerendered: () => prerenderedHeading('Log in'),
      kept: ['main h1', 'main form', 'main input[name="username"]', 'header'],
      hydrated: async () => {
        await expect(async () => {
          await page.getByRole('button', { name: 'Show password' }).click();
          await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible({
            timeout: 500,
          });
        }).toPass();
      },
    });
    // The board: rendered with its questions, in English, by the page server. A guest's page
    // waits only so long for its render (docs/adr/0044): the first after the site's start may go
    // without its data, and the render goes on for the next.
    await expect
      .poll(async () =>
        (
          await fetch(`${site.url}/qna/questions`, { headers: { 'accept-language': 'en-US' } })
        ).text(),
      )
      .toContain('Questions</caption>');
    await expectHydratedInPlace(page, `${site.url}/qna/questions`, {
      prerendered: async () => {
        await prerenderedHeading('Q&A board');
        await expect(page.getByRole('table', { name: 'Questions' })).toBeVisible();
      },
      kept: ['main h1', 'main nav', 'main table', 'header'],
      hydrated: () => ownedByReact(page, 'main nav'),
    });
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('switches to 한국어 and back; the choice holds on every page until changed', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    await page.getByRole('banner').getByRole('button', { name: '한국어' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(mainMenu(page, '주 메뉴').getByRole('link', { name: '로그인' })).toBeVisible();
    // Another page, in Korean though the browser prefers English: the cookie says so.
    await page.goto(`${site.url}/accounts/login`);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(mainMenu(page, 'Main menu').getByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  test('switches before the page has hydrated, or without JavaScript, and back on the same page', async ({
    browser,
    site,
  }) => {
    // A tap that comes before the scripts have run meets the server's page alone: the switch is
    // a form the page server answers (site-server/src/language-choice.js).
    const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/qna/questions`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await page.getByRole('banner').getByRole('button', { name: '한국어' }).click();
      await expect(page).toHaveURL(`${site.url}/qna/questions`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('heading', { level: 1, name: 'Q&A 게시판' })).toBeVisible();
      expect(await context.cookies(site.url)).toContainEqual(
        expect.objectContaining({ name: 'lang', value: 'ko', path: '/', sameSite: 'Lax' }),
      );

      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Q&A board' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test('a browser that prefers Korean, or names no language the site has, gets Korean', async ({
  browser,
  site,
}) => {
  for (const locale of ['ko-KR', 'de-DE']) {
    const context = await browser.newContext({ locale });
    try {
      const page = await context.newPage();
      await page.goto(site.url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'English' }),
      ).toHaveAttribute('lang', 'en');
    } finally {
      await context.close();
    }
  }
});

test.describe("a student's whole journey in English, on a phone", () => {
  // A database of its own: the student signs up here, as any demo student may.
  const STUDENT = '202227101';
  const PASSWORD = 'smunity-english-1';
  let site: Site;
  test.beforeAll(async () => {
    site = await startIsolatedSite();
  });
  test.afterAll(async () => site?.close());

  test('verifies, signs up, logs in, uploads the courses and reads the result, all in English', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: site.url,
      locale: 'en-US',
      viewport: { width: 375, height: 740 },
    });
    try {
      const page = await context.newPage();
      const alerts = recordAlerts(page);
      const main = page.getByRole('main');
      const sideways = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

      // The terms and the portal verification.
      await page.goto('/accounts/agree');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        main.getByRole('heading', { level: 1, name: 'Agree to the terms' }),
      ).toBeVisible();
      await main
        .getByRole('region', { name: 'Terms of use' })
        .getByRole('checkbox', { name: 'I agree to the following terms of use.' })
        .check();
      const verification = main.getByRole('region', { name: 'Student verification' });
      await verification.getByLabel('Student number').fill(STUDENT);
      await verification.getByLabel('Password', { exact: true }).fill(DEMO_PORTAL_PASSWORD);
      expect(await sideways()).toBeLessThanOrEqual(0);
      await verification.getByRole('button', { name: 'Verify' }).click();

      // Sign-up with a password of ours.
      await expect(page).toHaveURL(/\/accounts\/register$/);
      await expect(main.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
      await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await main.getByLabel('Confirm password').fill(PASSWORD);
      await expectAlert(
        alerts,
        () => main.getByRole('button', { name: 'Sign up' }).click(),
        'You have signed up.',
      );

      // Log in, my page.
      await expect(page).toHaveURL(/\/accounts\/login$/);
      await main.getByLabel('Student number').fill(STUDENT);
      await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await main.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/mypage$/);
      await expect(main.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Signed-in devices' })).toContainText(
        'This device',
      );
      expect(await sideways()).toBeLessThanOrEqual(0);
      // A member's menu keeps one row on the phone: every link at the height of the first.
      const menuTops = await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(menuTops.length).toBeGreaterThanOrEqual(4);
      expect(new Set(menuTops).size).toBe(1);

      // The courses from the portal, then the result.
      await main.getByRole('button', { name: 'Check graduation requirements' }).click();
      const upload = page.getByRole('dialog', { name: 'Update completed courses' });
      await upload.getByLabel('샘물 (Sammul) password').fill(DEMO_PORTAL_PASSWORD);
      await expectAlert(
        alerts,
        () => upload.getByRole('button', { name: 'Verify' }).click(),
        'Your completed courses have been updated.',
      );
      await expect(page).toHaveURL(/\/mypage\/result$/);
      await expect(
        main.getByRole('heading', { level: 1, name: 'Graduation check result' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/Graduation check result/);
      expect(await sideways()).toBeLessThanOrEqual(0);

      // The result again from the server, rendered with the member's data in English (the api's
      // answers asked in English) and hydrated without a mismatch. A member's page waits only so
      // long for its answers and render: the first in English after the site's start may go
      // without them.
      await expect
        .poll(async () =>
          (
            await context.request.get('/mypage/result', {
              headers: { 'accept-language': 'en-US' },
            })
          ).text(),
        )
        .toContain('id="smunity-first-data"');
      const problems = recordProblems(page);
      await expectHydratedInPlace(page, `${site.url}/mypage/result`, {
        prerendered: async () => {
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
          await expect(
            main.getByRole('heading', { level: 1, name: 'Graduation check result' }),
          ).toBeVisible();
          await expect(main).toContainText('Checked against: Entered in');
        },
        kept: ['main h1', 'main .check-basis', 'header'],
        hydrated: () => ownedByReact(page, 'main h1'),
      });
      expect(problems).toEqual([]);

      // The board, in English too.
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Guide' })
        .click();
      await expect(page).toHaveURL(/\/qna\/terms$/);
      await page.goto('/qna/questions');
      await expect(main.getByRole('heading', { level: 1, name: 'Q&A board' })).toBeVisible();
      expect(await sideways()).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

test("an admin's menu, with its unread count, keeps one row on a phone in English", async ({
  browser,
  playwright,
}) => {
  // The longest menu there is: 관리자 asked a question, another admin answered it.
  const ADMIN = '201900001';
  const OTHER_ADMIN = '202128101';
  const site = await startIsolatedSite({ ADMIN_USERNAMES: `${ADMIN},${OTHER_ADMIN}` });
  const api = await playwright.request.newContext();
  const context = await browser.newContext({
    baseURL: site.url,
    locale: 'en-US',
    viewport: { width: 375, height: 740 },
  });
  try {
    const admin = await logInViaApi(api, site.apiUrl, await signUpViaApi(api, site.apiUrl, ADMIN));
    const questionId = await postQuestion(api, site.apiUrl, admin, {
      title: '교양 영역 질문',
      content: '균형교양은 몇 학점인가요?',
    });
    const other = await logInViaApi(
      api,
      site.apiUrl,
      await signUpViaApi(api, site.apiUrl, OTHER_ADMIN),
    );
    const answered = await api.post(`${site.apiUrl}/api/v1/questions/${questionId}/answer`, {
      headers: { Authorization: `Bearer ${other.accessToken}` },
      data: { content: '9학점입니다.' },
    });
    expect(answered.status()).toBe(201);
    await addSessionCookie(context, site.url, admin);
    const page = await context.newPage();

    await page.goto('/qna/questions');

    const menu = mainMenu(page, 'Main menu');
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Notifications/ })).toContainText('1');
    const tops = await menu
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
  } finally {
    await context.close();
    await api.dispose();
    await site.close();
  }
});
