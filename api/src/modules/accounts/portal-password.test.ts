import { bearer, testDatabaseKinds } from '../../testing';
import {
  databaseDump,
  logIn,
  occurrences,
  PORTAL_PASSWORD,
  postSignUp,
  signUpBody,
  SITE_PASSWORD,
  STUDENTS,
  useAccountsTestApi,
  verifyForSignUp,
} from './testing';

const WRONG_PORTAL_PASSWORD = 'typo-portal-pw!';
const RESET_PASSWORD = 'after-reset-pw-9';

describe.each(testDatabaseKinds())('passwords never stored or logged (%s)', (kind) => {
  const api = useAccountsTestApi(kind, {
    resetBetweenTests: false,
    newAttemptWindowEachTest: false,
  });

  it('after verification, sign-up, login, profile refresh and password reset', async () => {
    const username = STUDENTS.doubleMajor.username;
    const post = (url: string, payload: object, headers: object = {}) =>
      api.app.inject({ method: 'POST', url, payload, headers: headers as Record<string, string> });

    // A failed verification (the typo must not be kept either), then the whole journey.
    expect(
      (await post('/api/v1/auth/register', { username, password: WRONG_PORTAL_PASSWORD }))
        .statusCode,
    ).toBe(401);
    const verified = await verifyForSignUp(api, username);
    expect((await postSignUp(api, verified.authToken, signUpBody(verified))).statusCode).toBe(201);
    const session = await logIn(api, username);
    const refreshed = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/members/me',
      headers: session.headers,
      payload: { username, password: PORTAL_PASSWORD },
    });
    expect(refreshed.statusCode).toBe(200);
    const reset = await post('/api/v1/auth/password/reset', {
      username,
      password: PORTAL_PASSWORD,
    });
    const changed = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/members/password/reset',
      headers: bearer(reset.json().authToken),
      payload: { password: RESET_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await logIn(api, username, RESET_PASSWORD);

    const dump = await databaseDump(api);
    const logs = api.logs.text;
    // The dump and the logs really hold the journey (so the zero counts below can fail).
    expect(dump).toContain('"username":"202012301"');
    expect(dump).toContain('sessions:');
    expect(logs).toContain('/api/v1/auth/register');
    expect(logs).toContain('/api/v1/members/password/reset');

    for (const secret of [PORTAL_PASSWORD, WRONG_PORTAL_PASSWORD, SITE_PASSWORD, RESET_PASSWORD]) {
      expect({ secret, inDump: occurrences(dump, secret) }).toEqual({ secret, inDump: 0 });
      expect({ secret, inLogs: occurrences(logs, secret) }).toEqual({ secret, inLogs: 0 });
    }
    // Nor the portal's answer, nor a token.
    expect(occurrences(logs, verified.email)).toBe(0);
    expect(occurrences(logs, session.refreshToken)).toBe(0);
    expect(occurrences(dump, session.refreshToken)).toBe(0);
  });
});
