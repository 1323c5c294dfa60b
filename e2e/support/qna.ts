// Q&A helpers for qna.spec.ts and qna-xss.spec.ts: a member's session straight from the api (no
// login page on the way) and questions posted through the api.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { MemberCredentials } from './accounts';

/** The login answer, which the site keeps as JSON in the `member` cookie. */
export interface MemberSession {
  username: string;
  memberRole: 'ROLE_USER' | 'ROLE_ADMIN';
  accessToken: string;
  refreshToken: string;
}

/**
 * A question's title on its page ("[접수] …" or "[답변완료] …"). Found by its name, not as the
 * page's only h2: the router updates the address before it renders the next page, and the answer
 * pages also have an h2 (답변), so right after a navigation "the h2" may still be two elements.
 */
export function questionHeading(page: Page) {
  return page.getByRole('heading', { level: 2, name: /^\[(접수|답변완료)\] / });
}

export interface QuestionInput {
  title: string;
  content: string;
  anonymous?: boolean;
}

/** POST /accounts/login. `apiUrl` is `site.apiUrl`. */
export async function logInViaApi(
  request: APIRequestContext,
  apiUrl: string,
  { username, password }: MemberCredentials,
): Promise<MemberSession> {
  const response = await request.post(`${apiUrl}/api/v1/accounts/login`, {
    data: { username, password },
  });
  expect(response.status(), `login of ${username}`).toBe(200);
  return (await response.json()) as MemberSession;
}

/**
 * Makes the browser context logged in as the site itself does: the `member` cookie (without the
 * refresh token) and the api's HttpOnly refresh cookie for /api/v1/accounts (docs/adr/0022).
 */
export async function addSessionCookie(
  context: BrowserContext,
  siteUrl: string,
  session: MemberSession,
): Promise<void> {
  const { refreshToken, ...member } = session;
  const { hostname } = new URL(siteUrl);
  await context.addCookies([
    // js-cookie (shared-auth) percent-encodes the JSON the same way.
    { name: 'member', value: encodeURIComponent(JSON.stringify(member)), url: siteUrl },
    {
      name: 'smunity_refresh',
      value: refreshToken,
      domain: hostname,
      path: '/api/v1/accounts',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** POST /questions as `session`; returns the new question's id. */
export async function postQuestion(
  request: APIRequestContext,
  apiUrl: string,
  session: MemberSession,
  { title, content, anonymous = false }: QuestionInput,
): Promise<number> {
  const response = await request.post(`${apiUrl}/api/v1/questions`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { title, content, anonymous },
  });
  expect(response.status(), `posting "${title}"`).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
