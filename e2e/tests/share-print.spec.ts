// Issue 14: sharing and printing the result, and the rough edges found on a 375 px phone and with
// the keyboard only. Screenshots (SCREENSHOT_DIR, default test-results/share-print) are taken
// for a person to look at; the assertions do not depend on them.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import path from 'node:path';
import {
  DEFAULT_MEMBER_PASSWORD,
  DEMO_PORTAL_PASSWORD,
  E2E_STUDENTS,
  expectAlert,
  logIn,
  recordAlerts,
  signUpViaApi,
} from '../support/accounts';
import { expect, test } from '../support/site';

const PHONE = { width: 375, height: 812 };
const SCREENSHOTS =
  process.env.SCREENSHOT_DIR ?? path.join(__dirname, '..', 'test-results', 'share-print');

function screenshot(page: Page, name: string) {
  return page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The element that has the focus is inside `container`. */
async function expectFocusInside(container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/**
 * Keyboard only, in an open modal whose submission the server just refused: the focus is back
 * in the modal on `field`, Tab and Shift+Tab never leave it, and Escape closes it.
 */
async function expectKeyboardStaysInModal(page: Page, dialog: Locator, field: Locator) {
  await expect(field).toBeFocused();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    await expectFocusInside(dialog);
  }
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusInside(dialog);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

let resultMemberReady = false;

/**
 * The result page of this spec's member (signed up and uploaded by the first test that needs it,
 * so any one of the tests below also runs alone).
 */
async function openResult(page: Page, request: APIRequestContext, apiUrl: string) {
  const username = E2E_STUDENTS.sharePrintMember;
  const alerts = recordAlerts(page);
  if (!resultMemberReady) await signUpViaApi(request, apiUrl, username);
  await logIn(page, { username, password: DEFAULT_MEMBER_PASSWORD });
  if (resultMemberReady) {
    await page.goto('/mypage/result');
  } else {
    await page.getByRole('button', { name: '졸업요건 검사하기' }).click();
    const dialog = page.getByRole('dialog', { name: '기이수과목 업데이트' });
    await dialog.getByLabel('샘물 비밀번호').fill(DEMO_PORTAL_PASSWORD);
    await expectAlert(
      alerts,
      () => dialog.getByLabel('샘물 비밀번호').press('Enter'),
      '기이수과목이 업데이트 되었습니다.',
    );
    resultMemberReady = true;
  }
  await expect(page).toHaveURL(/\/mypage\/result$/);
  await expect(page.getByRole('region', { name: `이수학점 ${username} 강태민` })).toBeVisible();
  return alerts;
}

test.describe('keyboard: a modal after the server refused its submission', () => {
  test('비밀번호 찾기: the focus is back on 학번, Tab stays inside, Escape closes', async ({
    page,
  }) => {
    const alerts = recordAlerts(page);
    await page.goto('/accounts/login');
    // The first page of a fresh site can take a while (the remote's chunks are cold).
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: '비밀번호를 잊어버리셨나요?' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '비밀번호 찾기' });
    const username = dialog.getByLabel('학번');
    await expect(username).toBeFocused();
    await page.keyboard.type(E2E_STUDENTS.keyboardFindPassword);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('샘물 비밀번호')).toBeFocused();
    await page.keyboard.type('wrong-portal-password');
    const before = alerts.length;
    await page.keyboard.press('Enter');
    // The portal refuses the password: the api's message is alerted.
    await expect.poll(() => alerts.length).toBe(before + 1);
    await expect(dialog).toBeVisible();
    await expectKeyboardStaysInModal(page, dialog, username);
  });

  test('기이수과목 업데이트: the focus is back on 샘물 비밀번호, Tab stays inside, Escape closes', async ({
    page,
    request,
    site,
  }) => {
    const alerts = recordAlerts(page);
    const username = E2E_STUDENTS.keyboardCourseUpdate;
    await signUpViaApi(request, site.apiUrl, username);
    await logIn(page, { username, password: DEFAULT_MEMBER_PASSWORD });
    await page.getByRole('button', { name: '기이수과목 업데이트' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '기이수과목 업데이트' });
    const password = dialog.getByLabel('샘물 비밀번호');
    await expect(password).toBeFocused();
    await page.keyboard.type('wrong-portal-password');
    const before = alerts.length;
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts.length).toBe(before + 1);
    await expect(dialog).toBeVisible();
    await expectKeyboardStaysInModal(page, dialog, password);
  });
});

test.describe('phone width (375 px)', () => {
  test.use({ viewport: PHONE });

  test('my page shows every column of a course, the 학점 included, without sideways scrolling', async ({
    page,
    request,
    site,
  }) => {
    await openResult(page, request, site.apiUrl);
    await screenshot(page, 'result-375');
    await page.goto('/mypage');
    const courses = page.getByRole('table', { name: '내 기이수과목' });
    const firstCourse = courses.locator('tbody tr').first();
    await expect(firstCourse).toBeVisible();
    await firstCourse.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'mypage-375-courses.png') });
    for (const column of ['년도', '학기', '학수번호', '과목명', '이수구분', '선택영역', '학점']) {
      const cell = firstCourse.locator(`td[data-label="${column}"]`);
      await expect(cell, column).toBeInViewport();
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, column).toBe(true);
    }
    await expect(firstCourse.locator('td[data-label="학점"]')).toHaveText(/^\d+$/);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'mypage-375');
  });

  test('the terms tab bar shows "Q&A 게시판" whole', async ({ page }) => {
    await page.goto('/qna/terms');
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible({
      timeout: 30_000,
    });
    const tab = page
      .getByRole('navigation', { name: '이용안내' })
      .getByRole('link', { name: 'Q&A 게시판' });
    await expect(tab).toBeInViewport({ ratio: 1 });
  });
});

test.describe('printing the result (인쇄 / PDF 저장)', () => {
  test('print media: no nav, footer or buttons; the header with the rule set; the ledger appendix', async ({
    page,
    request,
    site,
  }) => {
    await openResult(page, request, site.apiUrl);
    await screenshot(page, 'result-1280');
    await expect(page.getByRole('button', { name: '인쇄 / PDF 저장' })).toBeVisible();
    await expect(page.getByText('졸업요건 점검표')).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: '인쇄 / PDF 저장' })).toBeHidden();
    await expect(page.getByRole('button', { name: '검사 결과 공유' })).toBeHidden();
    await expect(page.getByText('졸업요건 점검표')).toBeVisible();
    await expect(page.getByText(/^2022학번 · \d{4}학년도 \d학기 교육과정$/)).toBeVisible();
    await expect(page.getByText('202204101 / 강태민')).toBeVisible();
    const appendix = page.getByRole('region', { name: '부록: 과목별 반영 내역' });
    await expect(appendix).toBeVisible();
    // 강태민's 게임수학 failed in 2022-2 and retaken: both attempts are in the appendix.
    await expect(appendix.getByRole('row', { name: /게임수학/ })).toHaveCount(2);
    await expect(appendix).toContainText('미반영 (F 학점)');
    await screenshot(page, 'result-print');
    // The PDF a student saves: A4 portrait, more than one page (the appendix starts a new one).
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });
});

test.describe('sharing the result', () => {
  test('a link opens for anyone in a fresh browser, and not once revoked', async ({
    page,
    request,
    site,
    browser,
  }) => {
    await openResult(page, request, site.apiUrl);
    await page.getByRole('button', { name: '검사 결과 공유' }).click();
    const dialog = page.getByRole('dialog', { name: '검사 결과 공유' });
    await expect(dialog.getByText('열려 있는 공유 링크가 없습니다.')).toBeVisible();
    await dialog.getByLabel('공유 기간').selectOption('7');
    await dialog.getByLabel('받는 사람에게 내 이름 보이기').check();
    await dialog.getByRole('button', { name: '링크 만들기' }).click();
    const urlField = dialog.getByLabel('공유 링크', { exact: true });
    await expect(urlField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const url = await urlField.inputValue();
    expect(url.startsWith(`${site.url}/shared/`)).toBe(true);
    await expect(
      dialog.getByRole('table', { name: '내 공유 링크' }).locator('tbody tr'),
    ).toHaveCount(1);

    // Someone else, never logged in: a fresh context with no cookies.
    const guest = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const guestPage = await guest.newPage();
    await guestPage.goto(url);
    await expect(
      guestPage.getByRole('heading', {
        level: 1,
        name: /^공유된 졸업요건 검사 결과 \(\d{4}-\d{2}-\d{2} 기준\)$/,
      }),
    ).toBeVisible();
    await expect(guestPage.getByText('강태민 님의 검사 결과')).toBeVisible();
    await expect(guestPage.getByRole('region', { name: '이수학점 강태민' })).toBeVisible();
    await expect(guestPage.getByRole('region', { name: '기초교양' })).toBeVisible();
    await expect(guestPage.getByText(/^2022학번 · /)).toBeVisible();
    expect(await guestPage.locator('body').innerText()).not.toContain('202204101');
    await expect(guestPage.getByRole('navigation', { name: '주 메뉴' })).toContainText('로그인');
    await screenshot(guestPage, 'shared-1280');
    await guestPage.setViewportSize(PHONE);
    await screenshot(guestPage, 'shared-375');

    // Revoked from the list: the guest's next visit finds nothing.
    await dialog.getByRole('button', { name: /에 만든 링크 취소$/ }).click();
    await expect(dialog.getByText('열려 있는 공유 링크가 없습니다.')).toBeVisible();
    await guestPage.reload();
    await expect(
      guestPage.getByText(
        '공유된 검사 결과를 찾을 수 없습니다. 링크가 만료되었거나 취소되었습니다.',
      ),
    ).toBeVisible();
    await screenshot(guestPage, 'shared-revoked-375');
    await guest.close();
  });
});
