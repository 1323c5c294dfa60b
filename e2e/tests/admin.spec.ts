// The admins' area end to end (issue 13): an admin answers the question that waited longest from
// the queue, makes another member an admin, and that member sees "관리자" after signing in again.
import type { Browser, Page } from '@playwright/test';
import {
  expectAlert,
  logIn,
  mainMenu,
  recordAlerts,
  signUpViaApi,
  type MemberCredentials,
} from '../support/accounts';
import { addSessionCookie, logInViaApi, postQuestion, questionHeading } from '../support/qna';
import { expect, startIsolatedSite, test, type Site } from '../support/site';

/** An admin through ADMIN_USERNAMES on this spec's own site. */
const ADMIN = '201900001';
/** Asks the questions (이서연). */
const AUTHOR = '202410201';
/** Becomes an admin on the admin page. */
const NEW_ADMIN = '202128101';

/**
 * Code only the admin pages' chunk holds (features/admin): a class of the dashboard's markup. Its
 * texts are no marker: they are in the area's catalog, which the board's load carries (ADR 0060).
 */
const ADMIN_CHUNK_TEXT = 'qna-admin-figures';

/** The scripts the page has loaded so far that contain `text`, as their URLs. */
function scriptsContaining(page: Page, text: string): () => Promise<string[]> {
  const bodies: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    bodies.push(
      response.text().then(
        (body) => (body.includes(text) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(bodies)).filter((url): url is string => url !== null);
}

/** A page of its own (own cookies) logged in through the api as `credentials`. */
async function loggedInPage(
  browser: Browser,
  site: Site,
  credentials: MemberCredentials,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  await addSessionCookie(
    context,
    site.url,
    await logInViaApi(context.request, site.apiUrl, credentials),
  );
  return context.newPage();
}

test('an admin answers the oldest question from the queue and makes another member an admin, who sees 관리자 after signing in again', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const site = await startIsolatedSite({ ADMIN_USERNAMES: ADMIN });
  const pages: Page[] = [];
  const api = await playwright.request.newContext();
  try {
    const [admin, author, member] = [
      await signUpViaApi(api, site.apiUrl, ADMIN),
      await signUpViaApi(api, site.apiUrl, AUTHOR),
      await signUpViaApi(api, site.apiUrl, NEW_ADMIN),
    ];
    const authorSession = await logInViaApi(api, site.apiUrl, author);
    const oldest = '졸업학점이 부족한가요?';
    const newer = '교양 영역 질문';
    await postQuestion(api, site.apiUrl, authorSession, {
      title: oldest,
      content: '전공선택이 몇 학점 남았나요?',
      anonymous: true,
    });
    await postQuestion(api, site.apiUrl, authorSession, { title: newer, content: '균형교양은?' });

    const adminPage = await loggedInPage(browser, site, admin);
    pages.push(adminPage);

    // The admin opens the area from the site's menu; the queue puts the oldest question first,
    // with the real name and 학번 of its anonymous author.
    // The admin pages are a chunk of their own: the board's load, even an admin's, has none of
    // it; opening 관리자 fetches it.
    const adminScripts = scriptsContaining(adminPage, ADMIN_CHUNK_TEXT);
    await adminPage.goto('/qna/questions');
    await expect(adminPage.getByRole('cell', { name: oldest })).toBeVisible();
    expect(await adminScripts()).toEqual([]);
    await mainMenu(adminPage).getByRole('link', { name: '관리자', exact: true }).click();
    await expect(adminPage).toHaveURL(/\/qna\/admin$/);
    await expect(
      adminPage.getByRole('heading', { level: 1, name: '관리자 대시보드' }),
    ).toBeVisible();
    expect(await adminScripts()).toHaveLength(1);
    await adminPage.getByRole('link', { name: '미답변 질문 2개 답변하기' }).click();
    await expect(adminPage).toHaveURL(/\/qna\/admin\/questions$/);
    const rows = adminPage.getByRole('row').filter({ has: adminPage.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(oldest);
    await expect(rows.first()).toContainText(`이서연 (${AUTHOR})`);
    await expect(rows.first()).toContainText('익명 질문');
    await expect(rows.nth(1)).toContainText(newer);

    // One click on 답변 등록 opens the board's answer form for that question.
    await rows
      .first()
      .getByRole('link', { name: /답변 등록/ })
      .click();
    await expect(adminPage.getByRole('heading', { level: 1, name: '답변 등록' })).toBeVisible();
    await expect(adminPage.getByRole('region', { name: '질문' })).toContainText(
      '전공선택이 몇 학점 남았나요?',
    );
    await adminPage.getByLabel('내용').fill('6학점 남았습니다.');
    await adminPage.getByRole('button', { name: '작성완료' }).click();
    await expect(adminPage).toHaveURL(/\/qna\/questions\/\d+$/);
    await expect(questionHeading(adminPage)).toHaveText(`[답변완료] ${oldest}`);

    await adminPage.goto('/qna/admin/questions');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(newer);

    // The member, signed in before the change, has no admin entry and no admin pages.
    const memberPage = await loggedInPage(browser, site, member);
    pages.push(memberPage);
    await memberPage.goto('/qna/questions');
    // The member's menu, not the one shown before the session is known (it has no 관리자 either).
    await expect(mainMenu(memberPage).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(
      mainMenu(memberPage).getByRole('link', { name: '관리자', exact: true }),
    ).toHaveCount(0);
    await memberPage.goto('/qna/admin');
    await expect(memberPage).toHaveURL(/\/qna\/questions$/);

    // The admin makes the member an admin, confirming in the dialog.
    await adminPage
      .getByRole('navigation', { name: '관리자 메뉴' })
      .getByRole('link', {
        name: '관리자 관리',
      })
      .click();
    await expect(adminPage).toHaveURL(/\/qna\/admin\/admins$/);
    await adminPage.getByRole('textbox', { name: /학번/ }).fill(NEW_ADMIN);
    await adminPage.getByRole('button', { name: '추가', exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: '관리자 지정' });
    await expect(dialog).toContainText(`학번 ${NEW_ADMIN} 회원을 관리자로 지정할까요?`);
    // A listener that accepts at once: with only a waitForEvent, Playwright dismisses the alert
    // itself and a later accept() waits forever.
    await expectAlert(
      recordAlerts(adminPage),
      () => dialog.getByRole('button', { name: '지정' }).click(),
      `${NEW_ADMIN} 회원을 관리자로 지정했습니다. 다시 로그인하면 관리자 메뉴가 보입니다.`,
    );
    await expect(dialog).toHaveCount(0);
    const admins = adminPage.getByRole('table', { name: '관리자 목록' });
    await expect(admins.getByRole('row').filter({ hasText: NEW_ADMIN })).toBeVisible();
    const log = adminPage.getByRole('table', { name: '관리자 변경 기록' });
    await expect(log.getByRole('row').nth(1)).toContainText(`관리자 지정`);
    await expect(log.getByRole('row').nth(1)).toContainText(`(${NEW_ADMIN})`);
    await expect(log.getByRole('row').nth(1)).toContainText(`(${ADMIN})`);

    // After signing in again the new admin sees 관리자 and reaches the dashboard.
    await mainMenu(memberPage).getByRole('button', { name: '로그아웃' }).click();
    await expect(mainMenu(memberPage).getByRole('link', { name: '로그인' })).toBeVisible();
    await logIn(memberPage, member);
    await mainMenu(memberPage).getByRole('link', { name: '관리자', exact: true }).click();
    await expect(
      memberPage.getByRole('heading', { level: 1, name: '관리자 대시보드' }),
    ).toBeVisible();
    await expect(memberPage.getByRole('definition').first()).toHaveText('3명');
  } finally {
    for (const page of pages) await page.context().close();
    await api.dispose();
    await site.close();
  }
});
