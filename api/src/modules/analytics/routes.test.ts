import { createTestApi, testDatabaseKinds, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('POST /api/v1/analytics/pageviews (%s)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api?.close());
  beforeEach(() => api.reset());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      payload: payload as object,
      headers,
    });

  const storedViews = () =>
    api.db
      .selectFrom('page_views')
      .select(['path', 'referrer', 'title', 'user_agent'])
      .orderBy('id')
      .execute();

  it('stores a page view and answers 204 with no body', async () => {
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
        user_agent: 'Mozilla/5.0 (test)',
      },
    ]);
    const [row] = await api.db.selectFrom('page_views').select('occurred_at').execute();
    expect(row?.occurred_at).toBeInstanceOf(Date);
  });

  it('stores an empty or missing referrer and title as null', async () => {
    expect((await send({ path: '/', referrer: '', title: '' })).statusCode).toBe(204);
    expect((await send({ path: '/qna/questions' })).statusCode).toBe(204);

    expect(await storedViews()).toEqual([
      { path: '/', referrer: null, title: null, user_agent: 'lightMyRequest' },
      { path: '/qna/questions', referrer: null, title: null, user_agent: 'lightMyRequest' },
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

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALID001',
      message: '입력값에 대한 검증에 실패했습니다.',
      detail,
      requestId: expect.any(String),
    });
    expect(await storedViews()).toEqual([]);
  });

  it('limits each client address to 120 page views a minute (429 RATE001)', async () => {
    const fromAddress = (remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/pageviews',
        payload: { path: '/' },
        remoteAddress,
      });
    for (let view = 0; view < 120; view += 1) {
      expect((await fromAddress('10.1.1.1')).statusCode).toBe(204);
    }

    const limited = await fromAddress('10.1.1.1');

    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE001');
    expect((await fromAddress('10.2.2.2')).statusCode).toBe(204);
  });
});
