// Pages that are there before the JavaScript (issue 27, docs/adr/0035): the home page arrives
// prerendered and styled, and React hydrates it without replacing it; an area's page preloads the
// remote build remotes.json names now, also right after that remote was deployed alone.
import type { Page } from '@playwright/test';
import {
  buildVariant,
  currentBuildId,
  deploy,
  pointAt,
  type VariantBuild,
} from '../support/remoteDeploys';
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

  test('is hydrated, not replaced: the same elements, no error, the counts fetched', async ({
    page,
    site,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    // main.js waits until the prerendered page has been looked at.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });

    // Not 'domcontentloaded': that waits for the deferred main.js.
    await page.goto(site.url, { waitUntil: 'commit' });
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('회원 통계를 불러오는 중…');
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element[] }).prerendered = [
        ...document.querySelectorAll('#root *'),
      ];
    });
    release();

    await expect(page.getByRole('heading', { level: 2, name: /총 회원 수/ })).toBeVisible();
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { prerendered: Element[] }).prerendered;
      return {
        heading: before.includes(document.querySelector('#home-title') as Element),
        header: before.includes(document.querySelector('header') as Element),
        footer: before.includes(document.querySelector('footer') as Element),
      };
    });
    expect(kept).toEqual({ heading: true, header: true, footer: true });
    expect(problems).toEqual([]);
    // The shell's own first CSS came inline: no request for it.
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
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

    pointAt(site, 'mfe_qna', original);
    expect(await preloadedQnaBuilds(page)).not.toContain(labelledQna.buildId);
    await expect.poll(() => preloadedQnaBuilds(page)).toEqual([original]);
    await expect(page.getByTestId('build-variant-label')).toHaveCount(0);
  });
});
