import { sql } from 'kysely';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { SITE_SCRYPT_PARAMETERS } from '../../security';
import {
  bearer,
  expectRefusal,
  expectValidationError,
  insertMember,
  storedRows,
  testConfig,
  testDatabaseKinds,
} from '../../testing';
import {
  logIn,
  memberSession,
  postLogin,
  SITE_PASSWORD,
  testPortal,
  useAccountsTestApi,
  type Session,
} from './testing';

// Made with Python's hashlib.pbkdf2_hmac (Django's algorithm) for the password 'django-pass-1'.
const DJANGO_HASH =
  'pbkdf2_sha256$390000$QxZ7cMLt0dWp8sKq4n2Yv1$PD6edr3GcHQv+4ddaezmV+MGuvHHhp+/MKLM8po4qOM=';
const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

describe.each(testDatabaseKinds())('login, refresh and logout (%s)', (kind) => {
  const api = useAccountsTestApi(kind);

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
  const storedSessions = () =>
    api.db.selectFrom('sessions').selectAll().orderBy('created_at').execute();
  const aliveSessions = async () =>
    (await storedSessions()).filter((row) => row.revoked_at === null);

  describe('POST /accounts/login', () => {
    it('starts a session: both tokens carry it, it is stored at generation 1 with its browser', async () => {
      const session = await memberSession(api);

      expect(session).toMatchObject({
        username: expect.stringMatching(/^\d{9}$/),
        memberRole: 'ROLE_USER',
      });
      const access = api.tokens.verifyAccess(session.accessToken);
      const refreshClaims = api.tokens.verifyRefresh(session.refreshToken);
      expect(access.memberId).toBe(session.memberId);
      expect(refreshClaims).toMatchObject({ sessionId: access.sessionId, generation: 1 });
      const sessions = await storedSessions();
      expect(sessions).toEqual([
        expect.objectContaining({
          id: access.sessionId,
          member_id: session.memberId,
          generation: 1,
          user_agent: 'lightMyRequest',
          revoked_at: null,
        }),
      ]);
      // Only the session's id is kept, never a token.
      expect(JSON.stringify(sessions)).not.toContain(session.refreshToken);
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

      const ips = await storedRows(api.db, 'login_statuses', ['ip']);
      expect(ips.map(({ ip }) => ip)).toEqual(['127.0.0.1', '203.0.113.9', '198.51.100.4']);
    });

    it('gives an unknown 학번 and a wrong password one answer: 401 ACCOUNT015, same body and headers', async () => {
      const session = await memberSession(api);

      const unknown = await postLogin(api, '209912345');
      const wrong = await postLogin(api, session.username, 'not-my-password');

      for (const response of [unknown, wrong]) {
        expectRefusal(response, 401, {
          code: 'ACCOUNT015',
          message: '학번 또는 비밀번호가 올바르지 않습니다.',
        });
      }
      // The same bytes but for each request's own id (a UUID: the same length in both).
      const withoutRequestId = (response: typeof unknown) =>
        response.body.replace(String(response.headers['x-request-id']), '');
      expect(withoutRequestId(unknown)).toBe(withoutRequestId(wrong));
      expect(unknown.body.length).toBe(wrong.body.length);
      const headerNames = (response: typeof unknown) =>
        Object.keys(response.headers)
          .filter((name) => name !== 'date')
          .sort();
      expect(headerNames(unknown)).toEqual(headerNames(wrong));
      expect(await api.db.selectFrom('login_statuses').selectAll().execute()).toHaveLength(1);
      expect(await storedSessions()).toHaveLength(1);
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

      expectValidationError(response, detail);
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
        expect((await postLogin(api, String(209900000 + i))).statusCode).toBe(401);
      }
      expect((await postLogin(api, '209999999')).statusCode).toBe(429);
      // 60 password hashes (an unknown 학번 costs one too) on a busy test machine
    }, 180_000);
  });

  describe('POST /accounts/refresh', () => {
    it('rotates within the session: a new pair of the next generation', async () => {
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
      const { sessionId } = api.tokens.verifyAccess(session.accessToken);
      expect(api.tokens.verifyRefresh(next.refreshToken)).toMatchObject({
        sessionId,
        generation: 2,
      });
      expect(await storedSessions()).toEqual([
        expect.objectContaining({ id: sessionId, generation: 2, revoked_at: null }),
      ]);
      // The access token of the generation before stays valid until it expires.
      expect((await me(session.accessToken)).statusCode).toBe(200);
      expect((await refresh(next.refreshToken)).statusCode).toBe(200);
    });

    it('revokes the whole session when a rotated refresh token comes back: both copies die', async () => {
      const session = await memberSession(api);
      const other = await memberSession(api);
      const next = (await refresh(session.refreshToken)).json();

      // The old copy (a thief's, or the owner's after the thief refreshed) is presented again.
      const reused = await refresh(session.refreshToken);

      expectRefusal(reused, 401, {
        code: 'ACCOUNT014',
        message: '로그인이 종료되었습니다. 다시 로그인해주세요.',
      });
      expect((await refresh(next.refreshToken)).json().code).toBe('ACCOUNT009');
      expect((await refresh(session.refreshToken)).json().code).toBe('ACCOUNT009');
      for (const accessToken of [session.accessToken, next.accessToken]) {
        const refused = await me(accessToken);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe('ACCOUNT014');
      }
      // Another member's session is untouched.
      expect((await me(other.accessToken)).statusCode).toBe(200);
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous refreshes with the same token win', async () => {
      const session = await memberSession(api);

      const statuses = (
        await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)])
      ).map((response) => response.statusCode);

      expect(statuses.sort()).toEqual([200, 401]);
      // The loser presented a token that was rotated meanwhile: a reuse like any other.
      expect(await aliveSessions()).toEqual([]);
    });

    it('is 401 ACCOUNT009 for a session unused for the refresh lifetime, and purges it at the next login', async () => {
      const session = await memberSession(api);
      const idle = api.config.refreshTokenTtlSeconds;
      await sql`update sessions set created_at = now() - make_interval(secs => ${idle + 60}),
        last_used_at = now() - make_interval(secs => ${idle + 1})`.execute(api.db);

      expect((await refresh(session.refreshToken)).json().code).toBe('ACCOUNT009');
      expect(await storedSessions()).toHaveLength(1);

      await logIn(api, session.username);
      const sessions = await storedSessions();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.id).not.toBe(api.tokens.verifyAccess(session.accessToken).sessionId);
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
        expectRefusal(response, 401, { code: 'ACCOUNT004', message: '토큰이 올바르지 않습니다.' });
      }

      api.clock.advance(FOURTEEN_DAYS);
      const expired = await refresh(session.refreshToken);
      expectRefusal(expired, 401, {
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
    it('ends the session: 204, then refresh is ACCOUNT009 and the access token ACCOUNT014', async () => {
      const session = await memberSession(api);
      const elsewhere = await logIn(api, session.username);
      expect((await me(session.accessToken)).statusCode).toBe(200);

      const response = await logout(session, session.refreshToken);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await aliveSessions()).toHaveLength(1);
      expect((await refresh(session.refreshToken)).json().code).toBe('ACCOUNT009');
      const refused = await me(session.accessToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('ACCOUNT014');
      expect((await logout(session, session.refreshToken)).json().code).toBe('ACCOUNT014');
      // The member's other session goes on.
      expect((await me(elsewhere.accessToken)).statusCode).toBe(200);
    });

    it("is 403 ACCOUNT008 for another member's refresh token, which stays valid", async () => {
      const mine: Session = await memberSession(api);
      const theirs = await memberSession(api);

      const response = await logout(mine, theirs.refreshToken);

      expectRefusal(response, 403, { code: 'ACCOUNT008', message: '권한이 없습니다.' });
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
      expect(await aliveSessions()).toHaveLength(1);
    });

    it('lets an admin log out too', async () => {
      const admin = await memberSession(api, { role: 'ROLE_ADMIN' });
      expect((await logout(admin, admin.refreshToken)).statusCode).toBe(204);
    });
  });

  // At the site's scrypt cost (the tests' own is 1/32 of it): the hash's work must stand out
  // from the rest of a login's.
  describe("an unknown 학번 at the site's password cost", () => {
    const api = useAccountsTestApi(kind, { config: { passwordHashing: SITE_SCRYPT_PARAMETERS } });

    it('does the same password work for an unknown 학번 (a dummy scrypt hash)', async () => {
      const session = await memberSession(api);
      // The work, not the wall clock: the process's CPU time (scrypt runs on libuv's threads,
      // which it counts) does not grow when other processes load the machine. The least of a
      // few tries each: an unknown 학번 answered without the hash work cost ~1 ms beside tens of
      // ms for a wrong password; with it both cost the hash's work.
      const cpuMs = () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      };
      const fastest = async (username: string) => {
        let best = Infinity;
        for (let i = 0; i < 3; i += 1) {
          const started = cpuMs();
          expect((await postLogin(api, username, `wrong-password-${i}`)).statusCode).toBe(401);
          best = Math.min(best, cpuMs() - started);
        }
        return best;
      };
      await fastest('209912346'); // the dummy hash is made on first use

      const unknown = await fastest('209912345');
      const wrong = await fastest(session.username);

      expect(unknown).toBeGreaterThan(wrong * 0.5);
      expect(unknown).toBeLessThan(wrong * 2);
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

      const roles = await storedRows(api.db, 'members', ['id', 'role']);
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
      refresh: { perMember: 60, perIp: 600 },
      qnaWrites: { perMember: 30, perIp: 120 },
      shareCreation: { perMember: 20, perIp: 60 },
      shareReads: { perIp: 120 },
      pageViews: { perIp: 1200 },
      mailConfirmations: { perMember: 5, perMailbox: 3, perIp: 20 },
      portalFailures: { perUsername: 3, windowSeconds: 86_400 },
    });
    expect(config.sessionMaxAgeSeconds).toBe(30 * 86_400);
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
      RATE_REFRESH_PER_MEMBER: '7',
      RATE_REFRESH_PER_IP: '70',
      RATE_QNA_WRITES_PER_MEMBER: '8',
      RATE_QNA_WRITES_PER_IP: '80',
      RATE_SHARES_PER_MEMBER: '9',
      RATE_SHARES_PER_IP: '90',
      RATE_SHARE_READS_PER_IP: '99',
      RATE_PAGE_VIEWS_PER_IP: '600',
      RATE_MAIL_CONFIRMATIONS_PER_MEMBER: '4',
      RATE_MAIL_CONFIRMATIONS_PER_ADDRESS: '2',
      RATE_MAIL_CONFIRMATIONS_PER_IP: '12',
      PORTAL_FAILURES_PER_USERNAME: '2',
      PORTAL_FAILURE_WINDOW_SECONDS: '172800',
      SESSION_MAX_AGE_SECONDS: '86400',
    });
    expect(config.adminUsernames).toEqual(['201900001', '202012301']);
    expect(config.attemptLimits).toEqual({
      windowSeconds: 60,
      login: { perUsername: 5, perIp: 50 },
      portal: { perUsername: 3, perIp: 30 },
      refresh: { perMember: 7, perIp: 70 },
      qnaWrites: { perMember: 8, perIp: 80 },
      shareCreation: { perMember: 9, perIp: 90 },
      shareReads: { perIp: 99 },
      pageViews: { perIp: 600 },
      mailConfirmations: { perMember: 4, perMailbox: 2, perIp: 12 },
      portalFailures: { perUsername: 2, windowSeconds: 172_800 },
    });
    expect(config.sessionMaxAgeSeconds).toBe(86_400);
  });

  it.each([
    ['ADMIN_USERNAMES', '20190000'],
    ['ADMIN_USERNAMES', '201900001,admin'],
    ['RATE_PORTAL_PER_IP', '0'],
    ['RATE_WINDOW_SECONDS', 'ten'],
    ['PORTAL_FAILURES_PER_USERNAME', '5'],
    ['PORTAL_FAILURE_WINDOW_SECONDS', '3600'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(name);
  });
});
