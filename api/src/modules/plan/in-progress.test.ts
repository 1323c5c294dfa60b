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
import { MAX_IN_PROGRESS_COURSES } from './schemas';

// "이번 학기 수강 중" (docs/adr/0039): POST/DELETE /plan/in-progress-courses and what GET /plan
// does with them. TEST_TODAY (2026-11-26) is in 2026 2학기, so plans start with 2027-1.

/** 알고리즘: a 컴퓨터과학전공 curriculum course the plan schedules for this student. */
const ALGORITHMS = 'HAEA0010';

interface PlanBody {
  inProgress: {
    term: string;
    courses: { number: string; name: string; credit: number; category: string }[];
    dropped: string | null;
  };
  semesters: { term: string; courses: { number: string }[] }[];
  progress: { key: string; completed: number; planned: number }[];
  pins: { number: string }[];
}

describe.each(testDatabaseKinds())('이번 학기 수강 중 (%s)', (kind) => {
  const api = useTestApi(kind);
  let memberId: number;
  let headers: { authorization: string };
  beforeEach(async () => {
    api.calendar.set(TEST_TODAY);
    ({ id: memberId, headers } = await signedInStudent(api, FIRST_COURSES));
  });

  const add = (number: unknown, as = headers) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/plan/in-progress-courses',
      headers: as,
      payload: { number } as object,
    });
  const remove = (number: string, as = headers) =>
    api.app.inject({
      method: 'DELETE',
      url: `/api/v1/plan/in-progress-courses/${encodeURIComponent(number)}`,
      headers: as,
    });
  const plan = async (query = '?until=2029-2'): Promise<PlanBody> => {
    const response = await api.app.inject({ url: `/api/v1/plan${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const planned = (body: PlanBody) =>
    body.semesters.flatMap((semester) => semester.courses.map((course) => course.number));
  const progress = (body: PlanBody, key: string) => body.progress.find((row) => row.key === key)!;
  const stored = () =>
    api.db
      .selectFrom('in_progress_courses')
      .select(['member_id', 'number', 'year', 'semester'])
      .orderBy('number')
      .execute();

  it('stores a catalog course with the current term; the plan counts it and never plans it', async () => {
    const before = await plan();
    expect(planned(before)).toContain(ALGORITHMS);
    expect(before.inProgress).toEqual({ term: '2026-2', courses: [], dropped: null });

    const response = await add(ALGORITHMS.toLowerCase());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      number: ALGORITHMS,
      name: '알고리즘',
      credit: 3,
      term: '2026-2',
    });
    expect(await stored()).toEqual([
      { member_id: memberId, number: ALGORITHMS, year: 2026, semester: 'SECOND' },
    ]);

    const after = await plan();
    expect(after.inProgress).toEqual({
      term: '2026-2',
      courses: [{ number: ALGORITHMS, name: '알고리즘', credit: 3, category: 'MAJOR_OPTIONAL' }],
      dropped: null,
    });
    // Counted toward the requirements as passed …
    expect(progress(after, 'TOTAL').completed).toBe(progress(before, 'TOTAL').completed + 3);
    expect(progress(after, 'MAJOR_OPTIONAL').completed).toBe(
      progress(before, 'MAJOR_OPTIONAL').completed + 3,
    );
    // … and never planned again, in any semester.
    expect(planned(after)).not.toContain(ALGORITHMS);
    expect(after.semesters[0]!.term).toBe('2027-1');
  });

  it('may add a failed course (a retake), and removes one again', async () => {
    expect((await add('HAFL0012')).statusCode).toBe(201);
    expect((await plan()).inProgress.courses.map((course) => course.number)).toEqual(['HAFL0012']);
    expect(planned(await plan())).not.toContain('HAFL0012');

    const removed = await remove('hafl0012');

    expect(removed.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect(planned(await plan())).toContain('HAFL0012');
    const again = await remove('HAFL0012');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'PLAN003',
      message: '이번 학기 수강 중으로 추가한 과목이 아닙니다.',
    });
  });

  it.each([
    [
      'a passed course',
      'HASW0001',
      409,
      'PLAN001',
      '이미 이수한 과목은 이번 학기 수강 중으로 추가할 수 없습니다.',
    ],
    [
      'a course the catalog does not know',
      'ZZZZ9999',
      404,
      'OFFERING001',
      '해당 과목을 찾을 수 없습니다.',
    ],
  ])('refuses %s and writes nothing', async (_, number, status, code, message) => {
    const response = await add(number);

    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
    expect(await stored()).toEqual([]);
  });

  it('refuses the same course twice, in any case', async () => {
    expect((await add(ALGORITHMS)).statusCode).toBe(201);

    const twice = await add(` ${ALGORITHMS.toLowerCase()} `);

    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'PLAN002',
      message: '이미 이번 학기 수강 중으로 추가한 과목입니다.',
    });
    expect(await stored()).toHaveLength(1);
  });

  it('stores one of two concurrent adds of a course and refuses the other (never a 500)', async () => {
    const answers = await Promise.all([add(ALGORITHMS), add(ALGORITHMS)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await stored()).toHaveLength(1);
  });

  it(`holds at most ${MAX_IN_PROGRESS_COURSES} courses`, async () => {
    const passed = new Set<string>(FIRST_COURSES.map((course) => course.number));
    const numbers = (
      await api.db
        .selectFrom('majors')
        .select('number')
        .distinct()
        .where('department_id', '=', 1)
        .orderBy('number')
        .execute()
    )
      .map((row) => row.number)
      .filter((number) => !passed.has(number))
      .slice(0, MAX_IN_PROGRESS_COURSES + 1);
    for (const number of numbers.slice(0, MAX_IN_PROGRESS_COURSES)) {
      expect((await add(number)).statusCode).toBe(201);
    }

    const over = await add(numbers[MAX_IN_PROGRESS_COURSES]!);

    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'PLAN004',
      message: `이번 학기 수강 중 과목은 최대 ${MAX_IN_PROGRESS_COURSES}개까지 추가할 수 있습니다.`,
    });
    expect(await stored()).toHaveLength(MAX_IN_PROGRESS_COURSES);
  });

  it.each([
    ['no 학수번호', {}, 'number'],
    ['an empty 학수번호', { number: '' }, 'number'],
    ['a 학수번호 too long', { number: 'H'.repeat(21) }, 'number'],
    ['a number instead of text', { number: 10 }, 'number'],
    ['an unknown field', { number: ALGORITHMS, term: '2026-2' }, 'term'],
  ])('answers 400 VALID001 for %s', async (_, payload, field) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/plan/in-progress-courses',
      headers,
      payload,
    });

    expectFieldRefused(response, 'VALID001', field);
    expect(await stored()).toEqual([]);
  });

  it('is for members only, and each member has their own', async () => {
    expect((await add(ALGORITHMS, {} as typeof headers)).statusCode).toBe(401);
    expect((await remove(ALGORITHMS, {} as typeof headers)).statusCode).toBe(401);
    expect((await add(ALGORITHMS)).statusCode).toBe(201);
    const otherId = await insertMember(api.db, { year_id: 8, department_id: 1 });
    const other = bearer(api.tokens.signAccess({ memberId: otherId, role: 'ROLE_USER' }).token);

    expect((await remove(ALGORITHMS, other)).statusCode).toBe(404);
    const othersPlan = (await api.app.inject({ url: '/api/v1/plan', headers: other })).json();
    expect(othersPlan.inProgress.courses).toEqual([]);
    expect(await stored()).toEqual([expect.objectContaining({ member_id: memberId })]);
  });

  it('refuses a pin of a course being taken; a saved pin of it is dropped quietly', async () => {
    const saved = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/plan',
      headers,
      payload: {
        until: '2029-2',
        maxCredits: 18,
        pins: [{ number: ALGORITHMS, term: null }],
        excluded: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await add(ALGORITHMS)).statusCode).toBe(201);

    expect((await plan('')).pins).toEqual([]);
    const pinned = await api.app.inject({ url: `/api/v1/plan?pins=${ALGORITHMS}`, headers });
    expect(pinned.statusCode).toBe(400);
    expect(pinned.json().detail).toEqual({ pins: `이번 학기 수강 중인 과목입니다: ${ALGORITHMS}` });
  });

  it('stops counting the courses of a term that is over, and says so until acknowledged', async () => {
    expect((await add(ALGORITHMS)).statusCode).toBe(201);
    expect((await add('HAFL0012')).statusCode).toBe(201);
    const storedBefore = await stored();

    api.calendar.set('2027-03-01T00:00:00+09:00');
    const body = await plan('?until=2030-2');

    const notice =
      '지난 학기(2026년 2학기)에 수강 중으로 추가한 과목(알고리즘, C프로그래밍1)은 제외했습니다. ' +
      '기이수과목을 업데이트하면 이수한 과목으로 반영됩니다.';
    expect(body.inProgress).toEqual({ term: '2027-1', courses: [], dropped: notice });
    // No longer counted: the plan may schedule them again (the portal upload decides).
    expect(planned(body)).toContain(ALGORITHMS);
    // A read changes nothing: the next one (a server's render, then the browser's) says it too.
    expect(await stored()).toEqual(storedBefore);
    expect((await plan('?until=2030-2')).inProgress.dropped).toBe(notice);

    const acknowledged = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/plan/dropped-in-progress-courses',
      headers,
    });
    expect(acknowledged.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await plan('?until=2030-2')).inProgress.dropped).toBeNull();
    const again = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/plan/dropped-in-progress-courses',
      headers,
    });
    expect(again.statusCode).toBe(204);
    // A course of the new term is stored with it.
    expect((await add(ALGORITHMS)).json().term).toBe('2027-1');
  });

  it('takes a course of a term that is over again in the new term before the notice is acknowledged', async () => {
    expect((await add(ALGORITHMS)).statusCode).toBe(201);
    expect((await add('HAFL0012')).statusCode).toBe(201);

    api.calendar.set('2027-03-01T00:00:00+09:00');
    const added = await add(ALGORITHMS);

    expect(added.statusCode).toBe(201);
    expect(added.json().term).toBe('2027-1');
    const body = await plan('?until=2030-2');
    expect(body.inProgress.courses.map((course) => course.number)).toEqual([ALGORITHMS]);
    expect(body.inProgress.dropped).toBe(
      '지난 학기(2026년 2학기)에 수강 중으로 추가한 과목(C프로그래밍1)은 제외했습니다. ' +
        '기이수과목을 업데이트하면 이수한 과목으로 반영됩니다.',
    );
  });

  it('acknowledges only for a member', async () => {
    const response = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/plan/dropped-in-progress-courses',
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps them through the last day of the term (28 February is still 2026 2학기)', async () => {
    expect((await add(ALGORITHMS)).statusCode).toBe(201);

    api.calendar.set('2027-02-28T23:59:00+09:00');
    const body = await plan();

    expect(body.inProgress.courses.map((course) => course.number)).toEqual([ALGORITHMS]);
    expect(body.inProgress.dropped).toBeNull();
  });
  describe('GET /plan/course-search: what to tell same-named courses apart by', () => {
    interface Found {
      number: string;
      name: string;
      department: string | null;
      category: string;
      otherDepartment: string | null;
    }
    const search = async (query: string, as: Record<string, string> = headers) =>
      api.app.inject({
        url: `/api/v1/plan/course-search?query=${encodeURIComponent(query)}`,
        headers: as,
      });

    it('names the department and the 이수구분 the plan counts the course in', async () => {
      const response = await search('HAEA0010');
      expect(response.statusCode).toBe(200);
      const [algorithms] = (response.json() as { content: Found[] }).content;
      expect(algorithms).toMatchObject({
        number: ALGORITHMS,
        name: '알고리즘',
        department: '컴퓨터과학전공, 인공지능융합전공',
        category: 'MAJOR_OPTIONAL',
        otherDepartment: null,
      });
    });

    it('names another department’s major course: it counts as 일반 for this member', async () => {
      const found = ((await search('회계원리')).json() as { content: Found[] }).content;
      expect(found.length).toBeGreaterThanOrEqual(2);
      for (const course of found) {
        expect(course).toMatchObject({ name: '회계원리', category: 'ETC' });
        expect(course.otherDepartment).toBe(course.department);
      }
      expect(found.map((course) => course.department)).toEqual(
        expect.arrayContaining(['경영학부, 외식경영학연계전공', '융합경영학과']),
      );
    });

    it('searches as GET /offerings does, for members only', async () => {
      const tooShort = await search(' 회 ');
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json()).toMatchObject({ code: 'COMMON005' });
      expect((await search('회계원리', {})).statusCode).toBe(401);
    });
  });
});
