import { expect, startIsolatedSite, test } from '../support/site';

const CURRICULUM_PREFIX = 'https://www.smu.ac.kr/_custom/smu/_app/curriculum.do?srSust=';

test.describe('home page', () => {
  test('shows the member count and one curriculum link per department', async ({
    page,
    request,
    site,
  }) => {
    const departments = await (await request.get(`${site.apiUrl}/api/v1/departments`)).json();
    const { count } = await (await request.get(`${site.apiUrl}/api/v1/members/count`)).json();
    expect(departments.count).toBe(35);

    // The page comes with the api's numbers (docs/adr/0068), which the page server keeps for
    // guests a few seconds (docs/adr/0044): an earlier test's sign-up shows within that.
    await expect(async () => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: new RegExp(`^총 회원 수 ${count} ?명$`) }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('상명대 졸업요건 검사 사이트')).toBeVisible();
    await expect(page.getByRole('link', { name: '검사하기' })).toHaveAttribute('href', '/mypage');

    const links = page.locator(`a[href^="${CURRICULUM_PREFIX}"]`);
    await expect(links).toHaveCount(35);
    for (const department of departments.content.slice(0, 5)) {
      const link = page.getByRole('link', {
        name: new RegExp(`^${department.name} ${department.count} ?명`),
      });
      await expect(link).toHaveAttribute(
        'href',
        `${CURRICULUM_PREFIX}${department.code}&srShyr=all`,
      );
    }
  });

  test('is usable on a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: '검사하기' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the nav leads into every area, and the footer to the policies', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav.getByRole('link', { name: '이용안내' })).toBeVisible();
  // The visitor's menu, once the session is known to be none.
  await expect(nav.getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '마이페이지' })).toHaveCount(0);

  await nav.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();

  await nav.getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/accounts\/agree$/);
  await expect(page.getByRole('heading', { level: 1, name: '이용약관 동의' })).toBeVisible();

  await nav.getByRole('link', { name: '이용안내' }).click();
  await expect(page).toHaveURL(/\/qna\/terms$/);

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page).toHaveURL(/\/qna\/privacy$/);
  await footer.getByRole('link', { name: '이용약관' }).click();
  await expect(page).toHaveURL(/\/qna\/terms$/);
});

test('an unknown route is a Korean "not found" page answered with 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 · SMUNITY');
  await expect(page.getByRole('link', { name: '홈으로 돌아가기' })).toBeVisible();
  // The layout survives: the user can still navigate away.
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();

  // A path inside an area that none of its routes takes is not found the same way.
  for (const path of ['/qna/no-such-page', '/mypage/result/old', '/accounts']) {
    const inArea = await page.goto(path);
    expect([path, inArea?.status()]).toEqual([path, 404]);
    await expect(
      page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
  }
});

test('one page view is reported per path change', async ({ page }) => {
  const reported: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/analytics/pageviews')) {
      reported.push(JSON.parse(request.postData() ?? '{}').path);
    }
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await nav.getByRole('link', { name: '이용안내' }).click();
  await expect(page).toHaveURL(/\/qna\/terms$/);
  await nav.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await nav.getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/accounts\/agree$/);
  await page.getByRole('link', { name: 'SMUNITY', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await expect.poll(() => reported.length).toBe(5);
  expect(reported).toEqual(['/', '/qna/terms', '/accounts/login', '/accounts/agree', '/']);
});

test.describe('a remote whose server is down', () => {
  test('leaves the rest of the site working and recovers on retry', async ({ page }) => {
    const site = await startIsolatedSite();
    try {
      await site.stop('mfe_qna');

      await page.goto(`${site.url}/`);
      await expect(page.getByText('상명대 졸업요건 검사 사이트')).toBeVisible();

      const nav = page.getByRole('navigation', { name: '주 메뉴' });
      await nav.getByRole('link', { name: '이용안내' }).click();
      const fallback = page.getByRole('alert');
      await expect(fallback).toContainText('불러오지 못했습니다');
      await expect(fallback.getByRole('button', { name: '다시 시도' })).toBeVisible();

      // The other two areas and the footer still work.
      await nav.getByRole('link', { name: '로그인' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
      await page.goto(`${site.url}/mypage`);
      // mfe_mypage loads and its guard sends a visitor to the login page.
      await expect(page).toHaveURL(/\/accounts\/login$/);
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.goto(`${site.url}/qna/terms`);
      await expect(page.getByRole('alert')).toContainText('불러오지 못했습니다');
      await site.start('mfe_qna');
      await page.getByRole('button', { name: '다시 시도' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(
        page
          .getByRole('tab', { name: '이용약관' })
          .or(page.getByRole('link', { name: '이용약관' }).first()),
      ).toBeVisible();
    } finally {
      await site.close();
    }
  });
});

test("every area runs on the shell's React, router and session: no remote fetches its own copy", async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(request.url()));

  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await page.goto('/qna/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/shared/no-such-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Each remote's manifest names the files of its own copies of the shared packages (its fallback
  // when the shell offers none in range); the shell's offer must have served every one of them.
  const remotes: Record<string, string | { entry: string }> = await (
    await page.request.get('/remotes.json')
  ).json();
  const ownCopies: string[] = [];
  for (const location of Object.values(remotes)) {
    const manifestUrl = typeof location === 'string' ? location : location.entry;
    const manifest = await (await page.request.get(manifestUrl)).json();
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        ownCopies.push(new URL(file, manifestUrl).href);
      }
    }
  }
  expect(ownCopies.length).toBeGreaterThan(10);
  expect(ownCopies.filter((url) => requested.has(url))).toEqual([]);
  // The areas did load from their own origins.
  expect([...requested].filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(3);
});
