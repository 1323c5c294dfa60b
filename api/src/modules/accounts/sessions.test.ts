import { sql } from 'kysely';
import { bearer, ENGLISH_REQUESTS, expectRefusal, testDatabaseKinds } from '../../testing';
import { memberSession, SITE_PASSWORD, useAccountsTestApi, type Session } from './testing';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const KAKAOTALK =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.39 Mobile Safari/537.36;KAKAOTALK 2410830';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(testDatabaseKinds())('"로그인 기기": /members/me/sessions (%s)', (kind) => {
  const api = useAccountsTestApi(kind);

  /** Logs the member in again from a browser. */
  async function logInWith(username: string, userAgent: string): Promise<Session> {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      headers: { 'user-agent': userAgent },
      payload: { username, password: SITE_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const { memberId } = api.tokens.verifyAccess(body.accessToken);
    return { ...body, memberId, headers: bearer(body.accessToken) };
  }

  const sessionIdOf = (session: Session) => api.tokens.verifyAccess(session.accessToken).sessionId;
  const list = (session: Session) =>
    api.app.inject({ url: '/api/v1/members/me/sessions', headers: session.headers });
  const end = (session: Session, url: string) =>
    api.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: session.headers });
  const me = (session: Session) =>
    api.app.inject({ url: '/api/v1/members/me', headers: session.headers });

  it('lists the member’s active sessions with browser, OS, first and last use, current marked', async () => {
    const first = await memberSession(api);
    const pc = await logInWith(first.username, WINDOWS_CHROME);
    const phone = await logInWith(first.username, IPHONE_SAFARI);
    const stranger = await memberSession(api);
    await end(first, `/members/me/sessions/${sessionIdOf(first)}`);

    const response = await list(phone);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.content).toEqual(
      expect.arrayContaining([
        {
          id: sessionIdOf(phone),
          browser: 'Safari',
          os: 'iOS',
          createdAt: expect.any(String),
          lastUsedAt: expect.any(String),
          current: true,
        },
        expect.objectContaining({
          id: sessionIdOf(pc),
          browser: 'Chrome',
          os: 'Windows',
          current: false,
        }),
      ]),
    );
    for (const session of body.content) {
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    expect(JSON.stringify(body)).not.toContain(sessionIdOf(stranger));
  });

  it.each(ENGLISH_REQUESTS)(
    'names the browsers it names in Korean in English when asked by %s (ADR 0063)',
    async (_, english) => {
      const first = await memberSession(api);
      const phone = await logInWith(first.username, KAKAOTALK);
      const browsers = async (headers: object) => {
        const response = await api.app.inject({
          url: '/api/v1/members/me/sessions',
          headers: { ...phone.headers, ...headers },
        });
        expect(response.headers.vary).toContain('Accept-Language');
        return response
          .json()
          .content.map((session: { browser: string | null }) => session.browser);
      };

      expect(await browsers({})).toContain('카카오톡');
      expect(await browsers(english)).toContain('KakaoTalk');
      expect(await browsers(english)).not.toContain('카카오톡');
    },
  );

  it('moves the last use on at a refresh', async () => {
    const session = await memberSession(api);
    await sql`update sessions set created_at = created_at - interval '1 hour',
      last_used_at = last_used_at - interval '1 hour'`.execute(api.db);
    const [before] = (await list(session)).json().content;

    await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh',
      payload: { refreshToken: session.refreshToken },
    });

    const [after] = (await list(session)).json().content;
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
  });

  it('does not list a session unused for the refresh lifetime', async () => {
    const session = await memberSession(api);
    const other = await logInWith(session.username, WINDOWS_CHROME);
    const idle = api.config.refreshTokenTtlSeconds + 1;
    await sql`update sessions set created_at = now() - make_interval(secs => ${idle + 60}),
      last_used_at = now() - make_interval(secs => ${idle}) where id = ${sessionIdOf(other)}`.execute(
      api.db,
    );

    const body = (await list(session)).json();

    expect(body.content.map((row: { id: string }) => row.id)).toEqual([sessionIdOf(session)]);
  });

  it('logs one device out: its tokens stop working at once, the others go on', async () => {
    const session = await memberSession(api);
    const other = await logInWith(session.username, WINDOWS_CHROME);
    expect((await me(other)).statusCode).toBe(200);

    const response = await end(session, `/members/me/sessions/${sessionIdOf(other)}`);

    expect(response.statusCode).toBe(204);
    const refused = await me(other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('ACCOUNT014');
    const refreshed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/refresh',
      payload: { refreshToken: other.refreshToken },
    });
    expect(refreshed.json().code).toBe('ACCOUNT009');
    expect((await me(session)).statusCode).toBe(200);
    expect((await list(session)).json().count).toBe(1);
  });

  it('is 404 SESSION001 for another member’s session, an ended or unknown one; 400 COMMON005 for a malformed id', async () => {
    const session = await memberSession(api);
    const stranger = await memberSession(api);
    const ended = await logInWith(session.username, WINDOWS_CHROME);
    await end(session, `/members/me/sessions/${sessionIdOf(ended)}`);

    for (const id of [
      sessionIdOf(stranger),
      sessionIdOf(ended),
      '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    ]) {
      const response = await end(session, `/members/me/sessions/${id}`);
      expectRefusal(response, 404, {
        code: 'SESSION001',
        message: '해당 로그인 기기를 찾을 수 없습니다.',
      });
    }
    expect((await me(stranger)).statusCode).toBe(200);

    const malformed = await end(session, '/members/me/sessions/not-a-session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('COMMON005');
  });

  it('logs every other device out with ?others=true, this one stays', async () => {
    const session = await memberSession(api);
    const others = [
      await logInWith(session.username, WINDOWS_CHROME),
      await logInWith(session.username, IPHONE_SAFARI),
    ];
    const stranger = await memberSession(api);

    const response = await end(session, '/members/me/sessions?others=true');

    expect(response.statusCode).toBe(204);
    for (const other of others) expect((await me(other)).json().code).toBe('ACCOUNT014');
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(200);
    expect((await list(session)).json().content).toEqual([
      expect.objectContaining({ id: sessionIdOf(session), current: true }),
    ]);
  });

  it('needs others=true to end several sessions', async () => {
    const session = await memberSession(api);
    for (const url of ['/members/me/sessions', '/members/me/sessions?others=false']) {
      const response = await end(session, url);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('COMMON005');
    }
    expect((await me(session)).statusCode).toBe(200);
  });

  it('lets the current session log itself out', async () => {
    const session = await memberSession(api);

    expect((await end(session, `/members/me/sessions/${sessionIdOf(session)}`)).statusCode).toBe(
      204,
    );
    expect((await me(session)).json().code).toBe('ACCOUNT014');
  });

  it('is for members only', async () => {
    const session = await memberSession(api);
    const verification = api.tokens.signVerification(session.username).token;

    const anonymous = await api.app.inject({ url: '/api/v1/members/me/sessions' });
    const verified = await api.app.inject({
      url: '/api/v1/members/me/sessions',
      headers: bearer(verification),
    });

    expect(anonymous.json().code).toBe('ACCOUNT007');
    expect(verified.json().code).toBe('ACCOUNT008');
  });
});
