import {
  expectFieldRefused,
  expectRefusal,
  itRefusesAllButMembers,
  signedInMember,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';

describe.each(testDatabaseKinds())('GET /api/v1/offerings/{number} (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  const get = (number: string) =>
    api.app.inject({ url: `/api/v1/offerings/${encodeURIComponent(number)}` });

  it('lists every term since 2017 and the usual semester, without a login', async () => {
    // 2017–2024 timetables: HAEA0010 (알고리즘, 컴퓨터과학) is a 2학기 course.
    const response = await get('HAEA0010');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ number: 'HAEA0010', name: '알고리즘', credit: 3, usual: '2학기' });
    expect(typeof body.name).toBe('string');
    expect(body.terms.length).toBeGreaterThan(0);
    expect(body.terms).toEqual(
      [...body.terms].sort((a: { year: number }, b: { year: number }) => a.year - b.year),
    );
    for (const term of body.terms) expect(['1학기', '2학기']).toContain(term.semester);
  });

  it('shows 1.5-credit laboratory courses and seasonal sessions by name', async () => {
    const lab = (await get('HACB3281')).json();
    expect(lab.credit).toBe(1.5);
    expect(lab.terms[0]).toEqual({ year: 2017, semester: '1학기' });

    const seasonal = await api.db
      .selectFrom('offerings')
      .select(['number', 'year'])
      .where('term_code', '=', '21')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = (await get(seasonal.number)).json();
    expect(body.terms).toContainEqual({ year: seasonal.year, semester: '겨울학기' });
  });

  it('answers usual null for a catalogued course never offered since 2017', async () => {
    const catalogued = await api.db
      .selectFrom('subject_catalog as s')
      .select(['s.number', 's.name'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('offerings as o').select('o.id').whereRef('o.number', '=', 's.number')),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('majors as m').select('m.id').whereRef('m.number', '=', 's.number'))),
      )
      .orderBy('s.id')
      .executeTakeFirstOrThrow();

    expect((await get(catalogued.number)).json()).toEqual({
      number: catalogued.number,
      name: catalogued.name,
      credit: expect.any(Number),
      terms: [],
      usual: null,
    });
  });

  it('takes the lower-case form of a 학수번호', async () => {
    expect((await get('haea0008')).json().number).toBe('HAEA0008');
  });

  it('answers 404 OFFERING001 for an unknown 학수번호', async () => {
    const response = await get('ZZZZ9999');

    expectRefusal(response, 404, { code: 'OFFERING001', message: '해당 과목을 찾을 수 없습니다.' });
  });

  it('answers 400 COMMON005 for a 학수번호 longer than 20 characters', async () => {
    const response = await get('A'.repeat(21));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'COMMON005',
      detail: { number: expect.any(String) },
    });
  });
});

describe.each(testDatabaseKinds())('GET /api/v1/offerings?query= (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = (await signedInMember(api)).headers;
  });

  const search = (query: string) => api.app.inject({ url: `/api/v1/offerings?${query}`, headers });
  type Item = { number: string; name: string; credit: number; usual: string | null };

  it('finds a 학수번호 first, then the numbers it begins, in any case', async () => {
    const response = await search('query=haea001');

    expect(response.statusCode).toBe(200);
    const body: { count: number; content: Item[] } = response.json();
    expect(body.count).toBe(body.content.length);
    expect(body.content.length).toBeGreaterThan(1);
    for (const item of body.content) expect(item.number.startsWith('HAEA001')).toBe(true);
    expect(body.content.map((item) => item.number)).toEqual(
      body.content.map((item) => item.number).sort(),
    );
    const exact: Item[] = (await search('query=HAEA0010')).json().content;
    expect(exact[0]).toEqual({ number: 'HAEA0010', name: '알고리즘', credit: 3, usual: '2학기' });
  });

  it('finds a name or part of it, without regard to spaces; the whole name first', async () => {
    const body: { content: Item[] } = (
      await search(`query=${encodeURIComponent('알고 리즘')}`)
    ).json();

    expect(body.content[0]).toMatchObject({ number: 'HAEA0010', name: '알고리즘' });
    for (const item of body.content) expect(item.name.replace(/\s/g, '')).toContain('알고리즘');
  });

  it('answers at most 20 results, or the limit asked for', async () => {
    const many: Item[] = (await search(`query=${encodeURIComponent('HA')}`)).json().content;
    expect(many).toHaveLength(20);
    expect((await search('query=HA&limit=5')).json().content).toHaveLength(5);
    expect((await search('query=ZZZZ')).json()).toEqual({ count: 0, content: [] });
  });

  it.each([
    ['no query', 'limit=5', 'query'],
    ['a query of one letter', 'query=H', 'query'],
    ['a query of spaces', `query=${encodeURIComponent('   ')}`, 'query'],
    ['a query too long', `query=${'가'.repeat(41)}`, 'query'],
    ['a limit above 20', 'query=HA&limit=21', 'limit'],
    ['a limit of 0', 'query=HA&limit=0', 'limit'],
  ])('answers 400 COMMON005 for %s', async (_, query, field) => {
    const response = await search(query);

    expectFieldRefused(response, 'COMMON005', field);
  });

  describe('is for members only', () => {
    itRefusesAllButMembers(api, [{ method: 'GET', url: '/api/v1/offerings?query=HAEA' }]);
  });
});
