import Cookies from 'js-cookie';
import { waitFor } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { clearMember, useSessionStore } from '../session/sessionStore';
import {
  createDeferred,
  installRoutedApi,
  ok,
  queuedMicrotasksRun,
  type ReplyHandler,
  type ReplyTable,
} from '../testing/routedApi';
import type { FakeReply, RecordedCall } from '../testing/transports';
import { eachTestAsMember, MEMBER, memberCookie, RENEWED } from '../testing/sessions';
import { authClient } from './authClient';
import { publicClient } from './publicClient';

const EXPIRED_ACCESS = {
  code: 'ACCOUNT005',
  message: '기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.',
};
const EXPIRED_REFRESH = {
  code: 'ACCOUNT006',
  message: '모든 토큰이 만료되었습니다. 다시 로그인해주세요.',
};
const CONCURRENT_CALLS = 20;

const itemPaths = Array.from({ length: CONCURRENT_CALLS }, (_, index) => `/items/${index}`);
const isRefresh = (call: RecordedCall) => call.url === '/accounts/refresh';
const refreshCalls = (calls: RecordedCall[]) => calls.filter(isRefresh);

/** The api of these tests: items answer only to the renewed access token. */
function itemsAnswer(call: RecordedCall): FakeReply {
  return call.authorization === `Bearer ${RENEWED.accessToken}`
    ? { status: 200, data: { path: call.url } }
    : { status: 401, data: EXPIRED_ACCESS };
}

/**
 * The table of these tests: the refresh answers `refresh`, GET `paths` answer as itemsAnswer;
 * `install` is the fake network of the shared-auth copy the test uses (see loadPage).
 */
function itemsApi(
  refresh: FakeReply | ReplyHandler,
  paths: readonly string[],
  install = installRoutedApi,
): RecordedCall[] {
  const items: ReplyTable = Object.fromEntries(paths.map((path) => [`GET ${path}`, itemsAnswer]));
  return install({ 'POST /accounts/refresh': refresh, ...items }).calls;
}

/** The table's calls, for the tests that answer a few routes each. */
const answer = (replies: ReplyTable) => installRoutedApi(replies).calls;

const navigator = eachTestAsMember();

describe('authClient: the refresh queue', () => {
  it('renews once for 20 concurrent 401s and replays each call with the new token', async () => {
    const refreshReply = createDeferred<FakeReply>();
    const calls = itemsApi(() => refreshReply.promise, itemPaths);

    const responses = Promise.all(itemPaths.map((path) => authClient.get(path)));
    // Every call has gone out with the old token and come back 401 while the refresh is held.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/items/'))).toHaveLength(20),
    );
    expect(refreshCalls(calls)).toHaveLength(1);

    refreshReply.resolve({ status: 200, data: RENEWED });
    const answered = await responses;

    expect(answered.map((response) => response.data)).toEqual(itemPaths.map((path) => ({ path })));
    expect(refreshCalls(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {},
        authorization: undefined,
      }),
    ]);
    const replays = calls.filter((call) => call.authorization === 'Bearer access-2');
    expect(replays.map((call) => call.url).sort()).toEqual([...itemPaths].sort());
    expect(memberCookie()).toEqual(RENEWED);
    expect(useSessionStore.getState().member).toEqual(RENEWED);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('replays a POST with its original body', async () => {
    const calls = answer({ 'POST /accounts/refresh': ok(RENEWED), 'POST /items': itemsAnswer });

    const response = await authClient.post('/items', { title: '질문', anonymous: true });

    expect(response.status).toBe(200);
    const itemCalls = calls.filter((call) => call.url === '/items');
    expect(itemCalls.map((call) => call.body)).toEqual([
      { title: '질문', anonymous: true },
      { title: '질문', anonymous: true },
    ]);
  });

  it('makes a call started during the renewal wait for it instead of going out with the old token', async () => {
    const refreshAsked = createDeferred<void>();
    const refreshReply = createDeferred<FakeReply>();
    const calls = itemsApi(() => {
      refreshAsked.resolve();
      return refreshReply.promise;
    }, ['/items/first', '/items/late']);

    const first = authClient.get('/items/first');
    await refreshAsked.promise;
    const late = authClient.get('/items/late');
    // Everything the late call could do without waiting is done; it must not have left.
    await queuedMicrotasksRun();
    expect(calls.filter((call) => call.url === '/items/late')).toHaveLength(0);

    refreshReply.resolve({ status: 200, data: RENEWED });
    await expect(late).resolves.toMatchObject({ data: { path: '/items/late' } });
    await expect(first).resolves.toMatchObject({ data: { path: '/items/first' } });
    expect(calls.filter((call) => call.url === '/items/late')).toEqual([
      expect.objectContaining({ authorization: 'Bearer access-2' }),
    ]);
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('rejects all 20 calls, ends the session when the api refuses the refresh', async () => {
    const refreshReply = createDeferred<FakeReply>();
    const calls = itemsApi(() => refreshReply.promise, itemPaths);

    const outcomes = Promise.allSettled(itemPaths.map((path) => authClient.get(path)));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/items/'))).toHaveLength(20),
    );
    refreshReply.resolve({ status: 401, data: EXPIRED_REFRESH });
    const settled = await outcomes;

    expect(settled.map((outcome) => outcome.status)).toEqual(itemPaths.map(() => 'rejected'));
    for (const outcome of settled) {
      expect(outcome).toMatchObject({ reason: { response: { data: { code: 'ACCOUNT006' } } } });
    }
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls).toHaveLength(21); // no replay went out
    expect(Cookies.get('member')).toBeUndefined();
    expect(useSessionStore.getState().member).toBeNull();
    expect(navigator).not.toHaveBeenCalled(); // a member's page leaves through its guard
  });

  it('treats a refresh answer without tokens as a refusal', async () => {
    itemsApi(ok({}), ['/items/1']);

    await expect(authClient.get('/items/1')).rejects.toThrow('without a token pair');
    expect(useSessionStore.getState().member).toBeNull();
    expect(navigator).not.toHaveBeenCalled(); // a member's page leaves through its guard
  });

  it('keeps the session when the refresh fails because the api is down', async () => {
    itemsApi({ status: 503, data: 'Bad gateway' }, ['/items/1', '/items/2']);

    const settled = await Promise.allSettled([
      authClient.get('/items/1'),
      authClient.get('/items/2'),
    ]);

    expect(settled).toEqual([
      expect.objectContaining({
        status: 'rejected',
        reason: expect.objectContaining({ response: expect.objectContaining({ status: 503 }) }),
      }),
      expect.objectContaining({ status: 'rejected' }),
    ]);
    expect(useSessionStore.getState().member).toEqual(MEMBER);
    expect(memberCookie()).toEqual(MEMBER);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('passes a 401 whose code contains AUTH on untouched, without a refresh', async () => {
    const portalRefusal = { code: 'AUTH001', message: '학번 및 비밀번호가 일치하지 않습니다.' };
    const calls = answer({ 'POST /courses/upload': { status: 401, data: portalRefusal } });

    const failure = authClient.post('/courses/upload', {
      username: '202012345',
      password: 'wrong',
    });

    await expect(failure).rejects.toMatchObject({ response: { status: 401, data: portalRefusal } });
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(calls).toHaveLength(1);
    expect(useSessionStore.getState().member).toEqual(MEMBER);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('ends the session without a refresh when the api says the session was ended (ACCOUNT014)', async () => {
    const sessionEnded = {
      code: 'ACCOUNT014',
      message: '로그인이 종료되었습니다. 다시 로그인해주세요.',
    };
    const calls = answer({
      'POST /accounts/refresh': ok(RENEWED),
      'GET /items/1': { status: 401, data: sessionEnded },
      'GET /items/2': { status: 401, data: sessionEnded },
    });

    const settled = await Promise.allSettled([
      authClient.get('/items/1'),
      authClient.get('/items/2'),
    ]);

    for (const outcome of settled) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: { response: { status: 401, data: sessionEnded } },
      });
    }
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(calls).toHaveLength(2); // no replay either
    expect(Cookies.get('member')).toBeUndefined();
    expect(useSessionStore.getState().member).toBeNull();
    expect(navigator).not.toHaveBeenCalled(); // a member's page leaves through its guard
  });

  it('ends the session when the refresh itself says it was ended (a reused refresh token)', async () => {
    const reused = { code: 'ACCOUNT014', message: '로그인이 종료되었습니다. 다시 로그인해주세요.' };
    const calls = itemsApi({ status: 401, data: reused }, ['/items/1']);

    await expect(authClient.get('/items/1')).rejects.toMatchObject({
      response: { data: reused },
    });
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(useSessionStore.getState().member).toBeNull();
    expect(navigator).not.toHaveBeenCalled(); // a member's page leaves through its guard
  });

  it('passes on a 401 that survives the renewal instead of renewing again', async () => {
    const calls = answer({
      'POST /accounts/refresh': ok(RENEWED),
      'GET /items/1': { status: 401, data: EXPIRED_ACCESS },
    });

    await expect(authClient.get('/items/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/items/1')).toHaveLength(2);
  });

  it('passes a 401 on untouched when nobody is logged in', async () => {
    clearMember();
    const calls = answer({
      'GET /members/me': {
        status: 401,
        data: { code: 'ACCOUNT007', message: '로그인 후 이용가능합니다.' },
      },
    });

    await expect(authClient.get('/members/me')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(calls).toEqual([
      expect.objectContaining({ url: '/members/me', authorization: undefined }),
    ]);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('replays without a second renewal a call whose 401 comes after the renewal it missed', async () => {
    const lateAnswer = createDeferred<void>();
    const calls = answer({
      'POST /accounts/refresh': ok(RENEWED),
      'GET /items/first': itemsAnswer,
      // Sent with the old token along with the first call; its 401 is held until the renewal
      // the first call started is over.
      'GET /items/late': async (call) => {
        if (call.authorization === `Bearer ${MEMBER.accessToken}`) await lateAnswer.promise;
        return itemsAnswer(call);
      },
    });

    const late = authClient.get('/items/late');
    await expect(authClient.get('/items/first')).resolves.toMatchObject({
      data: { path: '/items/first' },
    });
    expect(useSessionStore.getState().member).toEqual(RENEWED);
    lateAnswer.resolve();

    await expect(late).resolves.toMatchObject({ data: { path: '/items/late' } });
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(
      calls.filter((call) => call.url === '/items/late').map((call) => call.authorization),
    ).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('replays without a refresh when another tab renewed the tokens while the call was out', async () => {
    const calls = answer({
      'GET /items/1': (call) => {
        if (call.authorization === 'Bearer access-1') {
          // The other tab rotates the pair in the shared cookie before this 401 comes back.
          Cookies.set('member', JSON.stringify(RENEWED), { path: '/' });
        }
        return itemsAnswer(call);
      },
    });

    await expect(authClient.get('/items/1')).resolves.toMatchObject({ data: { path: '/items/1' } });
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(useSessionStore.getState().member).toEqual(RENEWED);
  });
});

describe('authClient: ordinary calls', () => {
  it('sends the access token of the store and resolves refusals below 500', async () => {
    const calls = answer({
      'PUT /questions/1': {
        status: 403,
        data: { code: 'MEMBER001', message: '사용자 권한이 없습니다.' },
      },
    });

    const response: AxiosResponse = await authClient.put('/questions/1', { title: 't' });

    expect(response.status).toBe(403);
    expect(calls[0]).toMatchObject({ authorization: 'Bearer access-1', url: '/questions/1' });
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    clearMember();
    const calls = answer({ 'GET /questions/1': ok([]) });

    await authClient.get('/questions/1');

    expect(calls[0]?.authorization).toBeUndefined();
  });

  it('rejects at 500 and above', async () => {
    answer({
      'GET /courses': {
        status: 500,
        data: { code: 'COMMON000', message: '서버 에러, 관리자에게 문의 바랍니다.' },
      },
    });

    await expect(authClient.get('/courses')).rejects.toMatchObject({ response: { status: 500 } });
  });

  it('takes the tokens from the cookie when another tab logged in with other ones', async () => {
    Cookies.set('member', JSON.stringify(RENEWED), { path: '/' });
    const calls = answer({ 'GET /members/me': ok({}) });

    await authClient.get('/members/me');

    expect(calls[0]?.authorization).toBe('Bearer access-2');
  });

  it('uses the api base, a 10 s time-out and credentials', () => {
    expect(authClient.defaults).toMatchObject({
      baseURL: '/api/v1',
      timeout: 10_000,
      withCredentials: true,
    });
  });
});

describe('publicClient', () => {
  it('never sends the member token, resolves below 500 and rejects at 500', async () => {
    const calls = answer({
      'POST /accounts/login': { status: 401, data: EXPIRED_ACCESS },
      'GET /broken': { status: 502, data: '' },
    });

    await expect(publicClient.post('/accounts/login', {})).resolves.toMatchObject({ status: 401 });
    await expect(publicClient.get('/broken')).rejects.toMatchObject({ response: { status: 502 } });
    expect(calls.map((call) => call.authorization)).toEqual([undefined, undefined]);
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('uses the api base, a 10 s time-out and credentials', () => {
    expect(publicClient.defaults).toMatchObject({
      baseURL: '/api/v1',
      timeout: 10_000,
      withCredentials: true,
    });
  });
});

describe("authClient: reads the page's HTML preloads (docs/adr/0042)", () => {
  interface LoadedPage {
    authClient: typeof authClient;
    installRoutedApi: typeof installRoutedApi;
    expectNoUnexpectedCalls: () => void;
    session: typeof import('../session/sessionStore');
  }
  /**
   * shared-auth as a page loads it with the `member` cookie eachTestAsMember has set (MEMBER's,
   * the token the browser's preloads went out with): evaluated afresh, so its session store
   * starts from that cookie. Each test is one such page load.
   */
  function loadPage(): LoadedPage {
    let loaded: LoadedPage | undefined;
    jest.isolateModules(() => {
      const routedApi =
        jest.requireActual<typeof import('../testing/routedApi')>('../testing/routedApi');
      jest.requireActual<typeof import('../navigation')>('../navigation').setNavigator(navigator);
      loaded = {
        authClient: jest.requireActual<typeof import('./authClient')>('./authClient').authClient,
        installRoutedApi: routedApi.installRoutedApi,
        expectNoUnexpectedCalls: routedApi.expectNoUnexpectedCalls,
        session:
          jest.requireActual<typeof import('../session/sessionStore')>('../session/sessionStore'),
      };
    });
    if (loaded === undefined) throw new Error('shared-auth was not loaded');
    return loaded;
  }

  let page: LoadedPage;
  /** The table's calls, as `answer` but on the test's page. */
  const answerOnPage = (replies: ReplyTable) => page.installRoutedApi(replies).calls;
  const links: HTMLLinkElement[] = [];
  /** A preload as the shell's server writes it for a member's page. */
  function preload(href: string, crossorigin = 'use-credentials') {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({
      rel: 'preload',
      as: 'fetch',
      crossorigin,
      href,
    })) {
      link.setAttribute(name, value);
    }
    document.head.append(link);
    links.push(link);
  }
  /**
   * A preloaded item as the browser answers it: a call without the header gets the preload's
   * answer, the api's to the page-load cookie's token (expired); a call with it, as itemsAnswer.
   */
  const preloadedItemAnswer: ReplyHandler = (call) =>
    call.authorization === undefined ? { status: 401, data: EXPIRED_ACCESS } : itemsAnswer(call);

  /**
   * A page whose result read is preloaded (the preload found the page-load token expired) and
   * whose other read, /items/first, carries the header; the refresh answers `refresh`.
   */
  function pageWithPreloadedResult(refresh: FakeReply | ReplyHandler): RecordedCall[] {
    preload('/api/v1/preloaded/result');
    return answerOnPage({
      'POST /accounts/refresh': refresh,
      'GET /items/first': itemsAnswer,
      'GET /preloaded/result': preloadedItemAnswer,
    });
  }
  /** One refresh; the result asked as the preload was, then replayed with the new token. */
  function expectOneRenewalAndTheResultReplayed(calls: RecordedCall[]): void {
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(
      calls.filter((call) => call.url === '/preloaded/result').map((call) => call.authorization),
    ).toEqual([undefined, 'Bearer access-2']);
  }

  beforeEach(() => {
    page = loadPage();
  });
  afterEach(() => {
    for (const link of links.splice(0)) link.remove();
    page.expectNoUnexpectedCalls();
  });

  it('replays a preloaded read asked after a renewal without renewing again', async () => {
    const calls = pageWithPreloadedResult(ok(RENEWED));

    // Another read of the page found the token expired and renewed it.
    await page.authClient.get('/items/first');
    expect(page.session.useSessionStore.getState().member).toEqual(RENEWED);
    const preloaded = await page.authClient.get('/preloaded/result');

    expect(preloaded.data).toEqual({ path: '/preloaded/result' });
    expectOneRenewalAndTheResultReplayed(calls);
  });

  it('makes a preloaded read asked during a renewal wait for it, then replays it, no second one', async () => {
    const refreshAsked = createDeferred<void>();
    const refreshReply = createDeferred<FakeReply>();
    // The first renewal is held until the test releases it; a second one would be granted.
    const refreshTurns = [refreshReply.promise];
    const calls = pageWithPreloadedResult(() => {
      refreshAsked.resolve();
      return refreshTurns.shift() ?? ok(RENEWED);
    });

    const first = page.authClient.get('/items/first');
    await refreshAsked.promise;
    const preloaded = page.authClient.get('/preloaded/result');
    refreshReply.resolve(ok(RENEWED));

    await expect(first).resolves.toMatchObject({ data: { path: '/items/first' } });
    await expect(preloaded).resolves.toMatchObject({ data: { path: '/preloaded/result' } });
    expectOneRenewalAndTheResultReplayed(calls);
  });

  it('asks a preloaded read once without the header (the cookie carries the token), then as usual', async () => {
    preload('/api/v1/preloaded/credit');
    preload('/api/v1/preloaded/courses?category=MAJOR_ADVANCED');
    const calls = answerOnPage({
      'GET /preloaded/credit': ok({}),
      'GET /preloaded/courses': ok({}),
    });

    await page.authClient.get('/preloaded/credit');
    await page.authClient.get('/preloaded/courses', { params: { category: 'MAJOR_ADVANCED' } });
    await page.authClient.get('/preloaded/credit');
    await page.authClient.get('/preloaded/courses', { params: { category: 'CULTURE' } });

    expect(calls.map(({ url, authorization }) => [url, authorization])).toEqual([
      ['/preloaded/credit', undefined],
      ['/preloaded/courses', undefined],
      ['/preloaded/credit', 'Bearer access-1'],
      ['/preloaded/courses', 'Bearer access-1'],
    ]);
  });

  it('sends the header for a state change, a preload without credentials, or without a session', async () => {
    preload('/api/v1/preloaded/plan');
    preload('/api/v1/preloaded/anonymous', 'anonymous');
    const calls = answerOnPage({
      'PUT /preloaded/plan': ok({}),
      'GET /preloaded/anonymous': ok({}),
      'GET /preloaded/plan': ok({}),
    });

    await page.authClient.put('/preloaded/plan', {});
    await page.authClient.get('/preloaded/anonymous');
    page.session.clearMember();
    await page.authClient.get('/preloaded/plan');

    expect(calls.map(({ authorization }) => authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      undefined,
    ]);
    // Without a session the preload was not taken: a member logging in on this page reads it.
    page.session.setMember(MEMBER);
    await page.authClient.get('/preloaded/plan');
    expect(calls[3]?.authorization).toBeUndefined();
  });

  it('renews once and replays with the new token when the preloaded reads found the token expired', async () => {
    const paths = ['/preloaded/expired/1', '/preloaded/expired/2'];
    for (const path of paths) preload(`/api/v1${path}`);
    const calls = itemsApi(ok(RENEWED), paths, page.installRoutedApi);

    const answers = await Promise.all(paths.map((path) => page.authClient.get(path)));

    expect(answers.map((answer) => answer.data)).toEqual(paths.map((path) => ({ path })));
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((call) => !isRefresh(call)).map((call) => call.authorization)).toEqual([
      undefined,
      undefined,
      'Bearer access-2',
      'Bearer access-2',
    ]);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('asks again with the header, without a renewal, when the api did not take the cookie', async () => {
    preload('/api/v1/preloaded/no-metadata');
    const calls = answerOnPage({
      'GET /preloaded/no-metadata': (call) =>
        call.authorization === undefined
          ? { status: 401, data: { code: 'ACCOUNT007', message: '로그인 후 이용가능합니다.' } }
          : ok({ path: call.url }),
    });

    await expect(page.authClient.get('/preloaded/no-metadata')).resolves.toMatchObject({
      data: { path: '/preloaded/no-metadata' },
    });
    expect(calls.map((call) => call.authorization)).toEqual([undefined, 'Bearer access-1']);
  });

  it('ends the session when the preloaded read says it was ended', async () => {
    preload('/api/v1/preloaded/ended');
    answerOnPage({
      'GET /preloaded/ended': {
        status: 401,
        data: { code: 'ACCOUNT014', message: '로그인이 종료되었습니다. 다시 로그인해주세요.' },
      },
    });

    await expect(page.authClient.get('/preloaded/ended')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(page.session.useSessionStore.getState().member).toBeNull();
    expect(navigator).not.toHaveBeenCalled(); // a member's page leaves through its guard
  });
});
