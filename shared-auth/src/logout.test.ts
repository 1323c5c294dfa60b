import Cookies from 'js-cookie';
import { logout } from './logout';
import { useSessionStore } from './session/sessionStore';
import { installRoutedApi, noContent, ok } from './testing/routedApi';
import type { FakeReply } from './testing/transports';
import { eachTestAsMember, MEMBER, RENEWED } from './testing/sessions';

const navigator = eachTestAsMember();

/** The api of these tests: the logout answers `reply`. */
const logoutAnswers = (reply: FakeReply) =>
  installRoutedApi({ 'POST /accounts/logout': reply }).calls;

function expectLoggedOutAtHome(): void {
  expect(useSessionStore.getState().member).toBeNull();
  expect(Cookies.get('member')).toBeUndefined();
  expect(navigator.mock.calls.at(-1)).toEqual(['/']);
}

it('revokes the refresh token on the api, clears the session and goes home', async () => {
  const calls = logoutAnswers(noContent);

  await logout();

  expect(calls).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/accounts/logout',
      body: {},
      authorization: 'Bearer access-1',
    }),
  ]);
  expectLoggedOutAtHome();
});

it('renews an expired access token first, then logs out with the renewed session', async () => {
  const { calls } = installRoutedApi({
    'POST /accounts/refresh': ok(RENEWED),
    'POST /accounts/logout': (call) =>
      call.authorization === 'Bearer access-2'
        ? noContent
        : { status: 401, data: { code: 'ACCOUNT005', message: '기존 토큰이 만료되었습니다.' } },
  });

  await logout();

  const logoutCalls = calls.filter((call) => call.url === '/accounts/logout');
  expect(logoutCalls.map((call) => call.body)).toEqual([{}, {}]);
  expect(logoutCalls.at(-1)?.authorization).toBe('Bearer access-2');
  expectLoggedOutAtHome();
});

it.each<[string, FakeReply]>([
  ['the api fails', { status: 500, data: { code: 'COMMON000', message: '서버 에러' } }],
  [
    'the api refuses the token',
    { status: 403, data: { code: 'ACCOUNT008', message: '권한이 없습니다.' } },
  ],
])('logs out locally even when %s', async (_case, reply) => {
  logoutAnswers(reply);

  await logout();

  expectLoggedOutAtHome();
});

it('leaves the page before clearing the session, so a guarded page cannot redirect first', async () => {
  logoutAnswers(noContent);
  const sessionWhenNavigated: unknown[] = [];
  let finishNavigation: () => void = () => undefined;
  navigator.mockImplementation(() => {
    sessionWhenNavigated.push(useSessionStore.getState().member);
    return new Promise<void>((resolve) => {
      finishNavigation = resolve;
    });
  });

  const loggingOut = logout();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sessionWhenNavigated).toEqual([MEMBER]);
  expect(useSessionStore.getState().member).toEqual(MEMBER);

  finishNavigation();
  await loggingOut;
  expectLoggedOutAtHome();
});

it('ends the session without calling the api when the refresh token is already revoked', async () => {
  const calls = logoutAnswers(noContent);

  await logout({ revokeRefreshToken: false });

  expect(calls).toEqual([]);
  expectLoggedOutAtHome();
});
