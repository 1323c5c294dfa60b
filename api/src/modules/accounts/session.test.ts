import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { bearer, insertMember, testConfig, testDatabaseKinds } from '../../testing';
import {
  API_START_TIMEOUT_MS,
  createAccountsTestApi,
  logIn,
  memberSession,
  postLogin,
  SITE_PASSWORD,
  startNewAttemptWindow,
  testPortal,
  type AccountsTestApi,
  type Session,
} from './test-support';

// Made with Python's hashlib.pbkdf2_hmac (Django's algorithm) for the password 'django-pass-1'.
const DJANGO_HASH =
  'pbkdf2_sha256$390000$QxZ7cMLt0dWp8sKq4n2Yv1$PD6edr3GcHQv+4ddaezmV+MGuvHHhp+/MKLM8po4qOM=';
const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

describe.each(testDatabaseKinds())('login, refresh and logout (%s)', (kind) => {
  let api: AccountsTestApi;
  beforeAll(async () => {
    api = await createAccountsTestApi(kind);
  }, API_START_TIMEOUT_MS);
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.reset();
    startNewAttemptWindow(api);
  });

  const refresh = (refreshToken: unknown) =>
    api.app.inject({ method: 'POST', url: '/api/v1/accounts/refresh', payload: { refreshToken } });
  const logout = (session: { headers: object }, refreshToken: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/logout',
      headers: session.headers as Record<string, string>,
      payload: { refreshToken },
    });
  const me = (accessToken: string) =>
    api.app.inject({ url: '/api/v1/members/me', headers: bearer(accessToken) });
  const storedTokens = () => api.db.selectFrom('refresh_tokens').selectAll().execute();

  describe('POST /accounts/login', () => {
    it('answers the session: an access token, a stored refresh token and a login record', async () => {
      const session = await memberSession(api);

      expect(session).toMatchObject({
        username: expect.stringMatching(/^\d{9}$/),
        memberRole: 'ROLE_USER',
      });
      expect(api.tokens.verifyAccess(session.accessToken).memberId).toBe(session.memberId);
      const refreshClaims = api.tokens.verifyRefresh(session.refreshToken);
      const tokens = await storedTokens();
      expect(tokens).toEqual([
        expect.objectContaining({ jti: refreshClaims.jti, member_id: session.memberId }),
      ]);
      // Only the token's id is kept, never the token.
      expect(JSON.stringify(tokens)).not.toContain(session.refreshToken);
      const logins = await api.db.selectFrom('login_statuses').selectAll().execute();
      expect(logins).toEqual([
        expect.objectContaining({ member_id: session.memberId, ip: '127.0.0.1' }),
      ]);
    });

    it("records the client address the shell's loopback proxy forwards, and no other", async () => {
      const session = await memberSession(api);
      const login = (remoteAddress: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/v1/accounts/login',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.9' },
          payload: { username: session.username, password: SITE_PASSWORD },
        });

      expect((await login('127.0.0.1')).statusCode).toBe(200);
      // Not a trusted proxy: its X-Forwarded-For could be anything the client wrote.
      expect((await login('198.51.100.4')).statusCode).toBe(200);

      const ips = await api.db.selectFrom('login_statuses').select('ip').orderBy('id').execute();
      expect(ips.map(({ ip }) => ip)).toEqual(['127.0.0.1', '203.0.113.9', '198.51.100.4']);
    });

    it('is 404 ACCOUNT002 for an unknown 학번 and 401 ACCOUNT003 for a wrong password', async () => {
      const session = await memberSession(api);

      const unknown = await postLogin(api, '209912345');
      const wrong = await postLogin(api, session.username, 'not-my-password');

      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        code: 'ACCOUNT002',
        message: '해당 사용자를 찾을 수 없습니다.',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'ACCOUNT003',
        message: '비밀번호가 일치하지 않습니다.',
      });
      expect(await api.db.selectFrom('login_statuses').selectAll().execute()).toHaveLength(1);
    });

    it('logs in a member migrated with a Django hash and upgrades the hash to scrypt', async () => {
      const id = await insertMember(api.db, { password_hash: DJANGO_HASH });
      const { username } = await api.db
        .selectFrom('members')
        .select('username')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

      await logIn(api, username, 'django-pass-1');

      const { password_hash } = await api.db
        .selectFrom('members')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(password_hash).toMatch(/^scrypt\$/);
      await logIn(api, username, 'django-pass-1');
      expect((await postLogin(api, username, 'django-pass-2')).statusCode).toBe(401);
    });

    it.each([
      [
        'a short password',
        { username: '202012301', password: 'short' },
        { password: '비밀번호는 최소 8자리 이어야 합니다.' },
      ],
      [
        'a bad 학번',
        { username: '2020-12301', password: SITE_PASSWORD },
        { username: '학번은 9자리 숫자 이어야 합니다.' },
      ],
      [
        'nothing',
        {},
        { username: '학번 입력은 필수 입니다.', password: '비밀번호 입력은 필수 입니다.' },
      ],
      [
        'an unknown field',
        { username: '202012301', password: SITE_PASSWORD, remember: true },
        { remember: '허용되지 않는 항목입니다.' },
      ],
    ])('rejects %s with 400 VALID001', async (_case, payload, detail) => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login',
        payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALID001',
        message: '입력값에 대한 검증에 실패했습니다.',
        detail,
      });
    });

    it('allows 10 failed logins per 학번 in 10 minutes; then even the right password waits', async () => {
      const session = await memberSession(api);
      for (let i = 0; i < 10; i += 1) {
        expect((await postLogin(api, session.username, `wrong-password-${i}`)).statusCode).toBe(
          401,
        );
      }

      const limited = await postLogin(api, session.username);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE001');
      expect(limited.headers['retry-after']).toBeDefined();

      api.clock.advance(600);
      expect((await postLogin(api, session.username)).statusCode).toBe(200);
    });

    it('does not count successful logins', async () => {
      const session = await memberSession(api);
      for (let i = 0; i < 12; i += 1)
        expect((await postLogin(api, session.username)).statusCode).toBe(200);
    });

    it('allows 60 failed logins per client address, unknown 학번 included', async () => {
      for (let i = 0; i < 60; i += 1) {
        expect((await postLogin(api, String(209900000 + i))).statusCode).toBe(404);
      }
      expect((await postLogin(api, '209999999')).statusCode).toBe(429);
    });
  });

  describe('POST /accounts/refresh', () => {
    it('rotates: a new pair, the old refresh token revoked and refused when reused', async () => {
      const session = await memberSession(api);

      const rotated = await refresh(session.refreshToken);

      expect(rotated.statusCode).toBe(200);
      const next = rotated.json();
      expect(next).toEqual({
        username: session.username,
        memberRole: 'ROLE_USER',
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });
      expect(next.refreshToken).not.toBe(session.refreshToken);
      expect((await me(next.accessToken)).statusCode).toBe(200);
      expect((await storedTokens()).map((row) => row.jti)).toEqual([
        api.tokens.verifyRefresh(next.refreshToken).jti,
      ]);

      const reused = await refresh(session.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({
        code: 'ACCOUNT009',
        message: '리프레시 토큰이 유효하지 않습니다. 다시 로그인 해주세요.',
      });
      expect((await refresh(next.refreshToken)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous refreshes with the same token win', async () => {
      const session = await memberSession(api);

      const statuses = (
        await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)])
      ).map((response) => response.statusCode);

      expect(statuses.sort()).toEqual([200, 401]);
      expect(await storedTokens()).toHaveLength(1);
    });

    it('reads the role again, so a granted admin role applies at the next refresh', async () => {
      const session = await memberSession(api);
      await api.db
        .updateTable('members')
        .set({ role: 'ROLE_ADMIN' })
        .where('id', '=', session.memberId)
        .execute();

      const next = (await refresh(session.refreshToken)).json();

      expect(next.memberRole).toBe('ROLE_ADMIN');
      expect(api.tokens.verifyAccess(next.accessToken).role).toBe('ROLE_ADMIN');
    });

    it('is 401 ACCOUNT006 after 14 days and ACCOUNT004 for anything but a refresh token', async () => {
      const session = await memberSession(api);
      const verification = api.tokens.signVerification(session.username).token;

      for (const token of [
        session.accessToken,
        verification,
        'not-a-jwt',
        `${session.refreshToken}x`,
      ]) {
        const response = await refresh(token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          code: 'ACCOUNT004',
          message: '토큰이 올바르지 않습니다.',
        });
      }

      api.clock.advance(FOURTEEN_DAYS);
      const expired = await refresh(session.refreshToken);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({
        code: 'ACCOUNT006',
        message: '모든 토큰이 만료되었습니다. 다시 로그인해주세요.',
      });
    });

    it('is 401 ACCOUNT009 once the member is deleted', async () => {
      const session = await memberSession(api);
      await api.db.deleteFrom('members').where('id', '=', session.memberId).execute();

      expect((await refresh(session.refreshToken)).json().code).toBe('ACCOUNT009');
    });

    it('rejects a missing or non-text token with 400 VALID001', async () => {
      const missing = await api.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/refresh',
        payload: {},
      });
      const number = await refresh(42);

      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toEqual({ refreshToken: '리프레시 토큰 입력은 필수 입니다.' });
      expect(number.statusCode).toBe(400);
    });

    it('never accepts a refresh token as an access token', async () => {
      const session = await memberSession(api);

      const response = await me(session.refreshToken);

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT004');
    });
  });

  describe('POST /accounts/logout', () => {
    it('revokes the refresh token: 204, then refresh and a second logout are ACCOUNT009', async () => {
      const session = await memberSession(api);

      const response = await logout(session, session.refreshToken);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await storedTokens()).toEqual([]);
      expect((await refresh(session.refreshToken)).json().code).toBe('ACCOUNT009');
      expect((await logout(session, session.refreshToken)).json().code).toBe('ACCOUNT009');
    });

    it("is 403 ACCOUNT008 for another member's refresh token, which stays valid", async () => {
      const mine: Session = await memberSession(api);
      const theirs = await memberSession(api);

      const response = await logout(mine, theirs.refreshToken);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'ACCOUNT008', message: '권한이 없습니다.' });
      expect((await refresh(theirs.refreshToken)).statusCode).toBe(200);
    });

    it('needs a member: 401 ACCOUNT007 for a visitor, 403 ACCOUNT008 for a verification token', async () => {
      const session = await memberSession(api);
      const verification = api.tokens.signVerification(session.username).token;

      const visitor = await logout({ headers: {} }, session.refreshToken);
      const verified = await logout({ headers: bearer(verification) }, session.refreshToken);

      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('ACCOUNT007');
      expect(verified.statusCode).toBe(403);
      expect(verified.json().code).toBe('ACCOUNT008');
      expect(await storedTokens()).toHaveLength(1);
    });

    it('lets an admin log out too', async () => {
      const admin = await memberSession(api, { role: 'ROLE_ADMIN' });
      expect((await logout(admin, admin.refreshToken)).statusCode).toBe(204);
    });
  });

  describe('ADMIN_USERNAMES', () => {
    it('promotes listed members who signed up earlier when the server starts', async () => {
      const listed = await memberSession(api);
      const other = await memberSession(api);
      const config = testConfig({ adminUsernames: [listed.username, '209900001'] });
      const restarted = await buildApp({ config, db: api.db, portal: testPortal() });

      await restarted.ready();
      await restarted.close();

      const roles = await api.db
        .selectFrom('members')
        .select(['id', 'role'])
        .orderBy('id')
        .execute();
      expect(roles).toEqual([
        { id: listed.memberId, role: 'ROLE_ADMIN' },
        { id: other.memberId, role: 'ROLE_USER' },
      ]);
    });
  });
});

describe('attempt and admin settings from the environment', () => {
  const env = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/smunity-api-test' };

  it('has the documented defaults', () => {
    const config = loadConfig(env);
    expect(config.adminUsernames).toEqual([]);
    expect(config.attemptLimits).toEqual({
      windowSeconds: 600,
      login: { perUsername: 10, perIp: 60 },
      portal: { perUsername: 10, perIp: 60 },
    });
  });

  it('reads ADMIN_USERNAMES and the RATE_* limits', () => {
    const config = loadConfig({
      ...env,
      ADMIN_USERNAMES: ' 201900001, 202012301,201900001 ',
      RATE_WINDOW_SECONDS: '60',
      RATE_LOGIN_PER_USERNAME: '5',
      RATE_LOGIN_PER_IP: '50',
      RATE_PORTAL_PER_USERNAME: '3',
      RATE_PORTAL_PER_IP: '30',
    });
    expect(config.adminUsernames).toEqual(['201900001', '202012301']);
    expect(config.attemptLimits).toEqual({
      windowSeconds: 60,
      login: { perUsername: 5, perIp: 50 },
      portal: { perUsername: 3, perIp: 30 },
    });
  });

  it.each([
    ['ADMIN_USERNAMES', '20190000'],
    ['ADMIN_USERNAMES', '201900001,admin'],
    ['RATE_PORTAL_PER_IP', '0'],
    ['RATE_WINDOW_SECONDS', 'ten'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(name);
  });
});
