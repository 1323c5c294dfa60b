import { ConfigError, loadConfig } from '../../config';
import {
  expectRateLimited,
  expectValidationError,
  GENEROUS_ATTEMPT_LIMITS,
  LogCapture,
  storedRows,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';

describe.each(testDatabaseKinds())('POST /api/v1/analytics/pageviews (%s)', (kind) => {
  const api = useTestApi(kind);

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      payload: payload as object,
      headers,
    });

  const storedViews = () => storedRows(api.db, 'page_views', ['path', 'referrer', 'title']);

  it('stores a page view without the browser string, and answers 204 with no body', async () => {
    const response = await send(
      { path: '/mypage/result?tab=1', referrer: 'https://smunity.co.kr/', title: '마이페이지' },
      { 'user-agent': 'Mozilla/5.0 (test)' },
    );

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedViews()).toEqual([
      {
        path: '/mypage/result?tab=1',
        referrer: 'https://smunity.co.kr/',
        title: '마이페이지',
      },
    ]);
    const [row] = await api.db.selectFrom('page_views').select('occurred_at').execute();
    expect(row?.occurred_at).toBeInstanceOf(Date);
  });

  it('stores an empty or missing referrer and title as null', async () => {
    expect((await send({ path: '/', referrer: '', title: '' })).statusCode).toBe(204);
    expect((await send({ path: '/qna/questions' })).statusCode).toBe(204);

    expect(await storedViews()).toEqual([
      { path: '/', referrer: null, title: null },
      { path: '/qna/questions', referrer: null, title: null },
    ]);
  });

  it.each([
    [{}, { path: '경로 입력은 필수 입니다.' }],
    [{ path: 'mypage' }, { path: '경로는 /로 시작해야 합니다.' }],
    [{ path: `/${'a'.repeat(2048)}` }, { path: '경로는 최대 2048자까지 입력할 수 있습니다.' }],
    [{ path: 42 }, { path: '경로는 문자열이어야 합니다.' }],
    [{ path: '/', referrer: 1 }, { referrer: '이전 주소는 문자열이어야 합니다.' }],
    [{ path: '/', memberId: 3 }, { memberId: '허용되지 않는 항목입니다.' }],
  ])('rejects %j with VALID001 %j and stores nothing', async (payload, detail) => {
    const response = await send(payload);

    expectValidationError(response, detail);
    expect(await storedViews()).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('page views: the per-address limit (%s)', (kind) => {
  const WINDOW_SECONDS = 600;
  const PER_IP = 5;
  const api = useTestApi(kind, {
    config: {
      attemptLimits: {
        ...GENEROUS_ATTEMPT_LIMITS,
        windowSeconds: WINDOW_SECONDS,
        pageViews: { perIp: PER_IP },
      },
    },
    resetBetweenTests: false,
  });

  const fromAddress = (remoteAddress: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      payload: { path: '/' },
      remoteAddress,
    });

  it('refuses an address past RATE_PAGE_VIEWS_PER_IP with 429 RATE001 and Retry-After, stores nothing more, and lets it in again after the window', async () => {
    for (let view = 0; view < PER_IP; view += 1) {
      expect((await fromAddress('10.1.1.1')).statusCode).toBe(204);
    }

    const limited = await fromAddress('10.1.1.1');

    expectRateLimited(limited);
    expect(await api.db.selectFrom('page_views').select('id').execute()).toHaveLength(PER_IP);
    expect((await fromAddress('10.2.2.2')).statusCode).toBe(204);

    api.clock.advance(WINDOW_SECONDS);
    expect((await fromAddress('10.1.1.1')).statusCode).toBe(204);
  });
});

describe.each(testDatabaseKinds())('page views: share tokens and retention (%s)', (kind) => {
  const api = useTestApi(kind, {
    config: {
      retention: {
        pageViewMonths: 13,
        loginHistoryMonths: 3,
        loginIpSeconds: 600,
        adminLogMonths: 36,
      },
    },
  });

  const token = 'c2VjcmV0LXNoYXJlLXRva2VuLW9mLTMyLWJ5dGVzLWxvbmch';
  const send = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/analytics/pageviews', payload });

  it('stores the page of a share link as /shared/:token, never the token', async () => {
    await send({ path: `/shared/${token}`, referrer: `https://smunity.co.kr/shared/${token}` });
    await send({ path: '/', referrer: `http://127.0.0.1:3000/shared/${token}?print=1` });
    const rows = await storedRows(api.db, 'page_views', ['path', 'referrer']);
    expect(rows).toEqual([
      { path: '/shared/:token', referrer: 'https://smunity.co.kr/shared/:token' },
      { path: '/', referrer: 'http://127.0.0.1:3000/shared/:token?print=1' },
    ]);
  });

  describe('with the request log kept', () => {
    const logs = new LogCapture('info');
    const logged = useTestApi(kind, {
      dependencies: { logger: logs.logger },
      resetBetweenTests: false,
    });

    it('keeps no token in the request log of a share link read', async () => {
      await logged.app.inject({ url: `/api/v1/shares/${token}` });
      expect(logs.text).toContain('/api/v1/shares/:token');
      expect(logs.text).not.toContain(token);
    });
  });

  it('deletes page views older than the retention (13 months by default) as time goes by', async () => {
    const monthsAgo = (months: number, extraDays = 0) => {
      const at = new Date(api.clock.now());
      at.setUTCMonth(at.getUTCMonth() - months);
      at.setUTCDate(at.getUTCDate() - extraDays);
      return at;
    };
    await api.db
      .insertInto('page_views')
      .values([
        { path: '/too-old', occurred_at: monthsAgo(13, 1) },
        { path: '/twelve-months', occurred_at: monthsAgo(12) },
      ])
      .execute();
    api.clock.advance(3600);
    await send({ path: '/' });
    const paths = async () =>
      (await storedRows(api.db, 'page_views', ['path'])).map((row) => row.path);
    expect(await paths()).toEqual(['/twelve-months', '/']);

    // Two months on, the twelve-month-old view is past the retention too.
    api.clock.advance(62 * 86_400);
    await send({ path: '/qna/terms' });
    expect(await paths()).toEqual(['/', '/qna/terms']);
  });

  it('reads the retention from PAGE_VIEW_RETENTION_MONTHS', () => {
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).retention.pageViewMonths).toBe(13);
    expect(loadConfig({ ...env, PAGE_VIEW_RETENTION_MONTHS: '24' }).retention.pageViewMonths).toBe(
      24,
    );
    expect(() => loadConfig({ ...env, PAGE_VIEW_RETENTION_MONTHS: '0' })).toThrow(ConfigError);
  });
});
