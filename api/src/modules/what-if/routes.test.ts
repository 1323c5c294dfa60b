import {
  expectBadRequestValue,
  itRefusesAllButMembers,
  signedInStudent,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';

/** A 2023 student of 컴퓨터과학전공 (id 1) with a few stored courses of each kind. */
const COURSES = [
  { number: 'HAEA0008', name: '소프트웨어공학', type: '1전심', domain: '*', credit: 3 },
  { number: 'HAEA0010', name: '알고리즘', type: '1전선', domain: '*', credit: 3 },
  { number: 'HAEA0001', name: '이산수학', type: '1전선', domain: '*', credit: 3 },
  {
    number: 'HALF9319',
    name: '창의적프로그래밍입문',
    type: '교선',
    domain: '균형(공학)',
    credit: 3,
  },
  { number: 'HAAA0001', name: '사고와표현', type: '교필', domain: '사고와표현', credit: 3 },
  { number: 'HAHA0001', name: '경영학원론', type: '2전선', domain: '*', credit: 3 },
];

describe.each(testDatabaseKinds())('GET /api/v1/courses/what-if (%s)', (kind) => {
  const api = useTestApi(kind);
  let memberId: number;
  let headers: { authorization: string };
  beforeEach(async () => {
    ({ id: memberId, headers } = await signedInStudent(api, COURSES));
  });

  const whatIf = (query: string) =>
    api.app.inject({ url: `/api/v1/courses/what-if?${query}`, headers });
  const get = async (url: string) =>
    (await api.app.inject({ url: `/api/v1${url}`, headers })).json();

  it('for the stored profile, answers exactly what the result page endpoints answer', async () => {
    const response = await whatIf('departmentId=1&secondDepartmentId=none');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      credit: await get('/courses/credit'),
      categories: {
        MAJOR_ADVANCED: await get('/courses?category=MAJOR_ADVANCED'),
        MAJOR_OPTIONAL: await get('/courses?category=MAJOR_OPTIONAL'),
        CULTURE: await get('/courses?category=CULTURE'),
        ETC: await get('/courses?category=ETC'),
      },
      cultures: {
        BASIC: await get('/courses/cultures/BASIC'),
        CORE: await get('/courses/cultures/CORE'),
        BALANCE: await get('/courses/cultures/BALANCE'),
      },
    });
  });

  it('with a 다전공 added, audits as a double major (1전공 45, 다전공 36, 2전선 counted)', async () => {
    const body = (await whatIf('departmentId=1&secondDepartmentId=26')).json();

    expect(Object.keys(body.categories)).toEqual(['FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE', 'ETC']);
    expect(body.categories.FIRST_MAJOR.status).toEqual({
      total: 45,
      completed: 9,
      required: 36,
      completion: 20,
    });
    expect(body.categories.SECOND_MAJOR.status.total).toBe(36);
    expect(
      body.categories.SECOND_MAJOR.content.map((course: { number: string }) => course.number),
    ).toEqual(['HAHA0001']);
    expect(body.credit).toMatchObject({ isDoubleMajor: true, secondMajor: 3 });
  });

  it('with another 학과, excludes that 학과의 own 균형 field instead', async () => {
    // 경영학부 (26) is BALANCE_SOCIAL: 균형(공학) becomes a required item, 균형(사회) leaves.
    const body = (await whatIf('departmentId=26')).json();
    const items = body.cultures.BALANCE.content.map(
      (item: { subDomain: string }) => item.subDomain,
    );

    expect(items).toContain('BALANCE_ENGINEER');
    expect(items).not.toContain('BALANCE_SOCIAL');
  });

  it('for 융합경영학과 (no 전공심화), drops the 전공심화 and 균형교양 requirements', async () => {
    const body = (await whatIf('departmentId=28')).json();

    expect(body.categories.MAJOR_ADVANCED.status.total).toBe(0);
    expect(body.categories.MAJOR_OPTIONAL.status.total).toBe(60);
    expect(body.cultures.BALANCE.status.total).toBe(0);
  });

  it('follows a change to a department (the kept department facts are dropped)', async () => {
    expect((await whatIf('departmentId=26')).json().categories.MAJOR_ADVANCED.status.total).toBe(
      15,
    );
    await api.db
      .updateTable('departments')
      .set({ has_advanced: false })
      .where('id', '=', 26)
      .execute();
    try {
      await api.settled();
      expect((await whatIf('departmentId=26')).json().categories.MAJOR_ADVANCED.status.total).toBe(
        0,
      );
    } finally {
      await api.db
        .updateTable('departments')
        .set({ has_advanced: true })
        .where('id', '=', 26)
        .execute();
      await api.settled();
    }
  });

  it('leaves the stored profile and the cached audit untouched', async () => {
    const before = await get('/courses/credit');
    await whatIf('departmentId=26&secondDepartmentId=1');

    const row = await api.db
      .selectFrom('members')
      .select(['department_id', 'second_department_id'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ department_id: 1, second_department_id: null });
    expect(await get('/courses/credit')).toEqual(before);
    expect(before.isDoubleMajor).toBe(false);
  });

  it.each([
    ['an unknown 학과', 'departmentId=999', { departmentId: '해당 학과를 찾을 수 없습니다.' }],
    [
      'an unknown 다전공',
      'departmentId=1&secondDepartmentId=999',
      { secondDepartmentId: '해당 학과를 찾을 수 없습니다.' },
    ],
    [
      'the same 학과 twice',
      'departmentId=1&secondDepartmentId=1',
      { secondDepartmentId: '1전공과 같은 학과는 다전공으로 고를 수 없습니다.' },
    ],
    ['no 학과', 'secondDepartmentId=none', { departmentId: '학과를 골라 주세요.' }],
    [
      'a 학과 that is not a number',
      'departmentId=abc',
      { departmentId: '학과 id가 올바르지 않습니다.' },
    ],
    [
      'a 다전공 that is neither an id nor none',
      'departmentId=1&secondDepartmentId=abc',
      { secondDepartmentId: '다전공은 학과 id 또는 none 이어야 합니다.' },
    ],
  ])('answers 400 COMMON005 for %s', async (_, query, detail) => {
    const response = await whatIf(query);

    expectBadRequestValue(response, detail);
  });

  describe('is for members only', () => {
    itRefusesAllButMembers(api, [{ method: 'GET', url: '/api/v1/courses/what-if?departmentId=1' }]);
  });
});
