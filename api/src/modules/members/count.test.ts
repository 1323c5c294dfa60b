import { insertMember, testDatabaseKinds, useTestApi } from '../../testing';

describe.each(testDatabaseKinds())('GET /api/v1/members/count (%s)', (kind) => {
  const api = useTestApi(kind);

  it('counts every member, publicly', async () => {
    expect((await api.app.inject({ url: '/api/v1/members/count' })).json()).toEqual({ count: 0 });

    await insertMember(api.db);
    await insertMember(api.db, { role: 'ROLE_ADMIN', department_id: 35 });

    const response = await api.app.inject({ url: '/api/v1/members/count' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
  });
});
