// International students read the site in English (issue 40, docs/adr/0062): a browser that
// prefers English gets the pages in English from the server, hydrated in place; the header's switch
// changes the language for the whole site and remembers it; Korean stays the default.
import type { Page } from '@playwright/test';
import { expectHydratedInPlace, recordProblems } from '../support/hydration';
import { expect, test } from '../support/site';

const mainMenu = (page: Page, name: string) => page.getByRole('navigation', { name });
const homeHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: 'SMUNITY' });

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US', viewport: { width: 375, height: 740 } });

  test('gets the home page in English from the server, hydrated in place', async ({
    page,
    site,
  }) => {
    const problems = recordProblems(page);
    await expectHydratedInPlace(page, site.url, {
      prerendered: async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(homeHeading(page)).toBeVisible();
        await expect(page.getByRole('status')).toHaveText('Loading member statistics…');
      },
      kept: ['#home-title', 'header', 'footer'],
      hydrated: () =>
        expect(page.getByRole('heading', { level: 2, name: /Members in total/ })).toBeVisible(),
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

  test('switches to 한국어 and back; the choice holds on every page until changed', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    await mainMenu(page, 'Main menu').getByRole('button', { name: '한국어' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(mainMenu(page, '주 메뉴').getByRole('link', { name: '로그인' })).toBeVisible();
    // Another page, in Korean though the browser prefers English: the cookie says so.
    await page.goto(`${site.url}/accounts/login`);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();

    await mainMenu(page, '주 메뉴').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(mainMenu(page, 'Main menu').getByRole('link', { name: 'Sign up' })).toBeVisible();
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
        mainMenu(page, '주 메뉴').getByRole('button', { name: 'English' }),
      ).toHaveAttribute('lang', 'en');
    } finally {
      await context.close();
    }
  }
});
