// A member's result and plan pages come with their first api reads preloaded (issue 27,
// docs/adr/0042): the shell's server names them in the page's HTML, the browser sends them with
// the member cookie, and the page's api client is answered by those very preloads: one request
// per read, none unused, also when the access token has expired by then (one renewal, then each
// read asked again with the new token).
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { DEMO_PORTAL_PASSWORD, signUpViaApi } from '../support/accounts';
import { addSessionCookie, logInViaApi } from '../support/qna';
import { expect, startIsolatedSite, test, type Site } from '../support/site';

/** 응우옌티란, 글로벌경영학과, 2022: courses to check (an isolated site: any student). */
const USERNAME = '202227101';

const PAGES = [
  {
    path: '/mypage/result',
    loaded: (page: Page) =>
      expect(page.getByRole('region', { name: new RegExp(`^이수학점 ${USERNAME}`) })).toBeVisible(),
  },
  {
    path: '/mypage/plan',
    loaded: (page: Page) => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(),
  },
];

/** The member, signed up with their courses stored; a fresh session in `context`. */
async function signedInMember(request: APIRequestContext, site: Site, context: BrowserContext) {
  const member = await signUpViaApi(request, site.apiUrl, USERNAME);
  const session = await logInViaApi(request, site.apiUrl, member);
  const upload = await request.post(`${site.apiUrl}/api/v1/courses/upload`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { username: USERNAME, password: DEMO_PORTAL_PASSWORD },
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

function recordProblems(page: Page, ignore: RegExp = /$^/) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !ignore.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Long enough for Chromium to warn about a preload left unused after the load event. */
const UNUSED_PRELOAD_WARNING_MS = 4_000;

test.describe("a member's page preloads its first api reads", () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startIsolatedSite();
  });
  test.afterAll(async () => site?.close());

  test('each read is asked once, by the preload, and answers the page: nothing twice, no warning', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ baseURL: site.url });
    try {
      await signedInMember(request, site, context);
      for (const { path, loaded } of PAGES) {
        const page = await context.newPage();
        const problems = recordProblems(page);
        const reads = recordApiReads(page);
        await page.goto(path);
        await loaded(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(UNUSED_PRELOAD_WARNING_MS);

        const preloaded = await preloadedReads(page);
        expect(preloaded.length, `${path} preloads its first reads`).toBeGreaterThan(1);
        // Each preloaded read went out once, with the cookie instead of the header, and answered.
        for (const url of preloaded) {
          const asked = reads.filter((read) => read.url === url);
          expect([url, asked.map((read) => read.authorization)]).toEqual([url, [undefined]]);
          expect((await asked[0]?.request.response())?.status()).toBe(200);
        }
        // Nothing else was fetched twice either, and every other read carried the header.
        const urls = reads.map((read) => read.url);
        expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
        for (const read of reads.filter(({ url }) => !preloaded.includes(url))) {
          expect([read.url, read.authorization]).toEqual([
            read.url,
            expect.stringMatching(/^Bearer /),
          ]);
        }
        expect(problems).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('a guest at the same path gets no credentialed preload', async ({ page }) => {
    await page.goto(`${site.url}/mypage/result`);
    await expect(page).toHaveURL(/\/accounts\/login$/);
    expect(await preloadedReads(page)).toEqual([]);
  });
});

test('with the access token expired by then: a renewal, each read asked again, no warning', async ({
  browser,
  request,
}) => {
  const site = await startIsolatedSite({ ACCESS_TOKEN_TTL_SECONDS: '5' });
  const context = await browser.newContext({ baseURL: site.url });
  try {
    await signedInMember(request, site, context);
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // past the token's 5 s
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
    await PAGES[0]?.loaded(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(UNUSED_PRELOAD_WARNING_MS);

    // One renewal for all the reads (a slow page may renew again once the new 5 s are over).
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes).toEqual(refreshes.map(() => 200));
    const preloaded = await preloadedReads(page);
    expect(preloaded.length).toBeGreaterThan(1);
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
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await site.close();
  }
});
