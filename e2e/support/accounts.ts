// Accounts helpers for every spec: sign a demo student up (through the api, fast) and log in
// (through the login page, as a student does).
import type { APIRequestContext, Dialog, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Every demo portal student's portal (샘물) password (api/data/demo-portal.json). */
export const DEMO_PORTAL_PASSWORD = 'demo1234!';

/** The SMUNITY password the helpers give a member unless a test chooses one. */
export const DEFAULT_MEMBER_PASSWORD = 'smunity-e2e-1';

/**
 * A 학번 signs up once per site, and the specs of a run share one site (one worker): each spec
 * signs up demo students no other spec uses. Add yours here, so the next engineer sees it is
 * taken. Tests on an isolated site (fresh database) may use any student.
 */
export const E2E_STUDENTS = {
  /** accounts.spec.ts: the sign-up flow through the agree and register pages. */
  accountsSignUp: '202210501',
  /** accounts.spec.ts: forgot password → reset (its password changes). */
  accountsPasswordReset: '202314501',
  /** accounts.spec.ts: signs up although the portal has no e-mail for the student. */
  accountsSignUpWithoutEmail: '202345501',
  /** mypage.spec.ts: 2019 single major (password change at the end). */
  mypageSingleMajor: '201910101',
  /** mypage.spec.ts: double major with 컴퓨터과학전공 second. */
  mypageDoubleMajor: '202012301',
  /** mypage.spec.ts: 지능·데이터융합학부 track member (department + exemption changes, deletion). */
  mypageTrackMember: '202307101',
  /** qna.spec.ts on the shared site: a question's author and another member. */
  qnaAuthor: '202426201',
  qnaOtherMember: '202128101',
  /** qna-xss.spec.ts: posts the hostile corpus. */
  qnaXssAuthor: '202335501',
  /** share-print.spec.ts: shares, prints and views the result at 375 px. */
  sharePrintMember: '202204101',
  /** share-print.spec.ts: the 기이수과목 업데이트 modal refused (wrong portal password). */
  keyboardCourseUpdate: '202121101',
  /** share-print.spec.ts: 비밀번호 찾기 refused (never signs up). */
  keyboardFindPassword: '202316101',
  /** planner.spec.ts: what-if, then a plan built, saved and reloaded. */
  plannerMember: '202227101',
  /** sessions.spec.ts: signed in on two browsers, one logs the other out. */
  sessionsMember: '202501101',
  /** privacy.spec.ts: downloads everything stored about it (내 정보 내려받기). */
  privacyMember: '202203501',
  /** in-progress.spec.ts: a 2025 student without courses (never uploads) adds one being taken. */
  inProgressMember: '202590006',
  /** years.spec.ts: a 2026 freshman, checked with the 2025 curriculum and told so. */
  yearsFreshman: '202610101',
  /** first-view.spec.ts: posts the question whose prerendered page a guest opens. */
  firstViewQuestionAuthor: '201627101',
  /** accounts.spec.ts: its expired access token renewed silently. */
  accountsRenewal: '202410201',
  /** cross-tab-renewal.spec.ts: two tabs renewing at the same instant (signs up normally). */
  crossTabRenewal: '202590007',
} as const;

export interface MemberCredentials {
  username: string;
  password: string;
}

/**
 * Signs a demo student up through the api: portal verification (POST /auth/register), then
 * POST /accounts/register with the verification token. `apiUrl` is `site.apiUrl`.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  apiUrl: string,
  username: string,
  password: string = DEFAULT_MEMBER_PASSWORD,
): Promise<MemberCredentials> {
  const verification = await request.post(`${apiUrl}/api/v1/auth/register`, {
    data: { username, password: DEMO_PORTAL_PASSWORD },
  });
  expect(verification.status(), `portal verification of ${username}`).toBe(200);
  const { authToken, name, email, department, secondDepartment } = await verification.json();

  const registration = await request.post(`${apiUrl}/api/v1/accounts/register`, {
    headers: { Authorization: `Bearer ${authToken}` },
    data: { username, password, name, email, department, secondDepartment },
  });
  expect(registration.status(), `sign-up of ${username}`).toBe(201);
  return { username, password };
}

/** The site's main navigation (shell/src/layout/SiteHeader.tsx). */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '주 메뉴' });
}

/** Logs in through the login page and waits for my page, where a new member lands, with its data. */
export async function logIn(page: Page, { username, password }: MemberCredentials): Promise<void> {
  await page.goto('/accounts/login');
  const main = page.getByRole('main');
  await main.getByLabel('학번').fill(username);
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  await main.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  // My page is whole: its reads have been answered, so none is still in flight when a test then
  // changes the member on the server (a withdrawal answered 401 would sign the browser out early).
  await expect(main.getByRole('button', { name: '졸업요건 검사하기' })).toBeEnabled();
  await expect(main.getByRole('region', { name: '로그인 기기' })).toContainText('현재 기기');
}

/**
 * The agree page's student verification, as a student goes through it: agrees to the terms,
 * verifies `username` with the demo portal password and arrives at the register page.
 */
export async function verifyAtPortal(page: Page, username: string): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/accounts/agree');
  await main
    .getByRole('region', { name: '이용약관' })
    .getByRole('checkbox', { name: '다음 이용약관에 동의합니다.' })
    .check();
  const verification = main.getByRole('region', { name: '학생 인증' });
  await verification.getByLabel('학번').fill(username);
  await verification.getByLabel('비밀번호', { exact: true }).fill(DEMO_PORTAL_PASSWORD);
  await verification.getByRole('button', { name: '인증하기' }).click();
  await expect(page).toHaveURL(/\/accounts\/register$/);
}

/**
 * On the register page verifyAtPortal led to: chooses `password`, signs up (its alert among
 * `alerts`, see recordAlerts) and arrives at the login page.
 */
export async function completeSignUp(
  page: Page,
  alerts: readonly string[],
  password: string,
): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  await main.getByLabel('비밀번호 재확인').fill(password);
  await expectAlert(
    alerts,
    () => main.getByRole('button', { name: '가입하기' }).click(),
    '회원가입이 완료되었습니다.',
  );
  await expect(page).toHaveURL(/\/accounts\/login$/);
}

/** Accepts every alert of the page and keeps its text, in order. */
export function recordAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** A failure's alert ends with the request's id ("오류 번호: …", docs/adr/0033). */
const ERROR_REFERENCE = /\n\n오류 번호: [0-9a-f-]+$/;

/**
 * Runs `action` and expects exactly one alert from it, saying `message` (a failure's alert may
 * add its request id on a line of its own, which changes with every request).
 */
export async function expectAlert(
  alerts: readonly string[],
  action: () => Promise<unknown>,
  message: string,
): Promise<void> {
  const before = alerts.length;
  await action();
  await expect
    .poll(() => alerts.slice(before).map((alert) => alert.replace(ERROR_REFERENCE, '')))
    .toEqual([message]);
}
