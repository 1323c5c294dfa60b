// A member's result and plan pages arrive rendered with the member's own data (issue 27,
// docs/adr/0044): the shell's server asks the api for the page's one read (issue 35) with the
// member's token and renders the page with it, and the browser hydrates that markup without
// asking for it again; the home page arrives in the member's frame with the member counts
// (docs/adr/0068). When it cannot (here: the access token has expired), the page comes with
// that read preloaded instead (docs/adr/0042): the browser sends it with the member cookie, and
// the page's api client is answered by that very preload, after one renewal.
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { DEMO_PORTAL_PASSWORD, signUpViaApi } from '../support/accounts';
import {
  expectHydratedInPlace,
  passUnusedPreloadCheck,
  recordProblems,
} from '../support/hydration';
import { addSessionCookie, logInViaApi } from '../support/qna';
import { expect, startIsolatedSite, test, type Site } from '../support/site';
import { expireAccessToken } from '../support/tokens';

/** Members with courses to check (an isolated site: any students). */
const MEMBERS = {
  /** 응우옌티란, 글로벌경영학과, 2022. */
  signedIn: '202227101',
  /** 박지훈, 경영학부, 2020: comes back with an expired access token. */
  comingBack: '202012301',
};

/**
 * Each page, its one api read, what shows it has its data, and elements of the server's markup
 * hydration keeps.
 */
const PAGES = [
  {
    path: '/mypage/result',
    read: '/api/v1/graduation-check',
    loaded: (page: Page, username: string) =>
      expect(page.getByRole('region', { name: new RegExp(`^이수학점 ${username}`) })).toBeVisible(),
    kept: ['header nav', 'main h1', 'main section'],
  },
  {
    path: '/mypage/plan',
    read: '/api/v1/plan',
    loaded: (page: Page) => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(),
    kept: ['header nav', 'main h1', 'main h3'],
  },
];

/** `username`, signed up with their courses stored; a fresh session in `context`. */
async function signedInMember(
  request: APIRequestContext,
  site: Site,
  context: BrowserContext,
  username: string,
) {
  const member = await signUpViaApi(request, site.apiUrl, username);
  const session = await logInViaApi(request, site.apiUrl, member);
  const upload = await request.post(`${site.apiUrl}/api/v1/courses/upload`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { username, password: DEMO_PORTAL_PASSWORD },
  });
  expect(upload.status(), 'course upload').toBe(201);
  await addSessionCookie(context, site.url, session);
  return member;
}

/** The credentialed fetch preloads in the page's HTML, as the server wrote them. */
async function preloadedReads(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="preload"][as="fetch"][crossorigin="use-credentials"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
}

/** Every api GET the page makes, with the Authorization header it carried. */
function recordApiReads(page: Page) {
  const reads: Array<{ url: string; authorization: string | undefined; request: Request }> = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      reads.push({ url: request.url(), authorization: request.headers().authorization, request });
    }
  });
  return reads;
}

/** The api reads the page holds its answers to (the server's render), as path and query. */
async function heldReads(page: Page): Promise<string[]> {
  const held = await page.locator('#smunity-first-data').textContent();
  return held ? Object.keys(JSON.parse(held) as Record<string, unknown>) : [];
}

const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

test.describe("a member's page arrives with the member's data", () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startIsolatedSite();
  });
  test.afterAll(async () => site?.close());

  test('shows with JavaScript off, and is hydrated without asking its first reads again, no warning', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ baseURL: site.url });
    const withoutScripts = await browser.newContext({
      baseURL: site.url,
      javaScriptEnabled: false,
    });
    try {
      await signedInMember(request, site, context, MEMBERS.signedIn);
      await withoutScripts.addCookies(await context.cookies());
      for (const { path, read, loaded, kept } of PAGES) {
        // A page waits only so long for its answers: the first loads after the site's start may
        // go without them (a cold api), as a guest's may go without a first view.
        await expect
          .poll(async () => (await context.request.get(path)).text())
          .toContain('id="smunity-first-data"');
        const still = await withoutScripts.newPage();
        await still.goto(path);
        await loaded(still, MEMBERS.signedIn);
        await still.close();

        const page = await context.newPage();
        const problems = recordProblems(page);
        const reads = recordApiReads(page);
        await expectHydratedInPlace(page, path, {
          prerendered: () => loaded(page, MEMBERS.signedIn),
          kept,
        });
        await page.waitForLoadState('networkidle');
        const held = await heldReads(page);
        expect(held, `${path} holds its one read`).toEqual([read]);
        expect(reads.map((asked) => pathAndQuery(asked.url)).filter((url) => url === read)).toEqual(
          [],
        );
        // Nothing preloaded that the page would not use.
        expect(await preloadedReads(page)).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      }

      // The home page too, in the member's frame with the member counts (docs/adr/0068).
      await expect
        .poll(async () => (await context.request.get('/')).text())
        .toContain('id="smunity-first-data"');
      const home = await context.newPage();
      const problems = recordProblems(home);
      const reads = recordApiReads(home);
      await expectHydratedInPlace(home, '/', {
        prerendered: async () => {
          await expect(home.getByRole('heading', { level: 2, name: /총 회원 수/ })).toBeVisible();
          await expect(
            home
              .getByRole('navigation', { name: '주 메뉴' })
              .getByRole('link', { name: '마이페이지' }),
          ).toBeVisible();
        },
        kept: ['header nav', '#home-title', '.shell-stats__total'],
      });
      await home.waitForLoadState('networkidle');
      const counts = ['/api/v1/members/count', '/api/v1/departments'];
      expect(await heldReads(home)).toEqual(counts);
      expect(
        reads.map((asked) => pathAndQuery(asked.url)).filter((url) => counts.includes(url)),
      ).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await withoutScripts.close();
    }
  });

  test('a guest at the same path gets no credentialed preload', async ({ page }) => {
    await page.goto(`${site.url}/mypage/result`);
    await expect(page).toHaveURL(/\/accounts\/login$/);
    expect(await preloadedReads(page)).toEqual([]);
  });

  test("Chromium's warning about an unused preload shows without waiting for it", async ({
    page,
  }) => {
    // The check the next test's "no warning" relies on: a page preloading what it never uses.
    const problems = recordProblems(page);
    await page.route(`${site.url}/preloads-unused`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>preload</title><link rel="preload" href="/remotes.json" as="fetch" crossorigin="use-credentials">',
      }),
    );
    await page.goto(`${site.url}/preloads-unused`);
    await page.waitForLoadState('networkidle');
    await passUnusedPreloadCheck(page);
    expect(problems).toEqual([
      expect.stringContaining(
        `${site.url}/remotes.json was preloaded using link preload but not used`,
      ),
    ]);
  });

  test('with the access token expired by then: a renewal, each read asked again, no warning', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ baseURL: site.url });
    try {
      await signedInMember(request, site, context, MEMBERS.comingBack);
      // The site has read the builds (a fresh site's first page may go out before it has,
      // without its reads named): wait for a page rendered with the member's data while the
      // token is good.
      await expect
        .poll(async () => (await context.request.get('/mypage/result')).text())
        .toContain('id="smunity-first-data"');
      // Half an hour later: the token re-dated, not waited for.
      await expireAccessToken(context, site);
      const page = await context.newPage();
      // The browser reports each 401 of the expired token as a failed load.
      const problems = recordProblems(page, /status of 401/);
      const reads = recordApiReads(page);
      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST' && response.url().endsWith('/accounts/refresh'))
          refreshes.push(response.status());
      });

      await page.goto('/mypage/result');
      await PAGES[0]?.loaded(page, MEMBERS.comingBack);
      await page.waitForLoadState('networkidle');

      expect(refreshes).toEqual([200]);
      const preloaded = await preloadedReads(page);
      expect(preloaded).toEqual([`${site.url}/api/v1/graduation-check`]);
      for (const url of preloaded) {
        const asked = reads.filter((read) => read.url === url);
        // The preload (the cookie's expired token: 401), then the client's replay with the new one.
        expect([url, asked.map((read) => read.authorization === undefined)]).toEqual([
          url,
          [true, false],
        ]);
        expect((await asked[0]?.request.response())?.status()).toBe(401);
        expect((await asked[1]?.request.response())?.status()).toBe(200);
      }
      // Chromium's warning for a preload no request used would come 3 s after the load event.
      await passUnusedPreloadCheck(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
