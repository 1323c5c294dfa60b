// "내 질문에 답변이 달렸습니다" end to end (issue 26): an admin answers in the browser, the author's
// header shows 1 unread 알림, the list leads to the answer, and the SMTP server (a real one,
// started here, that the api sends to through SMTP_URL) received one mail whose one-click
// unsubscribe link turns the mails off.
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  decodedHeaderOf,
  headerOf,
  startTestSmtpServer,
  textBodyOf,
  type ReceivedMail,
  type TestSmtpServer,
} from '@smunity/api/src/testing/smtp';
import { mainMenu, signUpViaApi } from '../support/accounts';
import {
  addSessionCookie,
  logInViaApi,
  postQuestion,
  type MemberSession,
  questionHeading,
} from '../support/qna';
import { expect, startIsolatedSite, test, type Site } from '../support/site';

/** 관리자 becomes an admin through ADMIN_USERNAMES; 이서연 signed up with her portal address. */
const ADMIN = '201900001';
const AUTHOR = '202410201';
const AUTHOR_EMAIL = 'seoyeon.lee@example.com';

/** The subject of the mail that asks an address's owner to confirm it (issue 36). */
const CONFIRMATION_SUBJECT = '[스뮤니티] 이메일 주소를 확인해 주세요';
const isConfirmation = (mail: ReceivedMail) =>
  decodedHeaderOf(mail.raw, 'Subject') === CONFIRMATION_SUBJECT;

const SCREENSHOTS =
  process.env.SCREENSHOT_DIR ?? path.join(__dirname, '..', 'test-results', 'notifications');

/**
 * Pictures of `part` of the page at 375 and 1280 px (the e2e artifacts), and at 375 px the page
 * does not scroll sideways.
 */
async function atPhoneAndDesktop(page: Page, name: string, part: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(part).toBeVisible();
    await part.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`) });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect([name, width, overflow]).toEqual([name, width, 0]);
  }
}

/** A page of its own (own cookies) logged in as the demo student `username`, and its session. */
async function signedIn(
  browser: Browser,
  site: Site,
  username: string,
): Promise<{ page: Page; session: MemberSession }> {
  const context = await browser.newContext({ baseURL: site.url });
  const credentials = await signUpViaApi(context.request, site.apiUrl, username);
  const session = await logInViaApi(context.request, site.apiUrl, credentials);
  await addSessionCookie(context, site.url, session);
  return { page: await context.newPage(), session };
}

test('an answer reaches its author: 1 unread in the header, the list links to it, one mail whose unsubscribe link works', async ({
  browser,
}) => {
  // A site of its own (the api sends to this test's SMTP server) and two members' browsers.
  test.setTimeout(180_000);
  const smtp: TestSmtpServer = await startTestSmtpServer();
  const site = await startIsolatedSite({ ADMIN_USERNAMES: ADMIN, SMTP_URL: smtp.url });
  const pages: Page[] = [];
  try {
    const { page: author, session } = await signedIn(browser, site, AUTHOR);
    const { page: admin } = await signedIn(browser, site, ADMIN);
    pages.push(author, admin);
    // Answer mails go only to an address its owner confirmed: she opens the link mailed to her
    // sign-up address and confirms it on the page (a GET of the link changes nothing).
    const confirmationTo = () =>
      smtp.received.find((mail) => isConfirmation(mail) && mail.to.includes(AUTHOR_EMAIL));
    await expect.poll(() => confirmationTo() !== undefined).toBe(true);
    const link = /https?:\/\/\S+#token=\S+/.exec(textBodyOf(confirmationTo()!.raw))?.[0];
    expect(link).toMatch(new RegExp(`^${site.url}/mypage/mail-confirmation#token=`));
    await author.goto(link!);
    await atPhoneAndDesktop(author, 'mail-confirmation', author.getByRole('main'));
    await author.getByRole('button', { name: '이메일 주소 확인' }).click();
    await expect(author.getByRole('status')).toHaveText(
      '이메일 주소를 확인했습니다. 이제 답변 알림 메일을 받을 수 있습니다.',
    );
    await author.goto('/mypage');
    await expect(author.getByText('확인된 주소입니다.')).toBeVisible();
    await atPhoneAndDesktop(
      author,
      'mail-settings-confirmed',
      author.getByRole('region', { name: '알림 메일' }),
    );

    const title = '졸업학점 질문';
    const questionId = await postQuestion(author.request, site.apiUrl, session, {
      title,
      content: '졸업까지 몇 학점 남았나요?',
    });

    // Nothing unread yet: the header has 알림 without a count.
    await author.goto('/');
    await expect(mainMenu(author).getByRole('link', { name: '알림', exact: true })).toBeVisible();

    // The admin answers in the browser.
    await admin.goto(`/qna/questions/${questionId}`);
    await admin.getByRole('link', { name: '답변 등록' }).click();
    await admin
      .getByLabel('내용')
      .fill('졸업까지 **12학점** 남았습니다.\n전공선택을 먼저 들으세요.');
    await admin.getByRole('button', { name: '작성완료' }).click();
    await expect(admin).toHaveURL(new RegExp(`/qna/questions/${questionId}$`));
    await expect(questionHeading(admin)).toHaveText(`[답변완료] ${title}`);

    // The author's header counts it (a fresh page; a page left open sees it within a minute).
    await author.goto('/');
    const unread = mainMenu(author).getByRole('link', { name: '알림 (읽지 않은 알림 1개)' });
    await expect(unread).toBeVisible();
    await unread.click();
    await expect(author).toHaveURL(/\/qna\/notifications$/);
    const notice = author
      .getByRole('list', { name: '알림 목록' })
      .getByRole('link', { name: `새 알림'${title}' 질문에 답변이 달렸습니다.` });
    await notice.click();
    await expect(author).toHaveURL(new RegExp(`/qna/questions/${questionId}$`));
    await expect(author.getByRole('region', { name: '답변' })).toContainText('12학점');
    // Opened: read, and the header's count is gone.
    await expect(mainMenu(author).getByRole('link', { name: '알림', exact: true })).toBeVisible();

    // One mail, to her address, with the one-click unsubscribe of RFC 8058.
    const answerMails = () => smtp.received.filter((mail) => !isConfirmation(mail));
    await expect.poll(() => answerMails().length).toBe(1);
    const [mail] = answerMails();
    expect(mail?.to).toEqual([AUTHOR_EMAIL]);
    expect(headerOf(mail?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /<([^>]+)>/.exec(
      headerOf(mail?.raw ?? '', 'List-Unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribeUrl).toMatch(new RegExp(`^${site.url}/api/v1/`));

    // What a mail program does with it: a POST, no cookies, no login.
    const response = await author.context().request.post(unsubscribeUrl ?? '', {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(response.status()).toBe(200);
    await author.goto('/mypage');
    await expect(author.getByRole('checkbox', { name: '답변 알림 메일 받기' })).not.toBeChecked();
    await expect(author.getByRole('textbox', { name: '이메일' })).toHaveValue(AUTHOR_EMAIL);

    // With mfe_qna down the header simply has no 알림; the rest of the site works. (A browser
    // that has the remote's immutable files cached still shows it: a fresh one here.)
    await site.stop('mfe_qna');
    const fresh = await browser.newContext({ baseURL: site.url });
    await addSessionCookie(fresh, site.url, session);
    const visitor = await fresh.newPage();
    pages.push(visitor);
    const qnaPort = `:${site.ports.mfe_qna}/`;
    const qnaUnreachable = visitor.waitForEvent('requestfailed', (request) =>
      request.url().includes(qnaPort),
    );
    await visitor.goto('/mypage');
    await expect(visitor.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    await qnaUnreachable;
    await expect(mainMenu(visitor).getByRole('link', { name: '마이페이지' })).toBeVisible();
    await expect(mainMenu(visitor).getByRole('link', { name: /^알림/ })).toHaveCount(0);
  } finally {
    for (const page of pages) await page.context().close();
    await site.close();
    await smtp.close();
  }
});
