/**
 * The graduation reads (GET /courses, /courses/credit, /courses/cultures/{domain},
 * /courses/ledger) on demo students uploaded through the real upload path. The expected numbers
 * were worked out by hand from api/data/demo-portal.json and the rules (docs/domain.md §2), not
 * copied from the api's output.
 */
import { buildApp } from '../../app';
import {
  DEMO_MEMBERS,
  GENEROUS_ATTEMPT_LIMITS,
  insertCourses,
  insertMember,
  itRefusesAllButMembers,
  memberHeaders,
  type MemberRoute,
  setPassword,
  testDatabaseKinds,
  useTestApi,
  withdraw,
} from '../../testing';
import { KIM_SANGMYUNG_CREDIT, uploadDemoCourses } from './testing';

const READS: MemberRoute[] = [
  '/api/v1/courses',
  '/api/v1/courses/credit',
  '/api/v1/courses/cultures/BASIC',
  '/api/v1/courses/ledger',
].map((url) => ({ method: 'GET', url }));

/** Portal logins are rate-limited; these tests upload far more often than a student would. */
describe.each(testDatabaseKinds())('graduation reads (%s)', (kind) => {
  const api = useTestApi(kind, { config: { attemptLimits: GENEROUS_ATTEMPT_LIMITS } });

  async function get(memberId: number, url: string) {
    const response = await api.app.inject({ url, headers: memberHeaders(api, memberId) });
    return { status: response.statusCode, body: response.json() };
  }

  describe('who may read', () => {
    itRefusesAllButMembers(api, READS);
  });

  describe('bad input is a 400, never a 500', () => {
    let memberId: number;
    beforeEach(async () => {
      memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
    });

    it.each(['MAJOR', 'culture', '', '1전심'])(
      'GET /courses?category=%s → 400 COMMON005',
      async (value) => {
        const { status, body } = await get(
          memberId,
          `/api/v1/courses?category=${encodeURIComponent(value)}`,
        );
        expect(status).toBe(400);
        expect(body).toEqual({
          code: 'COMMON005',
          message: '잘못된 요청 값입니다.',
          requestId: expect.any(String),
        });
      },
    );

    it.each(['basic', 'ETC', 'BALANCE_ART', '%20'])(
      'GET /courses/cultures/%s → 400 COMMON005',
      async (value) => {
        const { status, body } = await get(memberId, `/api/v1/courses/cultures/${value}`);
        expect(status).toBe(400);
        expect(body.code).toBe('COMMON005');
      },
    );
  });

  describe('김상명 201910101: 2019 컴퓨터과학전공, single major, every requirement met', () => {
    let memberId: number;
    beforeEach(async () => {
      memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      await uploadDemoCourses(api, memberId, '201910101');
    });

    it('credit summary: 145 of 130 (전공 33 + 74, 교양 35, 일반 3)', async () => {
      const { status, body } = await get(memberId, '/api/v1/courses/credit');
      expect(status).toBe(200);
      expect(body).toEqual({ username: '201910101', name: '테스트', ...KIM_SANGMYUNG_CREDIT });
    });

    it('all courses and each category against its requirement (2019: 전공선택 45)', async () => {
      const all = (await get(memberId, '/api/v1/courses')).body;
      expect(all).toMatchObject({
        completed: true,
        status: { total: 130, completed: 145, required: 0, completion: 100 },
        count: 51,
      });
      const expected: Record<string, [total: number, completed: number, count: number]> = {
        MAJOR_ADVANCED: [15, 33, 11],
        MAJOR_OPTIONAL: [45, 74, 25],
        CULTURE: [33, 35, 14],
        ETC: [0, 3, 1],
        FIRST_MAJOR: [36, 0, 0],
        SECOND_MAJOR: [36, 0, 0],
      };
      for (const [category, [total, completed, count]] of Object.entries(expected)) {
        const { body } = await get(memberId, `/api/v1/courses?category=${category}`);
        expect({ category, status: body.status, count: body.count }).toEqual({
          category,
          status: {
            total,
            completed,
            required: Math.max(0, total - completed),
            completion: total === 0 ? 100 : Math.min(100, Math.floor((completed * 100) / total)),
          },
          count,
        });
        expect(
          body.content.every((course: { category: string }) => course.category === category),
        ).toBe(true);
      }
    });

    it('a course in the original shape, category and sub-domain derived', async () => {
      const { body } = await get(memberId, '/api/v1/courses?category=CULTURE');
      const course = body.content.find((item: { number: string }) => item.number === 'HALF0102');
      expect(course).toEqual({
        id: expect.any(Number),
        year: '2019',
        semester: '2학기',
        number: 'HALF0102',
        name: '인간과언어',
        type: '교선',
        domain: '균형교양-균형(인문)',
        category: 'CULTURE',
        subDomain: 'BALANCE_HUMANITIES',
        credit: 3,
      });
    });

    it('culture domains: 2019 기초 3 items, 핵심 3 of 2, 균형 5 of 3 (own field 공학 removed)', async () => {
      const basic = (await get(memberId, '/api/v1/courses/cultures/BASIC')).body;
      expect(basic).toEqual({
        completed: true,
        status: { total: 3, completed: 3, required: 0, completion: 100 },
        count: 3,
        content: [
          { subDomain: 'BASIC_ACCIDENT', subDomainName: '사고와표현', completed: true },
          { subDomain: 'BASIC_ENG_MATH', subDomainName: '기초영어/기초수학', completed: true },
          { subDomain: 'BASIC_COMPUTER', subDomainName: '컴퓨팅사고와문제해결', completed: true },
        ],
      });
      const core = (await get(memberId, '/api/v1/courses/cultures/CORE')).body;
      expect(core.status).toEqual({ total: 2, completed: 3, required: 0, completion: 100 });
      expect(core.content.map((item: { completed: boolean }) => item.completed)).toEqual([
        false, // 전문지식탐구
        true, // 창의적문제해결
        false, // 융복합
        true, // 다양성존중
        true, // 윤리실천
      ]);
      const balance = (await get(memberId, '/api/v1/courses/cultures/BALANCE')).body;
      expect(balance.status).toEqual({ total: 3, completed: 5, required: 0, completion: 100 });
      expect(balance.content.map((item: { subDomain: string }) => item.subDomain)).toEqual([
        'BALANCE_HUMANITIES',
        'BALANCE_SOCIAL',
        'BALANCE_NATURAL',
        'BALANCE_ART',
        'BALANCE_BRIDGE',
      ]);
    });

    it('the ledger explains 컴퓨팅사고와데이터의이해, which 2017–2019 curricula do not have', async () => {
      const { status, body } = await get(memberId, '/api/v1/courses/ledger');
      expect(status).toBe(200);
      expect(body.count).toBe(51);
      const entry = body.content.find((item: { number: string }) => item.number === 'HALR1238');
      expect(entry).toMatchObject({
        counted: true,
        category: 'CULTURE',
        categoryLabel: '교양',
        subDomain: 'BASIC_COMPUTER_1',
        subDomainLabel: '컴퓨팅사고와데이터의이해',
        creditSummaryField: 'culture',
        skipReason: null,
        subDomainOutcome: 'NOT_IN_CURRICULUM',
        messages: [
          '교양 학점으로 반영되었습니다.',
          '2019학번 교육과정에 없는 영역이라 교양 영역 요건에는 반영되지 않습니다.',
        ],
      });
    });
  });

  describe('강태민 202204101: 2022 게임전공 with failed courses', () => {
    let memberId: number;
    beforeEach(async () => {
      memberId = await insertMember(api.db, DEMO_MEMBERS.kangTaemin);
      await uploadDemoCourses(api, memberId, '202204101');
    });

    it('failed attempts count nowhere: 105 of 130, 교양 25 of 33', async () => {
      const credit = (await get(memberId, '/api/v1/courses/credit')).body;
      expect(credit).toMatchObject({
        total: 130,
        completed: 105,
        major: 80,
        secondMajor: null,
        culture: 25,
        etc: 0,
        required: 25,
        completion: 80,
        isDoubleMajor: false,
      });
      const culture = (await get(memberId, '/api/v1/courses?category=CULTURE')).body;
      expect(culture).toMatchObject({
        completed: false,
        status: { total: 33, completed: 25, required: 8, completion: 75 },
      });
      // 37 passed rows; the 3 failed ones are stored but are not completed courses.
      const all = (await get(memberId, '/api/v1/courses')).body;
      expect(all.count).toBe(37);
      expect(all.content.map((course: { number: string }) => course.number)).not.toContain(
        'HAGF0024',
      );
    });

    it('the retake of 게임수학 counts; the failed attempt and two other F are explained', async () => {
      const { body } = await get(memberId, '/api/v1/courses/ledger');
      expect(body.count).toBe(40);
      const attempts = body.content.filter(
        (item: { number: string }) => item.number === 'HAGF0003',
      );
      expect(
        attempts.map((item: { year: string; grade: string; counted: boolean }) => [
          item.year,
          item.grade,
          item.counted,
        ]),
      ).toEqual([
        ['2022', 'F', false],
        ['2023', null, true],
      ]);
      const skipped = body.content.filter((item: { counted: boolean }) => !item.counted);
      expect(skipped.map((item: { number: string }) => item.number).sort()).toEqual([
        'HAGF0003',
        'HAGF0024',
        'HALR1231',
      ]);
      for (const item of skipped) {
        expect(item).toMatchObject({
          skipReason: 'FAILED_GRADE',
          skipLabel: 'F 학점',
          creditSummaryField: null,
          messages: ['F 학점을 받은 과목이라 이수 학점에 포함되지 않습니다.'],
        });
      }
    });

    it('basic culture is complete although 기초수학 was failed (기초영어 passed)', async () => {
      const basic = (await get(memberId, '/api/v1/courses/cultures/BASIC')).body;
      expect(basic.status).toEqual({ total: 4, completed: 4, required: 0, completion: 100 });
      const balance = (await get(memberId, '/api/v1/courses/cultures/BALANCE')).body;
      expect(balance).toMatchObject({
        completed: true,
        status: { total: 3, completed: 3, required: 0, completion: 100 },
      });
    });
  });

  it('박지훈 202012301, double major with 컴퓨터과학전공: 1전공 59 of 36, 다전공 47 of 45', async () => {
    const memberId = await insertMember(api.db, DEMO_MEMBERS.parkJihoon);
    await uploadDemoCourses(api, memberId, '202012301');
    expect((await get(memberId, '/api/v1/courses/credit')).body).toMatchObject({
      total: 130,
      completed: 139,
      major: 59,
      secondMajor: 47,
      culture: 33,
      etc: 0,
      required: 0,
      completion: 100,
      isDoubleMajor: true,
    });
    const second = (await get(memberId, '/api/v1/courses?category=SECOND_MAJOR')).body;
    expect(second.status).toEqual({ total: 45, completed: 47, required: 0, completion: 100 });
    // 경영학부's own field 사회 is removed: 인문, 자연, 공학, 예술, 브리지 remain; 공학 is missing.
    const balance = (await get(memberId, '/api/v1/courses/cultures/BALANCE')).body;
    expect(balance.content).toEqual([
      { subDomain: 'BALANCE_HUMANITIES', subDomainName: '균형(인문)', completed: true },
      { subDomain: 'BALANCE_NATURAL', subDomainName: '균형(자연)', completed: true },
      { subDomain: 'BALANCE_ENGINEER', subDomainName: '균형(공학)', completed: false },
      { subDomain: 'BALANCE_ART', subDomainName: '균형(예술)', completed: true },
      { subDomain: 'BALANCE_BRIDGE', subDomainName: '균형(브리지)', completed: true },
    ]);
  });

  it('categories are derived on every read: dropping the second major re-files 2전선 as 일반', async () => {
    const memberId = await insertMember(api.db, DEMO_MEMBERS.parkJihoon);
    await uploadDemoCourses(api, memberId, '202012301');
    expect((await get(memberId, '/api/v1/courses/credit')).body.secondMajor).toBe(47);
    await api.db
      .updateTable('members')
      .set({ second_department_id: null })
      .where('id', '=', memberId)
      .execute();
    await api.settled();
    expect((await get(memberId, '/api/v1/courses/credit')).body).toMatchObject({
      completed: 139,
      major: 59,
      secondMajor: null,
      etc: 47,
      isDoubleMajor: false,
    });
  });

  it('an exemption applies at once: 편입생 has no culture domain requirement', async () => {
    const memberId = await insertMember(api.db, {
      username: '202316101',
      cohort: 2023,
      department_id: 16,
    });
    await uploadDemoCourses(api, memberId, '202316101');
    const before = (await get(memberId, '/api/v1/courses/cultures/CORE')).body;
    expect(before.status.total).toBe(2);
    await api.db
      .updateTable('members')
      .set({ exemption: 'TRANSFER' })
      .where('id', '=', memberId)
      .execute();
    await api.settled();
    for (const domain of ['BASIC', 'CORE', 'BALANCE']) {
      const { body } = await get(memberId, `/api/v1/courses/cultures/${domain}`);
      expect(body).toMatchObject({ completed: true, status: { total: 0, completion: 100 } });
    }
  });

  describe('audits are kept between reads and follow every change', () => {
    let memberId: number;
    beforeEach(async () => {
      memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      expect((await get(memberId, '/api/v1/courses/credit')).body.completed).toBe(0);
    });

    it("the member's upload shows in the next read", async () => {
      await uploadDemoCourses(api, memberId, '201910101');
      expect((await get(memberId, '/api/v1/courses/credit')).body.completed).toBeGreaterThan(0);
    });

    it("the member's exemption change shows in the next read", async () => {
      await uploadDemoCourses(api, memberId, '201910101');
      expect((await get(memberId, '/api/v1/courses/cultures/CORE')).body.status.total).toBe(2);
      const patched = await api.app.inject({
        method: 'PATCH',
        url: '/api/v1/members/me/exemption',
        headers: memberHeaders(api, memberId),
        payload: { exemption: 'TRANSFER' },
      });
      expect(patched.statusCode).toBe(200);
      expect((await get(memberId, '/api/v1/courses/cultures/CORE')).body.status.total).toBe(0);
    });

    it('a member who left is refused at once (401 ACCOUNT014), not given the kept audit', async () => {
      const headers = memberHeaders(api, memberId);
      await setPassword(api, memberId, 'leaving-pw-1');
      await withdraw(api, headers, 'leaving-pw-1');
      const after = await api.app.inject({ url: '/api/v1/courses/credit', headers });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('ACCOUNT014');
    });

    it('a course written by another process shows once the database announced it', async () => {
      await insertCourses(api, memberId, [
        {
          year: 2019,
          number: 'HBJE9999',
          name: '다른 서버가 저장한 과목',
          type: '일선',
          domain: '*',
          credit: 3,
        },
      ]);
      expect((await get(memberId, '/api/v1/courses/credit')).body.completed).toBe(3);
    });

    it('a member deleted by another process is refused (401) once the database announced it', async () => {
      const headers = memberHeaders(api, memberId);
      expect((await api.app.inject({ url: '/api/v1/courses/credit', headers })).statusCode).toBe(
        200,
      );
      await api.db.deleteFrom('members').where('id', '=', memberId).execute();
      await api.settled();
      const after = await api.app.inject({ url: '/api/v1/courses/credit', headers });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('ACCOUNT014');
    });
  });

  it('a member without courses: 0 of 130, empty lists, no error', async () => {
    const memberId = await insertMember(api.db, {
      username: '202501101',
      cohort: 2025,
      department_id: 11,
    });
    expect((await get(memberId, '/api/v1/courses')).body).toEqual({
      completed: false,
      status: { total: 130, completed: 0, required: 130, completion: 0 },
      count: 0,
      content: [],
    });
    expect((await get(memberId, '/api/v1/courses/ledger')).body).toEqual({ count: 0, content: [] });
    expect((await get(memberId, '/api/v1/courses/credit')).body).toMatchObject({
      completed: 0,
      required: 130,
      completion: 0,
    });
  });

  it('졸업생 (윤재석 2016): every read works; no curriculum, so 기초교양 has no items', async () => {
    const memberId = await insertMember(api.db, DEMO_MEMBERS.yoonJaeseok);
    await uploadDemoCourses(api, memberId, '201627101');
    const credit = await get(memberId, '/api/v1/courses/credit');
    expect(credit.status).toBe(200);
    expect(credit.body).toMatchObject({
      total: 130,
      completed: 128,
      major: 90,
      culture: 26,
      etc: 12,
    });
    const basic = await get(memberId, '/api/v1/courses/cultures/BASIC');
    expect(basic.body).toEqual({
      completed: true,
      status: { total: 0, completed: 0, required: 0, completion: 100 },
      count: 0,
      content: [],
    });
    for (const url of [
      '/api/v1/courses',
      '/api/v1/courses/ledger',
      '/api/v1/courses/cultures/BALANCE',
    ]) {
      expect((await get(memberId, url)).status).toBe(200);
    }
  });

  describe('rules are data in the database', () => {
    // The rule set is cached per app, so each case builds a second app over the edited rows.
    async function freshApp() {
      return buildApp({ config: api.config, db: api.db, beforeSessionLookup: api.storeSessions });
    }

    // Back to the seeded rules for the other tests (members first: they refer to the year).
    afterEach(async () => {
      await api.reset();
      await api.db.deleteFrom('rule_requirements').where('rank', '=', 5).execute();
      await api.db.deleteFrom('curriculum').where('year_id', '=', 11).execute();
      await api.db.deleteFrom('years').where('id', '=', 11).execute();
    });

    it('adding cohort 2026 is rows only: years, curriculum, and a requirement override', async () => {
      await api.db.insertInto('years').values({ id: 11, name: '2026', value: 2026 }).execute();
      const memberId = await insertMember(api.db, {
        username: '202612345',
        cohort: 2026,
        department_id: 1,
      });
      const headers = memberHeaders(api, memberId);

      const before = await freshApp();
      try {
        const basic = await before.inject({ url: '/api/v1/courses/cultures/BASIC', headers });
        // No curriculum rows for 2026 yet: nothing to require.
        expect(basic.json().status.total).toBe(0);
      } finally {
        await before.close();
      }

      await api.db
        .insertInto('curriculum')
        .values([
          { id: 1001, year_id: 11, domain: 'BASIC', sub_domain: 'BASIC_ACCIDENT' },
          { id: 1002, year_id: 11, domain: 'BASIC', sub_domain: 'BASIC_ENG_MATH' },
        ])
        .execute();
      await api.db
        .insertInto('rule_requirements')
        .values({
          rank: 5,
          target: 'TOTAL',
          cohort_from: 2026,
          value: '120',
          note: '가상의 2026 기준',
        })
        .execute();

      const after = await freshApp();
      try {
        const basic = await after.inject({ url: '/api/v1/courses/cultures/BASIC', headers });
        expect(basic.json()).toMatchObject({
          status: { total: 2, completed: 0 },
          content: [
            { subDomain: 'BASIC_ACCIDENT', completed: false },
            { subDomain: 'BASIC_ENG_MATH', completed: false },
          ],
        });
        const credit = await after.inject({ url: '/api/v1/courses/credit', headers });
        expect(credit.json()).toMatchObject({ total: 120, required: 120 });
        // Other cohorts keep the catch-all 130.
        const other = await insertMember(api.db, {
          username: '202501101',
          cohort: 2025,
          department_id: 1,
        });
        const otherCredit = await after.inject({
          url: '/api/v1/courses/credit',
          headers: memberHeaders(api, other),
        });
        expect(otherCredit.json().total).toBe(130);
      } finally {
        await after.close();
      }
    });
  });
});
