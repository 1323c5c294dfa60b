// Pages that are there before the JavaScript (issue 27, docs/adr/0035, 0041, 0068): the home page
// (with the member counts) and an area's page a remote prerenders arrive styled, and React hydrates them without replacing them;
// an area's page preloads the remote build remotes.json names now, and holds that build's first
// view, also right after that remote was deployed alone or rolled back.
import type { Page } from '@playwright/test';
import {
  buildVariant,
  currentBuildId,
  deploy,
  pointAt,
  type VariantBuild,
} from '../support/remoteDeploys';
import { E2E_STUDENTS, signUpViaApi } from '../support/accounts';
import { logInViaApi, postQuestion, questionHeading } from '../support/qna';
import {
  downloads,
  expectHydratedInPlace,
  holdMainScript,
  ownedByReact,
  recordProblems,
} from '../support/hydration';
import { expect, startIsolatedSite, test, type Site } from '../support/site';

const homeHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: 'SMUNITY' });

test.describe('the prerendered home page', () => {
  test('shows, styled, with JavaScript off', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site.url);
      await expect(homeHeading(page)).toBeVisible();
      await expect(page.getByRole('navigation', { name: '주 메뉴' })).toContainText('로그인');
      // The first view's CSS is inline (allowed by its hash): the hero has its gradient.
      const hero = page.locator('.shell-hero');
      expect(await hero.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
        /^linear-gradient/,
      );
    } finally {
      await context.close();
    }
  });

  test('comes with the member counts and is hydrated, not replaced: the same elements, no error, nothing asked again', async ({
    page,
    site,
  }) => {
    // The counts are rendered into the page by the page server (docs/adr/0068); the first page
    // after the site's start may go without them while the shell's renderer starts.
    await expect.poll(() => guestHtml(site.url)).toContain('총 회원 수');
    const problems = recordProblems(page);
    const stylesheets: string[] = [];
    const countReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
      if (pathname === '/api/v1/members/count' || pathname === '/api/v1/departments') {
        countReads.push(pathname);
      }
    });
    const departmentLink = 'main .shell-stats__departments li:first-child a';
    await expectHydratedInPlace(page, site.url, {
      prerendered: async () => {
        await expect(homeHeading(page)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: /총 회원 수/ })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
      },
      kept: ['#home-title', 'header', 'footer', '.shell-stats__total', departmentLink],
      hydrated: () => ownedByReact(page, departmentLink),
    });
    expect(problems).toEqual([]);
    // The counts came with the page: hydrating it asked the api for neither.
    expect(countReads).toEqual([]);
    // The shell's own first CSS came inline: no request for it.
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
  });
});

/** An area's page a guest gets with the remote's first view (docs/adr/0041), and its sign of life. */
const AREA_PAGES = [
  {
    path: '/accounts/login',
    heading: '로그인',
    // The remote's code runs: the password can be shown (a button wired by React).
    hydrated: async (page: Page) => {
      // A click before the remote has loaded does nothing yet: tried until it works.
      await expect(async () => {
        await page.getByRole('button', { name: '비밀번호 보기' }).click();
        await expect(page.getByRole('button', { name: '비밀번호 숨기기' })).toBeVisible({
          timeout: 500,
        });
      }).toPass();
    },
    kept: ['main h1', 'main form', 'main input[name="username"]'],
    remoteStyle: { selector: '.accounts-card', property: 'max-width', value: '440px' },
  },
  {
    path: '/qna/questions',
    heading: 'Q&A 게시판',
    // The board's questions are in the page (docs/adr/0044), or fetched into the prerendered
    // frame if the server had none to render with.
    hydrated: async (page: Page) => {
      await ownedByReact(page, 'main nav');
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('table', { name: '질문 목록' })).toBeVisible();
    },
    kept: ['main h1', 'main nav', 'header'],
    remoteStyle: { selector: '.qna-list__toolbar', property: 'justify-content', value: 'flex-end' },
  },
];

/** The HTML a guest gets at a path (the server's markup alone, no JavaScript runs). */
async function guestHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

test.describe("the areas' prerendered first views", () => {
  test.beforeAll(async ({ site }) => {
    // A first view is read from the remote's build once remotes.json names it; a page waits
    // only briefly for that, so the first load after the site's start may go without it.
    for (const area of AREA_PAGES) {
      await expect
        .poll(() => guestHtml(`${site.url}${area.path}`))
        .toContain('<!--$--><div class="su-container"><header class="su-page-header">');
    }
  });

  for (const area of AREA_PAGES) {
    test(`${area.path} shows, styled, with JavaScript off`, async ({ browser, site }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}${area.path}`);
        const heading = page.getByRole('main').getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(area.heading);
        // The shell's and the remote's CSS are inline: shared-ui's page header has its own
        // margin, the remote's own element its own layout.
        expect(await heading.evaluate((element) => getComputedStyle(element).marginTop)).toBe(
          '0px',
        );
        const { selector, property, value } = area.remoteStyle;
        expect(
          await page
            .locator(selector)
            .evaluate(
              (element, name) => getComputedStyle(element).getPropertyValue(name),
              property,
            ),
        ).toBe(value);
      } finally {
        await context.close();
      }
    });

    if (area.path === '/accounts/login') {
      test('the login form cannot submit itself before the JavaScript: no password in a URL', async ({
        browser,
        site,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        try {
          const page = await context.newPage();
          const requested: string[] = [];
          page.on('request', (request) => requested.push(request.url()));
          await page.goto(`${site.url}/accounts/login`);
          await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeDisabled();
          await page.getByLabel('학번').fill('201911019');
          await page.getByLabel('비밀번호', { exact: true }).fill('typed-too-early');
          await page.getByLabel('비밀번호', { exact: true }).press('Enter');

          await expect(page).toHaveURL(`${site.url}/accounts/login`);
          expect(requested.filter((url) => url.includes('typed-too-early'))).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    test(`${area.path} is hydrated, not replaced: the same elements, no error`, async ({
      page,
      site,
    }) => {
      const problems = recordProblems(page);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await expectHydratedInPlace(page, `${site.url}${area.path}`, {
        prerendered: () =>
          expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
            area.heading,
          ),
        kept: area.kept,
        hydrated: () => area.hydrated(page),
      });
      expect(problems).toEqual([]);
      // The shell's and the remote's CSS came inline: none of it is fetched.
      const inlined = await page
        .locator('style[data-href]')
        .evaluateAll((styles) =>
          styles.map((style) => new URL(style.getAttribute('data-href') ?? '', location.href).href),
        );
      expect(inlined.some((href) => !href.startsWith(site.url))).toBe(true);
      expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
    });
  }

  test('/accounts/login keeps what a student typed before the JavaScript ran', async ({
    page,
    site,
  }) => {
    const release = await holdMainScript(page);
    await page.goto(`${site.url}/accounts/login`, { waitUntil: 'commit' });
    await page.getByLabel('학번').fill('201900001');
    await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password-1');
    const login = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/accounts/login'),
    );
    release();
    await AREA_PAGES[0]!.hydrated(page);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    expect((await login).postDataJSON()).toMatchObject({
      username: '201900001',
      password: 'not-the-password-1',
    });
  });

  test("a member's page has no prerendered area: the header depends on the session", async ({
    page,
    site,
  }) => {
    await page.context().addCookies([{ name: 'member', value: '1', url: site.url }]);
    const response = await page.request.get(`${site.url}/accounts/login`);
    expect(await response.text()).toMatch(/<div id="?root"?><\/div>/);
  });
});

test.describe("a guest's board and question page, rendered with their data (docs/adr/0044)", () => {
  let questionId = 0;
  const TITLE = '미리 그려진 질문 페이지';
  const questionPath = () => `/qna/questions/${questionId}`;
  const PRERENDERED = '<!--$--><div class="su-container"><header class="su-page-header">';
  const BOARD_DATA = '/api/v1/questions?page=0';

  test.beforeAll(async ({ playwright, site }) => {
    const request = await playwright.request.newContext();
    try {
      const credentials = await signUpViaApi(
        request,
        site.apiUrl,
        E2E_STUDENTS.firstViewQuestionAuthor,
      );
      const session = await logInViaApi(request, site.apiUrl, credentials);
      // Through the page server, as a browser posts: it forgets the board's answer it keeps for
      // guests (docs/adr/0044), so the next guest sees the new question at once.
      questionId = await postQuestion(request, site.url, session, {
        title: TITLE,
        content: '질문 페이지는 자바스크립트 전에 보입니다.',
      });
    } finally {
      await request.dispose();
    }
    // The first board a guest gets with a list has the new question, never the list kept from
    // before it (a render past the page's wait on a busy machine sends the loading state).
    let board = '';
    await expect
      .poll(async () => {
        board = await guestHtml(`${site.url}/qna/questions`);
        return board.includes('질문 목록</caption>');
      })
      .toBe(true);
    expect(board).toContain(TITLE);
    await expect.poll(() => guestHtml(`${site.url}${questionPath()}`)).toContain(TITLE);
  });

  test('the question and the board show their data with JavaScript off', async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${site.url}${questionPath()}`);
      // The question is in the page: nothing to preload.
      expect(response?.headers().link).toBeUndefined();
      expect(await response?.text()).toContain(PRERENDERED);
      await expect(questionHeading(page)).toHaveText(`[접수] ${TITLE}`);
      await expect(page.getByText('질문 페이지는 자바스크립트 전에 보입니다.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      expect(await heading.evaluate((element) => getComputedStyle(element).marginTop)).toBe('0px');

      await page.goto(`${site.url}/qna/questions`);
      await expect(
        page.getByRole('table', { name: '질문 목록' }).getByRole('link', { name: TITLE }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("the question's page is hydrated, not replaced: no request for the question, no error", async ({
    page,
    site,
  }) => {
    const problems = recordProblems(page);
    await expectHydratedInPlace(page, `${site.url}${questionPath()}`, {
      prerendered: () => expect(questionHeading(page)).toHaveText(`[접수] ${TITLE}`),
      kept: ['header', 'main h1', 'main article', 'main h2'],
    });
    await expect(questionHeading(page)).toHaveText(`[접수] ${TITLE}`);
    expect(await downloads(page, `${site.url}/api/v1/questions/${questionId}`)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the board is hydrated, not replaced: its list kept, no request for it, no error', async ({
    page,
    site,
  }) => {
    const problems = recordProblems(page);
    const row = page.getByRole('table', { name: '질문 목록' }).getByRole('link', { name: TITLE });
    await expectHydratedInPlace(page, `${site.url}/qna/questions`, {
      prerendered: () => expect(row).toBeVisible(),
      kept: ['header', 'main h1', 'main tbody tr', 'main table'],
    });
    expect(await downloads(page, `${site.url}${BOARD_DATA}`)).toBe(0);
    expect(problems).toEqual([]);
    // Hydrated: the row's link is the router's (the question opens without a new document).
    await row.click();
    await expect(questionHeading(page)).toHaveText(`[접수] ${TITLE}`);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test("a question that does not exist ends in the page's not-found state", async ({
    page,
    site,
  }) => {
    const missing = `${site.url}/api/v1/questions/2147483600`;
    const release = await holdMainScript(page);
    const response = await page.goto(`${site.url}/qna/questions/2147483600`, {
      waitUntil: 'commit',
    });
    // The page server asked the api for it: the page goes out with a 404.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('불러오는 중…');
    const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).elementHandle();
    release();

    await expect(page.getByText('해당 질문을 찾을 수 없습니다.')).toBeVisible();
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await downloads(page, missing)).toBe(1);
  });
});

test.describe("an answered question's page, rendered with its answer (docs/adr/0044)", () => {
  let site: Site;
  /** An admin through ADMIN_USERNAMES on this describe's own site (the shared one has none). */
  const ADMIN = '201900001';
  const TITLE = '답변까지 그려진 질문';
  const ANSWER = '졸업 전에 3학점을 더 들으면 됩니다.';
  let questionId = 0;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    site = await startIsolatedSite({ ADMIN_USERNAMES: ADMIN });
    const request = await playwright.request.newContext();
    try {
      const admin = await logInViaApi(
        request,
        site.apiUrl,
        await signUpViaApi(request, site.apiUrl, ADMIN),
      );
      questionId = await postQuestion(request, site.apiUrl, admin, {
        title: TITLE,
        content: '답변이 있는 질문입니다.',
      });
      const answered = await request.post(`${site.apiUrl}/api/v1/questions/${questionId}/answer`, {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
        data: { content: ANSWER },
      });
      expect(answered.status()).toBe(201);
    } finally {
      await request.dispose();
    }
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('shows the answer with JavaScript off, and hydrates it asking the api nothing', async ({
    browser,
    page,
  }) => {
    const path = `${site.url}/qna/questions/${questionId}`;
    await expect.poll(() => guestHtml(path)).toContain(ANSWER);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const off = await context.newPage();
      await off.goto(path);
      await expect(questionHeading(off)).toHaveText(`[답변완료] ${TITLE}`);
      await expect(off.getByRole('region', { name: '답변' })).toContainText(ANSWER);
    } finally {
      await context.close();
    }

    const problems = recordProblems(page);
    await expectHydratedInPlace(page, path, {
      prerendered: () => expect(page.getByRole('region', { name: '답변' })).toContainText(ANSWER),
      kept: ['main article', 'main article > section:nth-of-type(2)', 'main h2'],
    });
    expect(await downloads(page, `${site.url}/api/v1/questions/${questionId}/answer`)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe("an area's preload hints", () => {
  let site: Site;
  let labelledQna: VariantBuild;
  const LABEL = 'Q&A 9.9.9-preload';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    [site, labelledQna] = await Promise.all([
      startIsolatedSite(),
      buildVariant('mfe_qna', { SMUNITY_BUILD_LABEL: LABEL }),
    ]);
  });
  test.afterAll(async () => {
    await site?.close();
    labelledQna?.remove();
  });

  /** The remote build paths the page's HTML preloads from mfe_qna's origin. */
  async function preloadedQnaBuilds(page: Page): Promise<string[]> {
    const response = await page.goto(`${site.url}/qna/questions`);
    const html = (await response?.text()) ?? '';
    const origin = `http://127.0.0.1:${site.ports.mfe_qna}/`;
    const builds = [...html.matchAll(/<link rel="preload"[^>]* href="([^"]+)">/g)]
      .map((match) => match[1] ?? '')
      .filter((href) => href.startsWith(origin))
      .map((href) => href.slice(origin.length).split('/')[0] ?? '');
    return [...new Set(builds)];
  }

  /** The board's page, or a question's: one view for every id (no such question needed). */
  const BOARD = '/qna/questions';
  const QUESTION = '/qna/questions/123';
  const hasFirstView = async (path = BOARD) =>
    (await guestHtml(`${site.url}${path}`)).includes('Q&amp;A 게시판</h1>');
  /** The build label in the page's prerendered first view, or null. */
  async function prerenderedLabel(path = BOARD): Promise<string | null> {
    const html = await guestHtml(`${site.url}${path}`);
    const label = /<p data-testid="build-variant-label">([^<]*)<\/p>/.exec(html);
    return label ? (label[1] ?? '').replaceAll('&amp;', '&') : null;
  }

  test('follow mfe_qna deployed alone and rolled back, and are used, not fetched twice', async ({
    page,
  }) => {
    const original = currentBuildId(site, 'mfe_qna');
    // A manifest the server has not read yet is waited for only briefly (a slow remote never
    // holds up the page): the hints may be missing on a first load, never stale.
    await expect.poll(() => preloadedQnaBuilds(page)).toEqual([original]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The preloaded entry is the one the runtime runs: mfe_qna's is downloaded once.
    const qnaEntry = `http://127.0.0.1:${site.ports.mfe_qna}/${original}/remoteEntry.js`;
    const entryLoads = await page.evaluate(
      (entry) =>
        performance.getEntriesByType('resource').filter(({ name }) => name === entry).length,
      qnaEntry,
    );
    expect(entryLoads).toBe(1);

    deploy(site, 'mfe_qna', labelledQna);
    expect(await preloadedQnaBuilds(page)).not.toContain(original);
    await expect.poll(() => preloadedQnaBuilds(page)).toEqual([labelledQna.buildId]);
    await expect(page.getByTestId('build-variant-label')).toHaveText(LABEL);
    // The guest's first view is the deployed build's own (its label is in the HTML)…
    await expect.poll(() => prerenderedLabel()).toBe(LABEL);
    expect(await prerenderedLabel(QUESTION)).toBe(LABEL);

    pointAt(site, 'mfe_qna', original);
    expect(await preloadedQnaBuilds(page)).not.toContain(labelledQna.buildId);
    expect(await prerenderedLabel()).not.toBe(LABEL);
    await expect.poll(() => preloadedQnaBuilds(page)).toEqual([original]);
    await expect(page.getByTestId('build-variant-label')).toHaveCount(0);
    // …and after the rollback, the original's again: never a stale one.
    await expect.poll(() => hasFirstView()).toBe(true);
    expect(await prerenderedLabel()).toBeNull();
    expect(await hasFirstView(QUESTION)).toBe(true);
    expect(await prerenderedLabel(QUESTION)).toBeNull();
  });
});
