import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { REFRESH_COOKIE } from '../../auth/refresh-cookie';
import { testDatabaseKinds, withdraw } from '../../testing';
import { memberSession, postLogin, SITE_PASSWORD, useAccountsTestApi } from './testing';

const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

/** The Set-Cookie header of the refresh cookie, split into its value and attributes. */
function refreshCookie(response: LightMyRequestResponse) {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => {
    return cookie.startsWith(`${REFRESH_COOKIE}=`);
  });
  if (header === undefined) return undefined;
  const [pair, ...attributes] = header.split('; ');
  return { value: pair!.slice(REFRESH_COOKIE.length + 1), attributes };
}

const cookieHeader = (token: string) => ({ cookie: `other=1; ${REFRESH_COOKIE}=${token}` });

describe.each(testDatabaseKinds())('the refresh-token cookie (%s)', (kind) => {
  const api = useAccountsTestApi(kind);

  const refreshWithCookie = (token: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh',
      headers: cookieHeader(token),
      payload: {},
    });

  it('is set at login: HttpOnly, SameSite=Strict, only for /api/v1/accounts, for 14 days', async () => {
    const session = await memberSession(api);
    const response = await postLogin(api, session.username);

    const cookie = refreshCookie(response);
    expect(cookie?.value).toBe(response.json().refreshToken);
    expect(cookie?.attributes).toEqual([
      'Path=/api/v1/accounts',
      `Max-Age=${FOURTEEN_DAYS}`,
      'HttpOnly',
      'SameSite=Strict',
    ]);
  });

  it('is kept no longer than the session lives: 30 days after its login, however it was renewed', async () => {
    const session = await memberSession(api);
    const login = await postLogin(api, session.username);
    // Logged in 20 days ago: 10 days are left, fewer than a refresh token's 14.
    await sql`update sessions set created_at = now() - interval '20 days'`.execute(api.db);

    const renewed = await refreshWithCookie(refreshCookie(login)!.value);

    expect(renewed.statusCode).toBe(200);
    const maxAge = refreshCookie(renewed)
      ?.attributes.find((attribute) => attribute.startsWith('Max-Age='))
      ?.slice('Max-Age='.length);
    const tenDays = 10 * 24 * 60 * 60;
    // The seconds the request itself took are off the 10 days.
    expect(Number(maxAge)).toBeLessThanOrEqual(tenDays);
    expect(Number(maxAge)).toBeGreaterThan(tenDays - 60);
  });

  describe('with HTTPS=on', () => {
    const secureApi = useAccountsTestApi(kind, {
      config: { https: true },
      resetBetweenTests: false,
      newAttemptWindowEachTest: false,
    });

    it('is Secure with HTTPS=on', async () => {
      const session = await memberSession(secureApi);
      const cookie = refreshCookie(await postLogin(secureApi, session.username));
      expect(cookie?.attributes).toContain('Secure');
    });
  });

  it('refreshes without a body token: a new cookie, and no refresh token in the body', async () => {
    const session = await memberSession(api);

    const response = await refreshWithCookie(session.refreshToken);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'memberRole', 'username']);
    expect(api.tokens.verifyAccess(body.accessToken).memberId).toBe(session.memberId);
    const rotated = refreshCookie(response)!.value;
    expect(rotated).not.toBe(session.refreshToken);
    // The new one works; the old one was rotated away, and coming back it ends the session.
    expect((await refreshWithCookie(rotated)).statusCode).toBe(200);
    expect((await refreshWithCookie(session.refreshToken)).json().code).toBe('ACCOUNT014');
  });

  it('refreshes with no body at all', async () => {
    const session = await memberSession(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh',
      headers: cookieHeader(session.refreshToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('accessToken');
  });

  it('gives the body token precedence and answers it in the body (API clients)', async () => {
    const session = await memberSession(api);
    const other = await memberSession(api);

    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh',
      headers: cookieHeader(other.refreshToken),
      payload: { refreshToken: session.refreshToken },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(session.username);
    expect(refreshCookie(response)!.value).toBe(response.json().refreshToken);
    // The cookie's token was not used.
    expect((await refreshWithCookie(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers 400 VALID001 when neither the body nor the cookie has a token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh',
      headers: { cookie: `${REFRESH_COOKIE}=not a token` },
      payload: {},
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALID001',
      detail: { refreshToken: '리프레시 토큰 입력은 필수 입니다.' },
    });
  });

  it('logs out with the cookie alone, and is cleared by the logout answer', async () => {
    const session = await memberSession(api);

    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/logout',
      headers: { ...session.headers, ...cookieHeader(session.refreshToken) },
      payload: {},
    });

    expect(response.statusCode).toBe(204);
    expect(refreshCookie(response)).toEqual({
      value: '',
      attributes: ['Path=/api/v1/accounts', 'Max-Age=0', 'HttpOnly', 'SameSite=Strict'],
    });
    expect((await refreshWithCookie(session.refreshToken)).json().code).toBe('ACCOUNT009');
  });

  it('is kept when the logout comes with an expired access token, which the client renews first', async () => {
    const session = await memberSession(api);
    api.clock.advance(api.config.accessTokenTtlSeconds);
    const logout = (headers: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/logout',
        headers: { ...headers, ...cookieHeader(session.refreshToken) },
        payload: {},
      });

    const expired = await logout(session.headers);

    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('ACCOUNT005');
    expect(refreshCookie(expired)).toBeUndefined();
    // What shared-auth does next: renew with the cookie, then send the logout again.
    const renewed = await refreshWithCookie(session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/logout',
      headers: {
        authorization: `Bearer ${renewed.json().accessToken}`,
        ...cookieHeader(refreshCookie(renewed)!.value),
      },
      payload: {},
    });
    expect(again.statusCode).toBe(204);
    expect(refreshCookie(again)?.value).toBe('');
  });

  it('is cleared by a withdrawal', async () => {
    const session = await memberSession(api);

    const response = await withdraw(api, session.headers, SITE_PASSWORD);

    expect(refreshCookie(response)?.attributes).toContain('Max-Age=0');
    expect((await refreshWithCookie(session.refreshToken)).json().code).toBe('ACCOUNT009');
  });

  it('is never sent elsewhere: no other route reads it', async () => {
    const session = await memberSession(api);
    const response = await api.app.inject({
      url: '/api/v1/members/me',
      headers: cookieHeader(session.refreshToken),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('ACCOUNT007');
  });
});
