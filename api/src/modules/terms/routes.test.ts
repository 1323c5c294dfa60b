import { createTestApi, testDatabaseKinds, type TestApi } from '../../testing';

describe.each(testDatabaseKinds())('GET /api/v1/terms/current (%s)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api?.close());

  it('returns the term with the highest id, semester in Korean', async () => {
    const response = await api.app.inject({ url: '/api/v1/terms/current' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 6, year: 2025, semester: '2학기' });
  });

  it('follows the newest row, not the largest year', async () => {
    await api.db.insertInto('terms').values({ id: 7, year: 2022, semester: 'FIRST' }).execute();
    try {
      expect((await api.app.inject({ url: '/api/v1/terms/current' })).json()).toEqual({
        id: 7,
        year: 2022,
        semester: '1학기',
      });
    } finally {
      await api.db.deleteFrom('terms').where('id', '=', 7).execute();
    }
  });

  it('answers 404 TERM001 when there is no term', async () => {
    const terms = await api.db.selectFrom('terms').selectAll().execute();
    await api.db.deleteFrom('terms').execute();
    try {
      const response = await api.app.inject({ url: '/api/v1/terms/current' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'TERM001',
        message: '해당 학기를 찾을 수 없습니다.',
        requestId: expect.any(String),
      });
    } finally {
      await api.db.insertInto('terms').values(terms).execute();
    }
  });
});
