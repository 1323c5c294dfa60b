import { insertMember, testDatabaseKinds, useTestApi } from '../../testing';

describe.each(testDatabaseKinds())('GET /api/v1/departments (%s)', (kind) => {
  const api = useTestApi(kind);

  it('lists the 35 departments in id order with zero members', async () => {
    const response = await api.app.inject({ url: '/api/v1/departments' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(35);
    expect(body.content).toHaveLength(35);
    expect(body.content[0]).toEqual({
      id: 1,
      college: '융합공과대학',
      name: '컴퓨터과학전공',
      code: '03005',
      count: 0,
    });
    expect(body.content[34]).toEqual({
      id: 35,
      college: '문화예술대학',
      name: '음악학부',
      code: '01132',
      count: 0,
    });
  });

  it('counts members by their first department only', async () => {
    await insertMember(api.db, { department_id: 1 });
    await insertMember(api.db, { department_id: 1, second_department_id: 7 });
    await insertMember(api.db, { department_id: 7 });
    await insertMember(api.db, { department_id: 28, second_department_id: 1 });

    const { content } = (await api.app.inject({ url: '/api/v1/departments' })).json();

    const counts = Object.fromEntries(
      content.map((department: { name: string; count: number }) => [
        department.name,
        department.count,
      ]),
    );
    expect(counts['컴퓨터과학전공']).toBe(2);
    expect(counts['핀테크전공']).toBe(1);
    expect(counts['융합경영학과']).toBe(1);
    expect(Object.values(counts).reduce((sum: number, count) => sum + (count as number), 0)).toBe(
      4,
    );
  });
});
