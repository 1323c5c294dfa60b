import {
  bearer,
  expectFieldRefused,
  FIRST_COURSES,
  insertMember,
  signedInStudent,
  TEST_TODAY,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';

/** A day of 2025 2학기: most cases below plan from 2026-1. */
const IN_2025_FALL = '2025-11-26T12:00:00+09:00';

/** Stored courses of a 2023 컴퓨터과학전공 student (passed, plus one F). */
const COURSES = [
  ...FIRST_COURSES,
  { number: 'HAEA9225', name: '파이썬프로그래밍', type: '1전선', domain: '*', credit: 3 },
];

interface PlanBody {
  until: string;
  maxCredits: number;
  pins: { number: string; term: string | null }[];
  excluded: string[];
  saved: boolean;
  rebased: string | null;
  semesters: {
    term: string;
    year: number;
    semester: string;
    credits: number;
    courses: { number: string; pinned: boolean; usual: string | null }[];
  }[];
  unmet: unknown[];
  feasible: boolean;
}

describe.each(testDatabaseKinds())('GET and PUT /api/v1/plan (%s)', (kind) => {
  const api = useTestApi(kind);
  let headers: { authorization: string };
  beforeEach(async () => {
    api.calendar.set(IN_2025_FALL);
    ({ headers } = await signedInStudent(api, COURSES));
  });

  const get = (query = '') => api.app.inject({ url: `/api/v1/plan${query}`, headers });
  const put = (payload: unknown) =>
    api.app.inject({ method: 'PUT', url: '/api/v1/plan', headers, payload: payload as object });
  const numbers = (body: PlanBody) => body.semesters.flatMap((s) => s.courses.map((c) => c.number));

  it('answers with what the plan is checked against: the plan page is one read', async () => {
    const basis = await api.app.inject({ url: '/api/v1/courses/basis', headers });
    expect(basis.statusCode).toBe(200);

    expect((await get()).json().basis).toEqual(basis.json());
    expect((await get('?maxCredits=12')).json().basis).toEqual(basis.json());
    const saved = await put({ until: null, maxCredits: 12, pins: [], excluded: [] });
    expect(saved.json().basis).toEqual(basis.json());
  });

  it('plans from the term after the current one (2025-2) to until, within maxCredits', async () => {
    const response = await get('?until=2027-2&maxCredits=15');

    expect(response.statusCode).toBe(200);
    const body: PlanBody = response.json();
    expect(body).toMatchObject({
      until: '2027-2',
      maxCredits: 15,
      pins: [],
      excluded: [],
      saved: false,
    });
    expect(body.semesters.map((s) => [s.term, s.year, s.semester])).toEqual([
      ['2026-1', 2026, '1학기'],
      ['2026-2', 2026, '2학기'],
      ['2027-1', 2027, '1학기'],
      ['2027-2', 2027, '2학기'],
    ]);
    for (const semester of body.semesters) expect(semester.credits).toBeLessThanOrEqual(15);
    // 60 credits in four semesters cannot reach 130.
    expect(body.feasible).toBe(false);
    expect(body.unmet.length).toBeGreaterThan(0);
    // Passed courses are never planned; the failed C프로그래밍1 may be retaken.
    expect(numbers(body)).not.toContain('HALR1032');
    expect(numbers(body)).not.toContain('HASW0001');
    expect(numbers(body)).toContain('HAFL0012');
  });

  it('without parameters and nothing saved: 18 credits and a horizon long enough', async () => {
    const body: PlanBody = (await get()).json();

    expect(body.maxCredits).toBe(18);
    expect(body.saved).toBe(false);
    expect(body.feasible).toBe(true);
    expect(body.semesters[0]!.term).toBe('2026-1');
    expect(body.semesters.at(-1)!.term).toBe(body.until);
  });

  it('PUT saves the choices; GET without parameters uses them; the same input gives the same plan', async () => {
    const saved = await put({
      until: '2029-2',
      maxCredits: 21,
      pins: [
        { number: 'HAEA0010', term: '2027-1' },
        { number: 'haea9245', term: null },
      ],
      excluded: ['HALR1050'],
    });
    expect(saved.statusCode).toBe(200);

    const body: PlanBody = (await get()).json();
    expect(body).toMatchObject({
      until: '2029-2',
      maxCredits: 21,
      saved: true,
      pins: [
        { number: 'HAEA0010', term: '2027-1' },
        { number: 'HAEA9245', term: null },
      ],
      excluded: ['HALR1050'],
    });
    expect(body).toEqual(saved.json());
    const pinnedTerm = body.semesters.find((s) => s.courses.some((c) => c.number === 'HAEA0010'));
    expect(pinnedTerm?.term).toBe('2027-1');
    expect(numbers(body)).toContain('HAEA9245');
    expect(numbers(body)).not.toContain('HALR1050');
    expect((await get()).json()).toEqual(body);
    // A parameter replaces the saved choice for one answer only.
    expect((await get('?maxCredits=12')).json().maxCredits).toBe(12);
    expect((await get()).json().maxCredits).toBe(21);
  });

  describe('GET answers 400 COMMON005 naming the field', () => {
    it.each([
      ['until not in YYYY-S form', '?until=2027', 'until'],
      ['until semester 3', '?until=2027-3', 'until'],
      ['a past until', '?until=2025-1', 'until'],
      ['until more than six years ahead', '?until=2035-1', 'until'],
      ['maxCredits below 12', '?maxCredits=11', 'maxCredits'],
      ['maxCredits above 21', '?maxCredits=22', 'maxCredits'],
      ['maxCredits not a number', '?maxCredits=many', 'maxCredits'],
      ['an unknown 학수번호 in pins', '?pins=ZZZZ9999', 'pins'],
      ['a malformed pin', '?pins=HAEA0010@2027-1@x', 'pins'],
      ['a pin in a semester outside the plan', '?until=2027-2&pins=HAEA0010@2030-1', 'pins'],
      ['a pin of a passed course', '?pins=HASW0001', 'pins'],
      ['the same pin twice', '?pins=HAEA0010,HAEA0010', 'pins'],
      ['an unknown 학수번호 in excluded', '?excluded=ZZZZ9999', 'excluded'],
      ['a pinned course excluded', '?pins=HAEA0010&excluded=HAEA0010', 'excluded'],
    ])('%s', async (_, query, field) => {
      const response = await get(query);

      expectFieldRefused(response, 'COMMON005', field);
    });

    it('a past until names the earliest target: this term, never called past', async () => {
      expect((await get('?until=2025-1')).json().detail).toEqual({
        until: '이미 지난 학기입니다. 이번 학기(2025년 2학기)나 그 뒤의 학기를 골라 주세요.',
      });
      expect((await get('?pins=ZZZZ9999')).json().detail).toEqual({
        pins: '알 수 없는 학수번호입니다: ZZZZ9999',
      });
      expect((await get('?maxCredits=22')).json().detail).toEqual({
        maxCredits: '학기당 최대 학점은 12~21 사이의 정수여야 합니다.',
      });
    });
  });

  describe('PUT answers 400 VALID001 naming the field, and saves nothing', () => {
    const valid = { until: '2028-2', maxCredits: 18, pins: [], excluded: [] };
    it.each([
      ['a past until', { ...valid, until: '2025-1' }, 'until'],
      ['a malformed until', { ...valid, until: '2028' }, 'until'],
      ['maxCredits out of range', { ...valid, maxCredits: 30 }, 'maxCredits'],
      ['maxCredits as text', { ...valid, maxCredits: '18' }, 'maxCredits'],
      [
        'an unknown 학수번호 in pins',
        { ...valid, pins: [{ number: 'ZZZZ9999', term: null }] },
        'pins',
      ],
      ['a pin without term', { ...valid, pins: [{ number: 'HAEA0010' }] }, 'pins.0.term'],
      ['an unknown 학수번호 in excluded', { ...valid, excluded: ['ZZZZ9999'] }, 'excluded'],
      ['a missing field', { until: null, maxCredits: 18, pins: [] }, 'excluded'],
      ['an unknown field', { ...valid, color: 'red' }, 'color'],
    ])('%s', async (_, payload, field) => {
      const response = await put(payload);

      expectFieldRefused(response, 'VALID001', field);
      expect((await get()).json().saved).toBe(false);
    });
  });

  it('is for members only', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await api.app.inject({
        method,
        url: '/api/v1/plan',
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('ACCOUNT007');
    }
  });

  it('keeps one member’s saved choices from another', async () => {
    await put({ until: '2029-2', maxCredits: 21, pins: [], excluded: [] });
    const otherId = await insertMember(api.db, { year_id: 8, department_id: 1 });
    const other = bearer(api.tokens.signAccess({ memberId: otherId, role: 'ROLE_USER' }).token);

    const body = (await api.app.inject({ url: '/api/v1/plan', headers: other })).json();
    expect(body).toMatchObject({ saved: false, maxCredits: 18 });
  });

  it.each([
    ['2026-02-28T23:59:00+09:00', '2026-1'],
    ['2026-03-01T00:00:00+09:00', '2026-2'],
    ['2026-08-31T12:00:00+09:00', '2026-2'],
    ['2026-09-01T00:00:00+09:00', '2027-1'],
    [TEST_TODAY, '2027-1'],
    ['2027-01-15T12:00:00+09:00', '2027-1'],
    ['2028-02-29T12:00:00+09:00', '2028-1'],
  ])('on %s plans from %s: never a term that has started', async (today, first) => {
    api.calendar.set(today);

    const body: PlanBody = (await get()).json();

    expect(body.semesters[0]!.term).toBe(first);
    expect(body.semesters.every((semester) => semester.term >= first)).toBe(true);
  });

  it('re-bases a saved plan whose terms have started, and says what was dropped', async () => {
    const saved = await put({
      until: '2028-2',
      maxCredits: 18,
      pins: [{ number: 'HAEA0010', term: '2026-1' }],
      excluded: [],
    });
    expect(saved.json()).toMatchObject({ rebased: null });

    api.calendar.set('2026-03-01T09:00:00+09:00');
    const body: PlanBody = (await get()).json();

    // 2026 1학기 has just begun: not over, so not "지난 학기".
    expect(body.rebased).toBe(
      '이번 학기(2026년 1학기)에 고정했던 과목은 계획에서 뺐습니다. 듣고 있다면 ‘이번 학기 수강 중’에 추가해 주세요.',
    );
    expect(body.semesters[0]!.term).toBe('2026-2');
    expect(body.pins).toEqual([]);
    expect(body.until).toBe('2028-2');
  });

  it('takes the current term as the target: a student in their last term plans nothing more', async () => {
    const response = await get('?until=2025-2');

    expect(response.statusCode).toBe(200);
    const body: PlanBody = response.json();
    expect(body.until).toBe('2025-2');
    expect(body.semesters).toEqual([]);
    expect(body.rebased).toBeNull();
  });

  it('calls a saved target that is over past, and keeps one in the current term', async () => {
    await put({ until: '2025-2', maxCredits: 18, pins: [], excluded: [] });
    expect((await get()).json()).toMatchObject({ until: '2025-2', rebased: null });

    api.calendar.set('2026-03-01T09:00:00+09:00');
    const body: PlanBody = (await get()).json();
    expect(body.rebased).toBe('지난 학기(2025년 2학기) 계획은 제외했습니다.');
    expect(body.semesters[0]!.term).toBe('2026-2');
  });
});
