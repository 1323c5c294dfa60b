/**
 * The plan in the request's language (ADR 0063): an English request gets the notices, the unmet
 * requirements and their reasons, the progress labels and the free slots' names in English; the
 * enum values (`unit`, `semester`, `usual`) and course data stay; any other request gets Korean.
 */
import {
  ENGLISH_REQUESTS,
  FIRST_COURSES,
  koreanLeftIn,
  readInLanguage,
  signedInStudent,
  TEST_TODAY,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';

interface PlannedCourse {
  name: string;
  placeholder: boolean;
}
interface PlanBody {
  rebased: string | null;
  inProgress: { dropped: string | null };
  semesters: { semester: string; courses: PlannedCourse[] }[];
  unmet: { requirement: string; unit: string; reason: string; missing: number }[];
  progress: { key: string; label: string; unit: string }[];
}

/** Enum values of the contract and course data: the same in both languages. */
const KEPT_KEYS = ['name', 'semester', 'usual', 'unit', 'department'];

describe.each(testDatabaseKinds())('the plan in the request’s language (%s)', (kind) => {
  const api = useTestApi(kind);
  let headers: { authorization: string };
  beforeEach(async () => {
    api.calendar.set('2025-11-26T12:00:00+09:00');
    ({ headers } = await signedInStudent(api, FIRST_COURSES));
  });

  const plan = (query: string, language: Record<string, string> = {}): Promise<PlanBody> =>
    readInLanguage(api, `/api/v1/plan${query}`, { ...headers, ...language });

  describe.each(ENGLISH_REQUESTS)('asked in English by %s', (_, english) => {
    it('GET /plan: requirements, reasons, labels and free slots in English', async () => {
      const korean = await plan('?until=2026-2&maxCredits=15');
      const answer = await plan('?until=2026-2&maxCredits=15', english);

      expect(koreanLeftIn(answer, { keys: KEPT_KEYS })).toEqual([]);
      expect(answer.unmet.map(({ missing, unit }) => ({ missing, unit }))).toEqual(
        korean.unmet.map(({ missing, unit }) => ({ missing, unit })),
      );
      expect(korean.unmet.map((unmet) => unmet.requirement)).toContain('졸업 학점');
      expect(answer.unmet.map((unmet) => unmet.requirement)).toContain('graduation credits');
      expect(answer.unmet.find((unmet) => unmet.requirement === 'graduation credits')!.reason).toBe(
        'Not everything fits in 15 credits per semester up to the 2nd semester 2026. Try a later graduation semester or more credits per semester.',
      );
      expect(answer.progress.map((row) => [row.key, row.label])).toContainEqual([
        'TOTAL',
        'graduation credits',
      ]);
      expect(answer.progress.map((row) => [row.key, row.unit])).toEqual(
        korean.progress.map((row) => [row.key, row.unit]),
      );
      expect(answer.semesters.map((semester) => semester.semester)).toEqual(['1학기', '2학기']);
      const courses = (body: PlanBody) =>
        body.semesters.flatMap((s) => s.courses.filter((course) => !course.placeholder));
      expect(courses(answer)).toEqual(courses(korean));
    });

    it('PUT /plan: the saved plan answered in English, saved the same', async () => {
      const choices = { until: '2026-2', maxCredits: 15, pins: [], excluded: [] };
      const put = (language: object) =>
        api.app.inject({
          method: 'PUT',
          url: '/api/v1/plan',
          headers: { ...headers, ...language },
          payload: choices,
        });
      const korean = await put({});
      const answer = await put(english);

      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toContain('Accept-Language');
      expect(koreanLeftIn(answer.json(), { keys: KEPT_KEYS })).toEqual([]);
      expect(
        korean.json().unmet.map((unmet: { requirement: string }) => unmet.requirement),
      ).toContain('졸업 학점');
      expect(await plan('')).toEqual(korean.json());
    });

    it('GET /plan: the free slots (any course of a kind) named in English', async () => {
      // Planned to graduation, the recommendations run out and free slots fill the credits.
      const slots = (body: PlanBody) =>
        body.semesters.flatMap((s) => s.courses.filter((course) => course.placeholder));
      const korean = slots(await plan(''));
      const answer = slots(await plan('', english));

      expect(korean.map((slot) => slot.name)).toContain('자유선택 (원하는 과목)');
      expect(answer.map((slot) => slot.name)).toContain('Any elective (any course)');
      expect(answer.length).toBe(korean.length);
      for (const slot of answer) expect(koreanLeftIn(slot.name)).toEqual([]);
    });

    it('says what a re-based plan dropped in English', async () => {
      const saved = await api.app.inject({
        method: 'PUT',
        url: '/api/v1/plan',
        headers,
        payload: { until: '2025-2', maxCredits: 18, pins: [], excluded: [] },
      });
      expect(saved.statusCode).toBe(200);
      api.calendar.set('2026-03-01T09:00:00+09:00');

      expect((await plan('')).rebased).toBe('지난 학기(2025년 2학기) 계획은 제외했습니다.');
      expect((await plan('', english)).rebased).toBe(
        'The plan for past semesters (2nd semester 2025) was left out.',
      );
    });

    it('says which courses taken last term stopped counting in English', async () => {
      api.calendar.set(TEST_TODAY);
      const added = await api.app.inject({
        method: 'POST',
        url: '/api/v1/plan/in-progress-courses',
        headers,
        payload: { number: 'HAEA0010' },
      });
      expect(added.statusCode).toBe(201);
      api.calendar.set('2027-03-01T00:00:00+09:00');

      expect((await plan('?until=2030-2')).inProgress.dropped).toBe(
        '지난 학기(2026년 2학기)에 수강 중으로 추가한 과목(알고리즘)은 제외했습니다. ' +
          '기이수과목을 업데이트하면 이수한 과목으로 반영됩니다.',
      );
      expect((await plan('?until=2030-2', english)).inProgress.dropped).toBe(
        'The courses added as taking a past semester (2nd semester 2026) were left out: 알고리즘. Update your completed courses and they count as completed.',
      );
    });
  });
});
