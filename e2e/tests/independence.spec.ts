// Remote independence (docs/adr/0013, 0014): one remote is shipped and rolled back alone on a
// running site, and every area keeps working when it is mounted as a single-spa parcel in a React
// root and a router of its own. One isolated site for the file: these tests rewrite remotes.json.
// The runner's own test, not the fixture's: these tests start the isolated site they need and
// never the shared one.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { expectAlert, mainMenu, recordAlerts, signUpViaApi } from '../support/accounts';
import { logInViaApi, postQuestion } from '../support/qna';
import {
  buildVariant,
  currentBuildId,
  deploy,
  pointAt,
  type VariantBuild,
} from '../support/remoteDeploys';
import { REMOTE_NAMES, startIsolatedSite, type Site } from '../support/site';

const LABEL = 'Q&A 9.9.9-e2e';

let site: Site;
let labelledQna: VariantBuild;

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

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

/** Set by the shell when it starts prefetching the other areas (shell/src/remotes/idlePrefetch.ts). */
const AREA_PREFETCH_MARK = 'smunity:area-prefetch';

/**
 * The shell's own script files this page load used: its origin's entries of the resource timing
 * list, which stay (webpack removes a chunk's `<script>` once it has run). Only those requested
 * before the idle prefetch of the other areas started: what the page needed to show itself, the
 * same on every load of one build, however far the prefetch has got when this is read.
 */
async function shellFilesOf(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate((mark) => performance.getEntriesByName(mark).length, AREA_PREFETCH_MARK),
    )
    .toBeGreaterThan(0);
  return page.evaluate((mark) => {
    // The first mark: later ones come when links of more areas show up.
    const prefetchStart = performance.getEntriesByName(mark)[0]!.startTime;
    const paths = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < prefetchStart)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname);
    return [...new Set(paths)].sort();
  }, AREA_PREFETCH_MARK);
}

test.describe('deploying one remote alone', () => {
  test('a new build of mfe_qna shows after one edit of remotes.json, the old one after a rollback', async ({
    page,
  }) => {
    const label = page.getByTestId('build-variant-label');
    const original = currentBuildId(site, 'mfe_qna');

    await page.goto(`${site.url}/qna/terms`);
    await expect(heading(page, '이용약관')).toBeVisible();
    await expect(label).toHaveCount(0);
    const shellBuild = await shellFilesOf(page);
    expect(shellBuild).toContainEqual(expect.stringMatching(/^\/main\.\w+\.js$/));

    const deployed = deploy(site, 'mfe_qna', labelledQna);
    expect(deployed.entry).toBe(
      `http://127.0.0.1:${site.ports.mfe_qna}/${labelledQna.buildId}/mf-manifest.json`,
    );
    await page.reload();

    await expect(label).toHaveText(LABEL);
    await expect(heading(page, '이용약관')).toBeVisible();
    // The same shell build and server: only remotes.json changed.
    expect(await shellFilesOf(page)).toEqual(shellBuild);

    pointAt(site, 'mfe_qna', original);
    await page.reload();

    await expect(heading(page, '이용약관')).toBeVisible();
    await expect(label).toHaveCount(0);
  });
});

// A member for the flows that need one (an isolated site: any demo student will do).
const MEMBER = { username: '202012301', password: 'e2e-parcel-1!' };
const QUESTION = {
  title: '파셀 모드에서도 보이나요?',
  content: '상세 페이지까지 열리는지 확인합니다.',
};

test.describe('every area as a single-spa parcel', () => {
  test.beforeAll(async ({ request }) => {
    for (const remote of REMOTE_NAMES)
      pointAt(site, remote, currentBuildId(site, remote), 'parcel');
    await signUpViaApi(request, site.apiUrl, MEMBER.username, MEMBER.password);
    await postQuestion(
      request,
      site.apiUrl,
      await logInViaApi(request, site.apiUrl, MEMBER),
      QUESTION,
    );
  });

  /** Records what the page loads from the remotes and the page views it reports. */
  function observe(page: Page) {
    const exposes: string[] = [];
    const pageViews: string[] = [];
    page.on('request', (request) => {
      const expose = /__federation_expose_(\w+)\./.exec(request.url());
      if (expose?.[1]) exposes.push(expose[1]);
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/analytics/pageviews')) {
        pageViews.push(JSON.parse(request.postData() ?? '{}').path);
      }
    });
    return { exposes, pageViews };
  }

  test('the nav, the footer, back and forward and page views work across shell and parcels', async ({
    page,
  }) => {
    const { exposes, pageViews } = observe(page);
    await page.goto(`${site.url}/`);
    await expect(heading(page, 'SMUNITY')).toBeVisible();

    await mainMenu(page).getByRole('link', { name: '로그인' }).click();
    await expect(heading(page, '로그인')).toBeVisible();
    // The shell moves inside a mounted parcel: the parcel's router follows.
    await mainMenu(page).getByRole('link', { name: '회원가입' }).click();
    await expect(page).toHaveURL(/\/accounts\/agree$/);
    await expect(heading(page, '이용약관 동의')).toBeVisible();

    await mainMenu(page).getByRole('link', { name: '이용안내' }).click();
    await expect(heading(page, '이용약관')).toBeVisible();
    // The parcel moves: the shell follows (URL, page view).
    await page.getByRole('main').getByRole('link', { name: 'Q&A 게시판' }).click();
    await expect(page).toHaveURL(/\/qna\/questions$/);
    await expect(heading(page, 'Q&A 게시판')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
    await expect(heading(page, '개인정보처리방침')).toBeVisible();

    await page.goBack();
    await expect(heading(page, 'Q&A 게시판')).toBeVisible();
    await page.goBack();
    await expect(heading(page, '이용약관')).toBeVisible();
    await page.goForward();
    await expect(heading(page, 'Q&A 게시판')).toBeVisible();

    await page.getByRole('link', { name: 'SMUNITY', exact: true }).first().click();
    await expect(heading(page, 'SMUNITY')).toBeVisible();

    await expect
      .poll(() => pageViews)
      .toEqual([
        '/',
        '/accounts/login',
        '/accounts/agree',
        '/qna/terms',
        '/qna/questions',
        '/qna/privacy',
        '/qna/questions',
        '/qna/terms',
        '/qna/questions',
        '/',
      ]);
    // Mounted as parcels: './parcel' of both areas was loaded, never './routes'.
    expect(new Set(exposes)).toEqual(new Set(['parcel']));
  });

  test('accounts: the login form checks its fields, and a login updates the nav and opens my page', async ({
    page,
  }) => {
    await page.goto(`${site.url}/accounts/login`);
    await expect(heading(page, '로그인')).toBeVisible();
    const form = page.getByRole('main').locator('form');

    const alerts = recordAlerts(page);
    await expectAlert(
      alerts,
      () => form.getByRole('button', { name: '로그인' }).click(),
      '학번과 비밀번호를 입력해주세요.',
    );

    await form.getByLabel('학번').fill(MEMBER.username);
    await form.getByLabel('비밀번호', { exact: true }).fill(MEMBER.password);
    await form.getByRole('button', { name: '로그인' }).click();

    // The accounts parcel sends the new member on to the mypage parcel; the shell's nav, which
    // reads the same shared-auth store from another React root, switches to the member's links.
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(heading(page, '마이페이지')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: '마이페이지' })).toBeVisible();

    await mainMenu(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(mainMenu(page).getByRole('link', { name: '로그인' })).toBeVisible();
  });

  test('mypage: a visitor is sent from the mypage parcel to the login of the accounts parcel', async ({
    page,
  }) => {
    await page.goto(`${site.url}/mypage`);

    await expect(page).toHaveURL(/\/accounts\/login$/);
    await expect(heading(page, '로그인')).toBeVisible();
    await expect(heading(page, '마이페이지')).toHaveCount(0);
  });

  test('qna: the question list leads to the question, and back', async ({ page }) => {
    await page.goto(`${site.url}/qna/questions`);
    await page.getByRole('link', { name: QUESTION.title }).click();

    await expect(page).toHaveURL(/\/qna\/questions\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(QUESTION.title) }),
    ).toBeVisible();
    await expect(page.getByText(QUESTION.content)).toBeVisible();

    await page.goBack();
    await expect(heading(page, 'Q&A 게시판')).toBeVisible();
  });
});
