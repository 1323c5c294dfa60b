import { PORTAL_ERRORS, type PortalErrorCode } from '../../portal';
import {
  bearer,
  expectRateLimited,
  expectRefusal,
  expectValidationError,
  insertMember,
  testDatabaseKinds,
} from '../../testing';
import {
  memberSession,
  PORTAL_PASSWORD,
  rowCounts,
  STUDENTS,
  useAccountsTestApi,
} from '../accounts/testing';

const VERIFY_PATHS = ['/api/v1/auth/register', '/api/v1/auth/password/reset'] as const;

describe.each(testDatabaseKinds())('portal verification (%s)', (kind) => {
  const api = useAccountsTestApi(kind);

  const verify = (
    url: string,
    payload: unknown,
    options: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) => api.app.inject({ method: 'POST', url, payload: payload as object, ...options });

  describe('POST /auth/register', () => {
    it('answers the portal profile with a 30-minute verification token for the 학번', async () => {
      const before = api.clock.now();
      const response = await verify(VERIFY_PATHS[0], {
        username: STUDENTS.doubleMajor.username,
        password: PORTAL_PASSWORD,
      });
      const after = api.clock.now();

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        username: '202012301',
        name: '박지훈',
        email: 'jihoon.park@example.com',
        department: '경영학부',
        secondDepartment: '컴퓨터과학전공',
        authToken: expect.any(String),
      });
      const token = api.tokens.verifyVerification(body.authToken);
      expect(token.username).toBe('202012301');
      // Issued during the request, in whole seconds (a JWT's iat), for exactly 30 minutes.
      const issuedAt = token.expiresAt.getTime() - 30 * 60 * 1000;
      expect(issuedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(issuedAt).toBeLessThanOrEqual(after);
    });

    it("drops the verifications expired on the api's clock as it stores a new one", async () => {
      const first = { username: STUDENTS.plain.username, password: PORTAL_PASSWORD };
      expect((await verify(VERIFY_PATHS[0], first)).statusCode).toBe(200);
      api.clock.advance(api.config.verificationTokenTtlSeconds);
      const second = { username: STUDENTS.doubleMajor.username, password: PORTAL_PASSWORD };
      expect((await verify(VERIFY_PATHS[0], second)).statusCode).toBe(200);

      const rows = await api.db.selectFrom('verifications').select('username').execute();
      expect(rows.map((row) => row.username)).toEqual([STUDENTS.doubleMajor.username]);
    });

    it('keeps what the portal verified server-side under the token id', async () => {
      const body = (
        await verify(VERIFY_PATHS[0], {
          username: STUDENTS.editable.username,
          password: PORTAL_PASSWORD,
        })
      ).json();

      const rows = await api.db.selectFrom('verifications').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({
          jti: api.tokens.verifyVerification(body.authToken).jti,
          purpose: 'REGISTER',
          username: '202307101',
          name: '임하늘',
          // the portal's 지능·데이터융합학부, normalised
          department: '핀테크전공',
          second_department: null,
        }),
      ]);
    });

    it('is 409 ACCOUNT001 for a registered 학번 and keeps nothing', async () => {
      await insertMember(api.db, { username: STUDENTS.plain.username });

      const response = await verify(VERIFY_PATHS[0], {
        username: STUDENTS.plain.username,
        password: PORTAL_PASSWORD,
      });

      expectRefusal(response, 409, { code: 'ACCOUNT001', message: '중복된 사용자 이름 입니다.' });
      expect((await rowCounts(api)).verifications).toBe(0);
    });
  });

  describe('POST /auth/password/reset', () => {
    it('verifies a registered 학번 and keeps only the 학번', async () => {
      await insertMember(api.db, { username: STUDENTS.plain.username });

      const response = await verify(VERIFY_PATHS[1], {
        username: STUDENTS.plain.username,
        password: PORTAL_PASSWORD,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: '202210501', name: '배준영' });
      const rows = await api.db.selectFrom('verifications').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({
          purpose: 'PASSWORD_RESET',
          username: '202210501',
          name: null,
          email: null,
          department: null,
        }),
      ]);
    });

    it('is 404 MEMBER002 for a 학번 that never signed up', async () => {
      const response = await verify(VERIFY_PATHS[1], {
        username: STUDENTS.plain.username,
        password: PORTAL_PASSWORD,
      });

      expectRefusal(response, 404, { code: 'MEMBER002', message: '해당 사용자가 없습니다.' });
    });
  });

  describe.each(VERIFY_PATHS)('%s', (url) => {
    const portalFailures: [string, string, PortalErrorCode][] = [
      ['a wrong portal password', STUDENTS.plain.username, 'AUTH001'],
      ['a locked portal account', STUDENTS.locked.username, 'AUTH002'],
      ['an expired portal password', STUDENTS.expired.username, 'AUTH003'],
      ['an unreachable portal', STUDENTS.unavailable.username, 'SMU001'],
      ['a portal time-out', STUDENTS.timeout.username, 'SMU003'],
      ['a non-student account', STUDENTS.notStudent.username, 'SMU005'],
    ];

    it.each(portalFailures)(
      'answers %s with the portal code and status',
      async (_case, username, code) => {
        if (url.endsWith('/reset')) await insertMember(api.db, { username });
        const password = code === 'AUTH001' ? 'not-the-portal-password' : PORTAL_PASSWORD;

        const response = await verify(url, { username, password });

        expect(response.statusCode).toBe(PORTAL_ERRORS[code].status);
        expect(response.json()).toEqual({
          code,
          message: PORTAL_ERRORS[code].message,
          requestId: expect.any(String),
        });
        expect((await rowCounts(api)).verifications).toBe(0);
      },
    );

    it.each([
      ['no 학번', { password: PORTAL_PASSWORD }, { username: '학번 입력은 필수 입니다.' }],
      [
        'a short 학번',
        { username: '20201230', password: PORTAL_PASSWORD },
        { username: '학번은 9자리 숫자 이어야 합니다.' },
      ],
      [
        'a 학번 with letters',
        { username: '2020123a1', password: PORTAL_PASSWORD },
        { username: '학번은 9자리 숫자 이어야 합니다.' },
      ],
      [
        'a numeric 학번',
        { username: 202012301, password: PORTAL_PASSWORD },
        { username: '학번은 9자리 숫자 이어야 합니다.' },
      ],
      ['no password', { username: '202012301' }, { password: '비밀번호 입력은 필수 입니다.' }],
      [
        'a blank password',
        { username: '202012301', password: '   ' },
        { password: '비밀번호 입력은 필수 입니다.' },
      ],
      [
        'a password that is not text',
        { username: '202012301', password: ['demo'] },
        { password: '비밀번호 입력은 필수 입니다.' },
      ],
      [
        'an unknown field',
        { username: '202012301', password: PORTAL_PASSWORD, role: 'ROLE_ADMIN' },
        { role: '허용되지 않는 항목입니다.' },
      ],
    ])('rejects %s with 400 VALID001 and its message', async (_case, payload, detail) => {
      const response = await verify(url, payload);

      expectValidationError(response, detail);
      expect((await rowCounts(api)).verifications).toBe(0);
    });

    it('rejects a body that is not a JSON object, is not JSON, or is too large', async () => {
      const notObject = await verify(url, ['202012301', PORTAL_PASSWORD]);
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json().code).toBe('COMMON001');

      const sendAs = (contentType: string, body: string) =>
        verify(url, body, { headers: { 'content-type': contentType } });
      const brokenJson = await sendAs('application/json', '{"username": "202012301",');
      expect(brokenJson.statusCode).toBe(400);
      expect(brokenJson.json().code).toBe('COMMON001');

      const form = await sendAs(
        'application/x-www-form-urlencoded',
        `username=202012301&password=${PORTAL_PASSWORD}`,
      );
      expect(form.statusCode).toBe(415);

      const huge = await verify(url, {
        username: '202012301',
        password: 'x'.repeat(api.config.bodyLimitBytes),
      });
      expectRefusal(huge, 413, { code: 'COMMON006', message: '요청 본문이 너무 큽니다.' });
      expect((await rowCounts(api)).verifications).toBe(0);
    });

    it('is public: visitors, members, verified students and admins may all call it', async () => {
      const username = STUDENTS.doubleMajor.username;
      if (url.endsWith('/reset')) await insertMember(api.db, { username });
      const member = await memberSession(api);
      const admin = await memberSession(api, { role: 'ROLE_ADMIN' });
      const verified = api.tokens.signVerification('202210501').token;

      for (const headers of [{}, member.headers, admin.headers, bearer(verified)]) {
        const response = await verify(url, { username, password: PORTAL_PASSWORD }, { headers });
        expect(response.statusCode).toBe(200);
      }
      // A bearer token that is present is checked even here (an invalid one is 401).
      const forged = await verify(
        url,
        { username, password: PORTAL_PASSWORD },
        { headers: bearer('x.y.z') },
      );
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).toBe('ACCOUNT004');
    });
  });

  describe('attempt limits (429 RATE001)', () => {
    const attempt = (
      username: string,
      remoteAddress = '203.0.113.7',
      password = 'wrong-password',
    ) => verify(VERIFY_PATHS[0], { username, password }, { remoteAddress });

    // Successful logins, so that the lock-out guard of failed ones (portal-lockout.test.ts, at 3
    // per 학번 and day) stays out of this limit's way.
    it('allows 10 portal logins per 학번 in 10 minutes, whatever the address', async () => {
      const username = STUDENTS.plain.username;
      for (let i = 0; i < 10; i += 1) {
        const verified = await attempt(username, `203.0.113.${i + 1}`, PORTAL_PASSWORD);
        expect(verified.statusCode).toBe(200);
      }

      const limited = await attempt(username, '198.51.100.1');
      expectRateLimited(limited);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      // The other endpoint spends the same portal attempts.
      const reset = await verify(
        VERIFY_PATHS[1],
        { username, password: PORTAL_PASSWORD },
        { remoteAddress: '198.51.100.2' },
      );
      expect(reset.statusCode).toBe(429);
      // Another student is not affected.
      expect((await attempt(STUDENTS.doubleMajor.username, '198.51.100.1')).statusCode).toBe(401);

      api.clock.advance(600);
      expect((await attempt(username, '198.51.100.1', PORTAL_PASSWORD)).statusCode).toBe(200);
    });

    it('allows 60 portal logins per client address in 10 minutes, whatever the 학번', async () => {
      for (let i = 0; i < 60; i += 1) {
        const username = String(202100000 + i);
        expect((await attempt(username)).statusCode).toBe(401);
      }

      expect((await attempt('202199999')).statusCode).toBe(429);
      expect((await attempt('202199999', '203.0.113.8')).statusCode).toBe(401);
    });
  });
});
