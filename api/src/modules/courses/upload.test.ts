/**
 * POST /courses/upload: who may upload, the 학번 check, additive and idempotent storage in one
 * transaction, failed attempts, portal failures, rate limiting, and what never reaches the logs.
 */
import { sql } from 'kysely';
import type { PortalCourse } from '../../portal';
import {
  bearer,
  DEMO_MEMBERS,
  expectRefusal,
  expectValidationError,
  GENEROUS_ATTEMPT_LIMITS,
  insertMember,
  LogCapture,
  memberHeaders,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';
import { DEMO_PASSWORD, generatedCourses, stubPortal } from './testing';

const UPLOAD = '/api/v1/courses/upload';

function failedAttempt(overrides: Partial<PortalCourse> = {}): PortalCourse {
  return {
    year: '2022',
    semester: '2학기',
    number: 'HAGF0003',
    name: '게임수학',
    type: '1전선',
    domain: '*',
    credit: 3,
    grade: 'F',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('POST /courses/upload (%s)', (kind) => {
  describe('with the demo portal', () => {
    const api = useTestApi(kind, { config: { attemptLimits: GENEROUS_ATTEMPT_LIMITS } });

    const storedCount = async (memberId: number) =>
      (await api.db.selectFrom('courses').select('id').where('member_id', '=', memberId).execute())
        .length;

    async function upload(memberId: number, payload: object) {
      return api.app.inject({
        method: 'POST',
        url: UPLOAD,
        headers: memberHeaders(api, memberId),
        payload,
      });
    }

    it('a visitor gets 401 ACCOUNT007, a verification token 403 ACCOUNT008', async () => {
      const payload = { username: '201910101', password: DEMO_PASSWORD };
      const visitor = await api.app.inject({ method: 'POST', url: UPLOAD, payload });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('ACCOUNT007');
      const verified = await api.app.inject({
        method: 'POST',
        url: UPLOAD,
        payload,
        headers: bearer(api.tokens.signVerification('201910101').token),
      });
      expect(verified.statusCode).toBe(403);
      expect(verified.json().code).toBe('ACCOUNT008');
    });

    it.each([
      [{ password: DEMO_PASSWORD }, { username: '학번 입력은 필수 입니다.' }],
      [{ username: '201910101' }, { password: '비밀번호 입력은 필수 입니다.' }],
      [{ username: '201910101', password: '   ' }, { password: '비밀번호 입력은 필수 입니다.' }],
      [
        { username: '2019', password: DEMO_PASSWORD },
        { username: '학번은 9자리 숫자 이어야 합니다.' },
      ],
      [
        { username: 201910101, password: DEMO_PASSWORD },
        { username: '학번은 9자리 숫자 이어야 합니다.' },
      ],
    ])('body %j → 400 VALID001 %j', async (payload, detail) => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      const response = await upload(memberId, payload);
      expectValidationError(response, detail);
    });

    it("another student's 학번 → 403 MEMBER004, and nothing is written", async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      // 202204101's real portal password: the api must refuse before any portal login.
      const response = await upload(memberId, { username: '202204101', password: DEMO_PASSWORD });
      expectRefusal(response, 403, {
        code: 'MEMBER004',
        message: '본인의 학번으로만 인증할 수 있습니다.',
      });
      expect(await storedCount(memberId)).toBe(0);
    });

    it('stores the transcript and answers 201 with the result of all stored courses', async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      const response = await upload(memberId, { username: '201910101', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        completed: true,
        status: { total: 130, completed: 145, required: 0, completion: 100 },
        count: 51,
      });
      expect(await storedCount(memberId)).toBe(51);
    });

    it('is idempotent: a second upload adds nothing and answers the same', async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kangTaemin);
      const first = await upload(memberId, { username: '202204101', password: DEMO_PASSWORD });
      const second = await upload(memberId, { username: '202204101', password: DEMO_PASSWORD });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      // 40 portal rows: 37 passed and 3 failed attempts, each stored once.
      expect(await storedCount(memberId)).toBe(40);
    });

    it('is additive: stored courses stay, numbers already stored are skipped, not replaced', async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      await api.db
        .insertInto('courses')
        .values([
          // Not in the transcript (e.g. from an earlier upload): kept.
          {
            member_id: memberId,
            year: 2018,
            semester: '2학기',
            number: 'OLD00001',
            name: '옛과목',
            type: '교선',
            domain: '*',
            credit: 2,
            grade: null,
          },
          // Same 학수번호 as a transcript row, other data: the stored row wins.
          {
            member_id: memberId,
            year: 2019,
            semester: '1학기',
            number: 'HALR1032',
            name: '사고와표현(구)',
            type: '교필',
            domain: '기초교양-사고와표현',
            credit: 2,
            grade: null,
          },
        ])
        .execute();
      const response = await upload(memberId, { username: '201910101', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(201);
      // 51 transcript rows, 50 of them new, plus the old course: 145 - 3 + 2 + 2 credits.
      expect(response.json()).toMatchObject({ count: 52, status: { completed: 146 } });
      const names = await api.db
        .selectFrom('courses')
        .select('name')
        .where('member_id', '=', memberId)
        .where('number', 'in', ['OLD00001', 'HALR1032'])
        .orderBy('number')
        .execute();
      expect(names.map((row) => row.name)).toEqual(['사고와표현(구)', '옛과목']);
    });

    it('a portal failure writes nothing: wrong password 401 AUTH001, time-out 504 SMU004', async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      const wrong = await upload(memberId, { username: '201910101', password: 'not-the-password' });
      expectRefusal(wrong, 401, {
        code: 'AUTH001',
        message: '학번 및 비밀번호가 일치하지 않습니다.',
      });

      const slowId = await insertMember(api.db, {
        username: '202590007',
        cohort: 2025,
        department_id: 5,
      });
      const slow = await upload(slowId, { username: '202590007', password: DEMO_PASSWORD });
      expect(slow.statusCode).toBe(504);
      expect(slow.json().code).toBe('SMU004');
      expect(await storedCount(memberId)).toBe(0);
      expect(await storedCount(slowId)).toBe(0);
    });

    it('졸업생 (cohort before 2017) can upload', async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.yoonJaeseok);
      const response = await upload(memberId, { username: '201627101', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ count: 41, status: { total: 130, completed: 128 } });
    });

    it('an empty transcript is a 201 with nothing', async () => {
      const memberId = await insertMember(api.db, {
        username: '202501101',
        cohort: 2025,
        department_id: 11,
      });
      const response = await upload(memberId, { username: '202501101', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ count: 0, content: [], status: { completed: 0 } });
    });
  });

  describe('with a stub portal', () => {
    const transcript: PortalCourse[] = [];
    const portal = stubPortal(transcript);
    const api = useTestApi(kind, {
      config: { attemptLimits: GENEROUS_ATTEMPT_LIMITS },
      dependencies: { portal },
    });
    let memberId: number;
    beforeEach(async () => {
      memberId = await insertMember(api.db, DEMO_MEMBERS.kangTaemin);
    });

    async function uploadTranscript(courses: PortalCourse[]) {
      transcript.splice(0, transcript.length, ...courses);
      return api.app.inject({
        method: 'POST',
        url: UPLOAD,
        headers: memberHeaders(api, memberId),
        payload: { username: '202204101', password: 'any-password' },
      });
    }

    const stored = () =>
      api.db
        .selectFrom('courses')
        .select(['number', 'year', 'grade'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();

    it('80 courses in one upload', async () => {
      const response = await uploadTranscript(generatedCourses(80));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ count: 80, status: { completed: 240 } });
    });

    it('keeps a grade only as "failed": a passed course is stored without its grade', async () => {
      const response = await uploadTranscript([
        failedAttempt(),
        failedAttempt({ year: '2023', grade: 'A+' }),
      ]);
      expect(response.statusCode).toBe(201);
      expect((await stored()).map((row) => row.grade)).toEqual(['F', null]);
    });

    it('a failed attempt does not block the passed retake uploaded later', async () => {
      await uploadTranscript([failedAttempt()]);
      const retake = failedAttempt({ year: '2023', grade: 'B+' });
      const response = await uploadTranscript([failedAttempt(), retake]);
      expect(response.json()).toMatchObject({ count: 1, status: { completed: 3 } });
      expect(await stored()).toEqual([
        { number: 'HAGF0003', year: 2022, grade: 'F' },
        { number: 'HAGF0003', year: 2023, grade: null },
      ]);
    });

    it('grades are stored trimmed and upper-case, so " f " is a failed attempt', async () => {
      const response = await uploadTranscript([failedAttempt({ grade: ' f ' })]);
      expect(response.json().count).toBe(0);
      expect(await stored()).toEqual([{ number: 'HAGF0003', year: 2022, grade: 'F' }]);
    });

    it('two passed rows with one 학수번호 in a transcript: the first is stored', async () => {
      const first = failedAttempt({ grade: 'A0', name: '먼저' });
      const second = failedAttempt({ grade: 'C0', year: '2023', name: '나중' });
      await uploadTranscript([first, second]);
      expect(await stored()).toEqual([{ number: 'HAGF0003', year: 2022, grade: null }]);
    });

    it('one transaction: a failure in the middle leaves nothing of the upload written', async () => {
      await uploadTranscript([failedAttempt({ grade: 'A0' })]);
      // A database failure on the 41st new row, after 40 rows were sent in the same statement.
      await sql`
        create function reject_course() returns trigger language plpgsql as $$
        begin
          if new.number = 'GEN0040' then raise exception 'simulated failure'; end if;
          return new;
        end $$
      `.execute(api.db);
      await sql`
        create trigger reject_course before insert on courses
        for each row execute function reject_course()
      `.execute(api.db);
      try {
        const response = await uploadTranscript(generatedCourses(80));
        expect(response.statusCode).toBe(500);
        expect(response.json().code).toBe('COMMON000');
      } finally {
        await sql`drop trigger reject_course on courses`.execute(api.db);
        await sql`drop function reject_course()`.execute(api.db);
      }
      expect(await stored()).toEqual([{ number: 'HAGF0003', year: 2022, grade: null }]);
    });

    it('a portal row without a 4-digit year → 502 SMU006, nothing written', async () => {
      const response = await uploadTranscript([
        ...generatedCourses(3),
        failedAttempt({ year: '2022학년도', grade: 'A0' }),
      ]);
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('SMU006');
      expect(await stored()).toEqual([]);
    });

    it('the 학번 check comes before the portal: another 학번 never reaches it', async () => {
      const fetchesBefore = portal.courseFetches;
      const response = await api.app.inject({
        method: 'POST',
        url: UPLOAD,
        headers: memberHeaders(api, memberId),
        payload: { username: '201910101', password: 'any-password' },
      });
      expect(response.statusCode).toBe(403);
      expect(portal.courseFetches).toBe(fetchesBefore);
    });
  });

  describe('with two portal logins per 학번', () => {
    const limits = { ...GENEROUS_ATTEMPT_LIMITS, portal: { perUsername: 2, perIp: 1000 } };
    const api = useTestApi(kind, {
      config: { attemptLimits: limits },
      dependencies: { portal: stubPortal([]) },
      resetBetweenTests: false,
    });

    it('portal logins are rate-limited per 학번: 429 RATE001 with Retry-After', async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kangTaemin);
      const upload = () =>
        api.app.inject({
          method: 'POST',
          url: UPLOAD,
          headers: memberHeaders(api, memberId),
          payload: { username: '202204101', password: 'any-password' },
        });
      expect((await upload()).statusCode).toBe(201);
      expect((await upload()).statusCode).toBe(201);
      const limited = await upload();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE001');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      api.clock.advance(limits.windowSeconds);
      expect((await upload()).statusCode).toBe(201);
    });
  });

  describe('with every log line kept', () => {
    const logs = new LogCapture();
    // Without the server's redaction: nothing may reach the logger at all.
    const api = useTestApi(kind, {
      config: { attemptLimits: GENEROUS_ATTEMPT_LIMITS },
      dependencies: { logger: { level: 'trace', stream: logs.stream } },
      resetBetweenTests: false,
    });

    it('neither the portal password nor the portal answer is logged', async () => {
      const memberId = await insertMember(api.db, DEMO_MEMBERS.kimSangmyung);
      for (const password of [DEMO_PASSWORD, 'wrong-password-123']) {
        await api.app.inject({
          method: 'POST',
          url: UPLOAD,
          headers: memberHeaders(api, memberId),
          payload: { username: '201910101', password },
        });
      }
      const log = logs.text;
      expect(log).toContain('courses uploaded');
      for (const secret of [DEMO_PASSWORD, 'wrong-password-123', '사고와표현', 'HALR1032']) {
        expect(log).not.toContain(secret);
      }
    });
  });
});
