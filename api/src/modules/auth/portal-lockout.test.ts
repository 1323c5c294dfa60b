import { ConfigError, loadConfig } from '../../config';
import { ERROR_CATALOGUE } from '../../errors';
import type { Portal } from '../../portal';
import { startNewAttemptWindow, testDatabaseKinds, useTestApi } from '../../testing';
import { memberSession, PORTAL_PASSWORD, STUDENTS, testPortal } from '../accounts/testing';

// Issue 24, item 1 (docs/adr/0032): no one can lock a student out of the portal through us. The
// demo portal locks a 학번 after 5 failed logins like the real one; we relay at most 3 failures
// per 학번 in 24 hours, on every path that reaches the portal.

const DAY_SECONDS = 86_400;
const WRONG = 'not-the-portal-password';

/** The demo portal, counting the logins that reached it per 학번. */
function countingPortal() {
  const inner = testPortal();
  const reached = new Map<string, number>();
  const count = (username: string) => reached.set(username, (reached.get(username) ?? 0) + 1);
  const portal: Portal = {
    fetchStudent: (credentials) => {
      count(credentials.username);
      return inner.fetchStudent(credentials);
    },
    fetchCourses: (credentials) => {
      count(credentials.username);
      return inner.fetchCourses(credentials);
    },
  };
  return { portal, reached: (username: string) => reached.get(username) ?? 0 };
}

describe.each(testDatabaseKinds())('portal lock-out guard (%s)', (kind) => {
  const portal = countingPortal();
  const api = useTestApi(kind, {
    dependencies: { portal: portal.portal },
    newAttemptWindowEachTest: true,
  });

  const verify = (path: 'register' | 'password/reset', username: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${path}`,
      payload: { username, password },
    });

  /** `elapsedSeconds`: how far the clock moved since the failures that were counted. */
  function expectLockoutRefusal(response: Awaited<ReturnType<typeof verify>>, elapsedSeconds = 0) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'RATE002',
      message: expect.stringContaining(ERROR_CATALOGUE.RATE002.message),
      requestId: expect.any(String),
    });
    const { message } = response.json();
    // Why: the portal's own lock at 5 failures; what to do: check the password on 샘물.
    expect(message).toContain('5번 틀리면 계정을 잠그므로');
    expect(message).toContain('샘물 포털');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - elapsedSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS - elapsedSeconds);
    // Until when: the end of the budget's window, to the minute, in Korean time.
    const retryAt = api.clock.now() + retryAfter * 1000;
    const until = /(\d+)월 (\d+)일 (오전|오후) (\d+):(\d{2})부터 다시 시도할 수 있습니다\.$/.exec(
      message,
    );
    expect(until).not.toBeNull();
    const [, month, day, half, hour, minute] = until!.map(String);
    const hours24 = (Number(hour) % 12) + (half === '오후' ? 12 : 0);
    const kstYear = new Date(retryAt + 9 * 3_600_000).getUTCFullYear();
    const shownMs = Date.UTC(kstYear, Number(month) - 1, Number(day), hours24 - 9, Number(minute));
    expect(shownMs).toBeGreaterThanOrEqual(retryAt - 60_000);
    expect(shownMs).toBeLessThanOrEqual(retryAt + 60_000);
  }

  it('relays 3 wrong passwords for a member, refuses the 4th (even the right one) without asking the portal, and never lets the portal lock', async () => {
    const { username } = STUDENTS.plain;
    await memberSession(api, { username });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await verify('password/reset', username, WRONG);
      expect(failed.statusCode).toBe(401);
      expect(failed.json().code).toBe('AUTH001');
    }
    expectLockoutRefusal(await verify('password/reset', username, WRONG));
    expectLockoutRefusal(await verify('password/reset', username, PORTAL_PASSWORD));
    expect(portal.reached(username)).toBe(3);

    // A day later the student may try again, and the portal was never locked.
    api.clock.advance(DAY_SECONDS);
    startNewAttemptWindow(api);
    const verified = await verify('password/reset', username, PORTAL_PASSWORD);
    expect(verified.statusCode).toBe(200);
  });

  it('counts every path to the portal: verification, reset, profile refresh and course upload', async () => {
    const { username } = STUDENTS.doubleMajor;
    const session = await memberSession(api, { username });
    const asMember = (method: 'PUT' | 'POST', url: string) =>
      api.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: session.headers,
        payload: { username, password: WRONG },
      });
    expect((await verify('register', username, WRONG)).json().code).toBe('AUTH001');
    expect((await verify('password/reset', username, WRONG)).json().code).toBe('AUTH001');
    expect((await asMember('PUT', '/members/me')).json().code).toBe('AUTH001');
    expectLockoutRefusal(await asMember('POST', '/courses/upload'));
    expect(portal.reached(username)).toBe(3);
  });

  it('clears the count on a successful portal login', async () => {
    const { username } = STUDENTS.editable;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await verify('register', username, WRONG)).statusCode).toBe(401);
    }
    expect((await verify('register', username, PORTAL_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await verify('register', username, WRONG)).statusCode).toBe(401);
    }
    expectLockoutRefusal(await verify('register', username, WRONG));
  });

  it("shows the portal's own lock as such (423 AUTH002) and does not count it as a wrong password", async () => {
    const { username } = STUDENTS.locked;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const locked = await verify('register', username, PORTAL_PASSWORD);
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toEqual({
        code: 'AUTH002',
        message: ERROR_CATALOGUE.AUTH002.message,
        requestId: expect.any(String),
      });
    }
  });

  it('lets at most 3 of 40 parallel wrong passwords reach the portal', async () => {
    const username = '202128101';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => verify('register', username, WRONG)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(37);
    expect(portal.reached(username)).toBe(3);
    // And then the right password is refused too (in a new window of the per-학번 portal limit,
    // which refused 30 of the 40), so the student checks it on 샘물 first.
    startNewAttemptWindow(api);
    expectLockoutRefusal(
      await verify('register', username, PORTAL_PASSWORD),
      api.config.attemptLimits.windowSeconds,
    );
  });

  it('tells "already a member" / "not a member" only after the portal accepted the password', async () => {
    const member = STUDENTS.plain.username;
    const stranger = '202227101';
    await memberSession(api, { username: member });
    // A wrong password says nothing about membership.
    expect((await verify('register', member, WRONG)).json().code).toBe('AUTH001');
    expect((await verify('password/reset', stranger, WRONG)).json().code).toBe('AUTH001');
    expect((await verify('register', member, PORTAL_PASSWORD)).json().code).toBe('ACCOUNT001');
    expect((await verify('password/reset', stranger, PORTAL_PASSWORD)).json().code).toBe(
      'MEMBER002',
    );
  });
});

describe('PORTAL_FAILURES_PER_USERNAME', () => {
  const env = { JWT_SECRET: 'x'.repeat(32) };
  it('defaults to 3 failures in 24 hours', () => {
    expect(loadConfig(env).attemptLimits.portalFailures).toEqual({
      perUsername: 3,
      windowSeconds: DAY_SECONDS,
    });
  });

  it.each(['5', '6', '0'])('refuses %s at start (the portal locks at 5)', (value) => {
    expect(() => loadConfig({ ...env, PORTAL_FAILURES_PER_USERNAME: value })).toThrow(ConfigError);
  });
});
