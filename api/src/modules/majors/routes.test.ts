/** GET /majors: recommendations from the department curriculum (docs/domain.md §3). */
import { GRADES, GRADE_LABEL, SEMESTERS, SEMESTER_LABEL } from '../../audit';
import {
  DEMO_MEMBERS,
  insertMember,
  itRefusesAllButMembers,
  memberHeaders,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';
import { uploadDemoCourses } from '../courses/testing';
import { recommendationScope } from './service';

interface MajorCourse {
  id: number;
  grade: string;
  semester: string;
  number: string;
  name: string;
  type: string;
  credit: number;
}

const GRADE_ORDER = GRADES.map((grade) => GRADE_LABEL[grade]);
const SEMESTER_ORDER = SEMESTERS.map((semester) => SEMESTER_LABEL[semester]);

describe('recommendationScope', () => {
  const single = { department_id: 4, second_department_id: null };
  const double = { department_id: 26, second_department_id: 1 };

  it.each([
    [undefined, single, { departmentId: 4, category: null }],
    ['MAJOR_ADVANCED', single, { departmentId: 4, category: 'MAJOR_ADVANCED' }],
    ['MAJOR_OPTIONAL', double, { departmentId: 26, category: 'MAJOR_OPTIONAL' }],
    ['FIRST_MAJOR', double, { departmentId: 26, category: null }],
    ['SECOND_MAJOR', double, { departmentId: 1, category: null }],
    // As in the original: without a second department, the first one's curriculum.
    ['SECOND_MAJOR', single, { departmentId: 4, category: null }],
    ['CULTURE', double, null],
    ['ETC', single, null],
  ] as const)('%s for %j → %j', (category, departments, scope) => {
    expect(recommendationScope(category, departments)).toEqual(scope);
  });
});

describe.each(testDatabaseKinds())('GET /api/v1/majors (%s)', (kind) => {
  const api = useTestApi(kind);

  async function recommend(memberId: number, query = '') {
    const response = await api.app.inject({
      url: `/api/v1/majors${query}`,
      headers: memberHeaders(api, memberId),
    });
    return { status: response.statusCode, body: response.json() };
  }

  itRefusesAllButMembers(api, [{ method: 'GET', url: '/api/v1/majors?category=MAJOR_ADVANCED' }]);

  it.each(['advanced', 'TOTAL', 'BASIC', ''])('category=%s → 400 COMMON005', async (value) => {
    const memberId = await insertMember(api.db, DEMO_MEMBERS.kangTaemin);
    const { status, body } = await recommend(memberId, `?category=${value}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'COMMON005',
      message: '잘못된 요청 값입니다.',
      requestId: expect.any(String),
    });
  });

  it('강태민 (게임전공): of 10 전공심화 courses, the failed one and the untaken one remain', async () => {
    const memberId = await insertMember(api.db, DEMO_MEMBERS.kangTaemin);
    await uploadDemoCourses(api, memberId, '202204101');

    const { status, body } = await recommend(memberId, '?category=MAJOR_ADVANCED');
    expect(status).toBe(200);
    expect(body).toEqual({
      count: 2,
      content: [
        // Failed in 2024-1: a failed attempt is not a completion.
        {
          id: 154,
          grade: '3학년',
          semester: '1학기',
          number: 'HAGF0024',
          name: '콘텐츠기획및프리젠테이션',
          type: '1전심',
          credit: 3,
        },
        {
          id: 166,
          grade: '4학년',
          semester: '2학기',
          number: 'HAGF0036',
          name: '산업현장인턴십',
          type: '1전심',
          credit: 3,
        },
      ],
    });

    const completed = new Set(
      (
        await api.db
          .selectFrom('courses')
          .select('number')
          .where('member_id', '=', memberId)
          .where('grade', '<>', 'F')
          .execute()
      ).map((row) => row.number),
    );
    const all = (await recommend(memberId)).body as { content: MajorCourse[] };
    expect(all.content.length).toBeGreaterThan(0);
    expect(all.content.filter((course) => completed.has(course.number))).toEqual([]);
  });

  it('follows the curriculum in 학년, then 학기, then page order (경영학부 lists a 3학년 row first)', async () => {
    const memberId = await insertMember(api.db, {
      username: '202426201',
      cohort: 2024,
      department_id: 26,
    });
    const { body } = await recommend(memberId, '?category=MAJOR_OPTIONAL');
    const content = body.content as MajorCourse[];
    // Every 전공선택 row of the department (none completed), duplicates across semesters included.
    expect(body.count).toBe(57);
    expect(content[0]).toMatchObject({ grade: '1학년', semester: '1학기' });
    const termKeys = content.map(
      (course) => GRADE_ORDER.indexOf(course.grade) * 10 + SEMESTER_ORDER.indexOf(course.semester),
    );
    expect(termKeys).toEqual([...termKeys].sort((a, b) => a - b));
    // Within one 학년/학기 the university page's order is kept: ids (= file order) ascend.
    const firstTerm = content.filter(
      (course) => course.grade === '1학년' && course.semester === '1학기',
    );
    expect(firstTerm.map((course) => course.id)).toEqual(
      [...firstTerm.map((course) => course.id)].sort((a, b) => a - b),
    );
    // First in the file, placed with its 학년 and 학기.
    const careerCourse = content.find((course) => course.number === 'HARF0003');
    expect(careerCourse).toMatchObject({ grade: '3학년', semester: '2학기', id: 1084 });
  });

  it('SECOND_MAJOR recommends from the second department; 교양 and 일반 recommend nothing', async () => {
    const memberId = await insertMember(api.db, DEMO_MEMBERS.parkJihoon);
    const second = (await recommend(memberId, '?category=SECOND_MAJOR')).body;
    expect(second.count).toBe(68);
    expect(second.content[0]).toMatchObject({ id: 1, number: 'HASW0001', grade: '1학년' });
    expect((await recommend(memberId, '?category=FIRST_MAJOR')).body.count).toBe(72);
    expect((await recommend(memberId, '?category=CULTURE')).body).toEqual({
      count: 0,
      content: [],
    });
    expect((await recommend(memberId, '?category=ETC')).body).toEqual({ count: 0, content: [] });
  });

  it('졸업생 get recommendations too', async () => {
    const memberId = await insertMember(api.db, DEMO_MEMBERS.yoonJaeseok);
    const { status, body } = await recommend(memberId, '?category=MAJOR_ADVANCED');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
  });
});
