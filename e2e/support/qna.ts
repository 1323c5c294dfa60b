// Q&A helpers for qna.spec.ts and qna-xss.spec.ts: a member's session straight from the api (no
// login page on the way) and questions posted through the api.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { MemberCredentials } from './accounts';

/** The login answer, which the site keeps as JSON in the `member` cookie. */
export interface MemberSession {
  username: string;
  memberRole: 'ROLE_USER' | 'ROLE_ADMIN';
  accessToken: string;
  refreshToken: string;
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
