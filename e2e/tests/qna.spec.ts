// The Q&A board end to end: a member asks (anonymously), an admin answers, edits and deletes the
// answer, the author edits and deletes the question; visitors read; the modify page keeps
// others out.
import type { Browser, Page } from '@playwright/test';
import { signUpViaApi } from '../support/accounts';
import { addSessionCookie, logInViaApi, postQuestion, questionHeading } from '../support/qna';
import { expect, startIsolatedSite, test, type Site } from '../support/site';

/** Demo students this spec signs up on the shared site; no other spec uses them. */
const SHARED_SITE_STUDENTS = { author: '202426201', otherMember: '202128101' } as const;
/** On the isolated site of the main flow: 관리자 becomes an admin through ADMIN_USERNAMES. */
const ADMIN = '201900001';
const AUTHOR = '202410201'; // 이서연

/** A page of its own (own cookies) logged in as the demo student `username`. */
async function pageOf(browser: Browser, site: Site, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  const credentials = await signUpViaApi(context.request, site.apiUrl, username);
  await addSessionCookie(
    context,
    site.url,
    await logInViaApi(context.request, site.apiUrl, credentials),
  );
  return context.newPage();
}

/** Accepts the next confirm dialog and returns its text. */
function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

test('a question from asking to deletion: anonymous, answered, answer edited and deleted, question edited and deleted', async ({
  browser,
}) => {
  const site = await startIsolatedSite({ ADMIN_USERNAMES: ADMIN });
  const pages: Page[] = [];
  try {
    const author = await pageOf(browser, site, AUTHOR);
    const admin = await pageOf(browser, site, ADMIN);
    pages.push(author, admin);
    const title = '전공선택 학점 질문';

    // The author asks anonymously.
    await author.goto('/qna/questions');
    await author.getByRole('link', { name: '질문 등록' }).click();
    await expect(author).toHaveURL(/\/qna\/questions\/create$/);
    await expect(author.getByRole('heading', { level: 1, name: '질문 등록' })).toBeVisible();
    await author.getByLabel('제목').fill(title);
    await author.getByLabel('익명으로 작성하기').check();
    await author.getByLabel('내용').fill('전공선택이\n몇 학점 남았나요?');
    await author.getByRole('button', { name: '작성완료' }).click();

    await expect(author).toHaveURL(/\/qna\/questions$/);
    const row = author.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell')).toHaveText(['접수', title, /^\d{2}-\d{2}-\d{2}$/, '익명']);

    await row.getByRole('link', { name: title }).click();
    await expect(questionHeading(author)).toHaveText(`[접수] ${title}`);
    const question = author.getByRole('region', { name: '질문' });
    await expect(question.locator('.qna-markdown br')).toHaveCount(1);
    await expect(question.getByText('익명', { exact: true })).toBeVisible();
    const questionUrl = author.url();

    // The admin answers; links in the answer follow the same rules.
    await admin.goto(questionUrl);
    await admin.getByRole('link', { name: '답변 등록' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: '답변 등록' })).toBeVisible();
    await expect(admin.getByRole('region', { name: '질문' })).toContainText('몇 학점 남았나요?');
    await admin
      .getByLabel('내용')
      .fill(
        '**9학점** 남았습니다.\n[교육과정](https://www.smu.ac.kr) [나쁜 링크](javascript:alert(1))',
      );
    await admin.getByRole('button', { name: '작성완료' }).click();

    await expect(admin).toHaveURL(questionUrl);
    await expect(questionHeading(admin)).toHaveText(`[답변완료] ${title}`);
    const answer = admin.getByRole('region', { name: '답변' });
    await expect(answer.locator('strong')).toHaveText('9학점');
    await expect(answer.getByRole('link', { name: '교육과정' })).toHaveAttribute(
      'href',
      'https://www.smu.ac.kr/',
    );
    await expect(answer.getByRole('link', { name: '나쁜 링크' })).toHaveCount(0);
    await expect(answer).toContainText('나쁜 링크');

    await author.goto('/qna/questions');
    await expect(row.getByRole('cell').first()).toHaveText('답변완료');

    // The admin edits the answer…
    await answer.getByRole('link', { name: '수정' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: '답변 수정' })).toBeVisible();
    await expect(admin.getByLabel('내용')).toHaveValue(/^\*\*9학점\*\* 남았습니다\./);
    await admin.getByLabel('내용').fill('6학점 남았습니다.');
    await admin.getByRole('button', { name: '작성완료' }).click();
    await expect(admin).toHaveURL(questionUrl);
    await expect(answer).toContainText('6학점 남았습니다.');
    await expect(answer.getByText(/^\d{2}-\d{2}-\d{2} \d{2}:\d{2} \(수정\)$/)).toBeVisible();

    // …and deletes it.
    const answerConfirm = acceptNextConfirm(admin);
    await answer.getByRole('button', { name: '삭제' }).click();
    expect(await answerConfirm).toBe('선택한 답변을 정말 삭제하시겠습니까?');
    await expect(questionHeading(admin)).toHaveText(`[접수] ${title}`);
    await expect(answer).toHaveCount(0);
    await expect(admin).toHaveURL(questionUrl);

    // The author edits the question (anonymous is preset) and signs it with the name this time.
    await author.goto(questionUrl);
    await question.getByRole('link', { name: '수정' }).click();
    await expect(author.getByRole('heading', { level: 1, name: '질문 수정' })).toBeVisible();
    await expect(author.getByLabel('익명으로 작성하기')).toBeChecked();
    await author.getByLabel('제목').fill(`${title} (수정함)`);
    await author.getByLabel('익명으로 작성하기').uncheck();
    await author.getByRole('button', { name: '작성완료' }).click();

    await expect(author).toHaveURL(questionUrl);
    await expect(questionHeading(author)).toHaveText(`[접수] ${title} (수정함)`);
    await expect(question.getByText('이서연', { exact: true })).toBeVisible();
    await expect(question.getByText(/ \(수정\)$/)).toBeVisible();

    // …and deletes it.
    const questionConfirm = acceptNextConfirm(author);
    await question.getByRole('button', { name: '삭제' }).click();
    expect(await questionConfirm).toBe('선택한 질문을 정말 삭제하시겠습니까?');
    await expect(author).toHaveURL(/\/qna\/questions$/);
    await expect(author.getByRole('cell', { name: '질문이 없습니다.' })).toBeVisible();
  } finally {
    for (const page of pages) await page.context().close();
    await site.close();
  }
});

test.describe('on the shared site', () => {
  const titles = Array.from({ length: 6 }, (_, index) => `방문자용 질문 ${index + 1}`);
  let newestQuestionId = 0;

  test.beforeAll(async ({ playwright, site }) => {
    const request = await playwright.request.newContext();
    try {
      const credentials = await signUpViaApi(request, site.apiUrl, SHARED_SITE_STUDENTS.author);
      const session = await logInViaApi(request, site.apiUrl, credentials);
      for (const title of titles) {
        newestQuestionId = await postQuestion(request, site.apiUrl, session, {
          title,
          content: `${title}의 내용입니다.\n- 첫째\n- 둘째`,
        });
      }
    } finally {
      await request.dispose();
    }
  });

  test('a visitor reads the list, five to a page, and a question', async ({ page }) => {
    await page.goto('/qna/questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Q&A 게시판' })).toBeVisible();
    const table = page.getByRole('table', { name: '질문 목록' });
    // Newest first: the last five written fill the first page, the first one opens page 2.
    await expect(table.getByRole('link')).toHaveText([...titles].reverse().slice(0, 5));

    await page
      .getByRole('navigation', { name: '페이지 이동' })
      .getByRole('link', { name: '2 페이지' })
      .click();
    await expect(page).toHaveURL(/\/qna\/questions\?page=2$/);
    await expect(table.getByRole('link').first()).toHaveText(titles[0] as string);

    await page.goto('/qna/questions');
    await table.getByRole('link', { name: titles[5] }).click();
    await expect(page).toHaveURL(new RegExp(`/qna/questions/${newestQuestionId}$`));
    const question = page.getByRole('region', { name: '질문' });
    await expect(questionHeading(page)).toHaveText(`[접수] ${titles[5]}`);
    await expect(question.getByRole('listitem')).toHaveText(['첫째', '둘째']);
    await expect(question.getByText('장지우', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '수정' })).toHaveCount(0);

    // Asking needs a member: the visitor is sent to the login.
    await page.goto('/qna/questions');
    await page.getByRole('link', { name: '질문 등록' }).click();
    await expect(page).toHaveURL(/\/accounts\/login$/);
  });

  test('a missing question says so', async ({ page }) => {
    await page.goto('/qna/questions/2147483647');
    await expect(page.getByText('해당 질문을 찾을 수 없습니다.')).toBeVisible();
  });

  test("a member opening another's modify page is sent to the list", async ({ browser, site }) => {
    const otherMember = await pageOf(browser, site, SHARED_SITE_STUDENTS.otherMember);
    await otherMember.goto(`/qna/questions/${newestQuestionId}/modify`);

    await expect(otherMember).toHaveURL(/\/qna\/questions$/);
    await expect(otherMember.getByRole('table', { name: '질문 목록' })).toBeVisible();
    await otherMember.context().close();
  });

  test('the board is usable on a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const pagesAndContent = [
      ['/qna/questions', page.getByRole('table', { name: '질문 목록' })],
      [`/qna/questions/${newestQuestionId}`, page.getByRole('region', { name: '질문' })],
    ] as const;
    for (const [url, content] of pagesAndContent) {
      await page.goto(url);
      await expect(content).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});
