import { sql } from 'kysely';
import {
  bearer,
  expectRateLimited,
  expectRefusal,
  startNewAttemptWindow,
  testConfig,
  testDatabaseKinds,
} from '../../testing';
import { memberSession, postLogin, useAccountsTestApi } from './testing';

// Issue 24 (docs/adr/0032): a burst walks past no limit, sessions have an absolute lifetime,
// refresh is limited, and refresh and logout refuse another site's requests.

const THIRTY_DAYS = 30 * 86_400;
const PUBLIC_ORIGIN = 'https://smunity.test:8443';

describe.each(testDatabaseKinds())('session hardening (%s)', (kind) => {
  const api = useAccountsTestApi(kind, {
    config: {
      attemptLimits: { ...testConfig().attemptLimits, refresh: { perMember: 3, perIp: 5 } },
      // A public origin on a port of its own: what a front proxy's `Host` may leave out.
      siteUrl: PUBLIC_ORIGIN,
    },
  });

  const refresh = (
    refreshToken: string,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh',
      payload: { refreshToken },
      headers,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });

  it('evaluates at most 10 of 40 parallel wrong passwords for one 학번: the rest are 429 before any hash', async () => {
    const { username } = await memberSession(api);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postLogin(api, username, `wrong-password-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().code).toBe('RATE001');
    // Even the right password waits for the window.
    expect((await postLogin(api, username)).statusCode).toBe(429);
  });

  it('ends a session 30 days after its login however often it is refreshed (ACCOUNT009)', async () => {
    expect(api.config.sessionMaxAgeSeconds).toBe(THIRTY_DAYS);
    const session = await memberSession(api);
    // Used a minute ago, but logged in just under / just over 30 days ago.
    await sql`update sessions set created_at = now() - make_interval(secs => ${THIRTY_DAYS - 60}),
      last_used_at = now() - interval '1 minute'`.execute(api.db);
    const renewed = await refresh(session.refreshToken);
    expect(renewed.statusCode).toBe(200);

    await sql`update sessions set created_at = now() - make_interval(secs => ${THIRTY_DAYS + 1})`.execute(
      api.db,
    );
    const expired = await refresh(renewed.json().refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('ACCOUNT009');
    // Nor is it listed among the member's logins.
    const list = await api.app.inject({
      url: '/api/v1/members/me/sessions',
      headers: bearer(renewed.json().accessToken),
    });
    expect(list.json()).toEqual({ count: 0, content: [] });
  });

  it('limits refreshes per member (429 RATE001 with Retry-After) and per address', async () => {
    const session = await memberSession(api);
    let token = session.refreshToken;
    for (let i = 0; i < 3; i += 1) {
      const renewed = await refresh(token, {}, `10.0.0.${i + 1}`);
      expect(renewed.statusCode).toBe(200);
      token = renewed.json().refreshToken;
    }
    const limited = await refresh(token, {}, '10.0.0.9');
    expectRateLimited(limited);
    // The refused refresh did not spend the token.
    startNewAttemptWindow(api);
    expect((await refresh(token)).statusCode).toBe(200);

    // Per address: 5 refreshes of several members from one address.
    startNewAttemptWindow(api);
    const members = await Promise.all([memberSession(api), memberSession(api)]);
    const fromOneAddress = [];
    for (let i = 0; i < 6; i += 1) {
      const member = members[i % 2]!;
      const renewed = await refresh(member.refreshToken, {}, '10.9.9.9');
      if (renewed.statusCode === 200) member.refreshToken = renewed.json().refreshToken;
      fromOneAddress.push(renewed.statusCode);
    }
    expect(fromOneAddress).toEqual([200, 200, 200, 200, 200, 429]);
  });

  describe('refresh and logout refuse requests from another site (403 ACCOUNT017)', () => {
    const crossSite: [string, Record<string, string>][] = [
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Origin: null', { origin: 'null' }],
      [
        'a foreign Origin with same-origin fetch metadata',
        { 'sec-fetch-site': 'same-origin', origin: 'http://evil.example' },
      ],
      [
        "the public site's host on another port",
        { origin: 'https://smunity.test:9443', 'x-forwarded-host': 'smunity.test' },
      ],
    ];

    it.each(crossSite)('refresh with %s', async (_case, headers) => {
      const session = await memberSession(api);
      const refused = await refresh(session.refreshToken, headers);
      expectRefusal(refused, 403, {
        code: 'ACCOUNT017',
        message: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.',
      });
      // The token was not spent.
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    });

    it.each(crossSite)('logout with %s', async (_case, headers) => {
      const session = await memberSession(api);
      const refused = await api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/logout',
        headers: { ...session.headers, ...headers },
        payload: { refreshToken: session.refreshToken },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ACCOUNT017');
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    });

    it.each([
      [
        'same-origin fetch metadata and its own Origin',
        { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      ],
      [
        'the Origin of the host a trusted proxy forwarded',
        { origin: 'https://smunity.co.kr', 'x-forwarded-host': 'smunity.co.kr' },
      ],
      [
        'the public origin (SITE_URL) when the proxy forwarded its host without the port',
        {
          'sec-fetch-site': 'same-origin',
          origin: PUBLIC_ORIGIN,
          'x-forwarded-host': 'smunity.test',
        },
      ],
      ['Sec-Fetch-Site: none (typed in)', { 'sec-fetch-site': 'none' }],
      ['no browser headers at all (an API client)', {}],
    ])('lets through %s', async (_case, headers) => {
      const session = await memberSession(api);
      const renewed = await refresh(session.refreshToken, { host: 'localhost:80', ...headers });
      expect(renewed.statusCode).toBe(200);
    });
  });
});
