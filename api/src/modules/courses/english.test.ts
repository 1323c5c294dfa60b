/**
 * The result page's answers in the request's language (ADR 0063): an English request gets the
 * labels and sentences in English, the same figures, and course data as stored; any other gets
 * the Korean word for word. The audit is cached per member: the Korean read right before an
 * English one (and after it) shows that a cached answer carries no language to another request.
 */
import {
  type CourseFields,
  ENGLISH_REQUESTS,
  FIRST_COURSES,
  koreanLeftIn,
  readInLanguage,
  signedInStudent,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';

/**
 * Courses whose explanations cover most of the ledger's sentences for a 2026 student checked
 * with the 2025 curriculum (컴퓨터과학전공, exempt as an international admission).
 */
const COURSES: CourseFields[] = [
  ...FIRST_COURSES,
  { number: 'HAIL0001', name: '진로탐색과취업전략', type: '일선', domain: '*', credit: 1 },
  { number: 'HAEB0001', name: '경영학원론', type: '2전심', domain: '*', credit: 3 },
  { number: 'HALF9252', name: '물리현상의이해', type: '교선', domain: '균형(자연)', credit: 3 },
  {
    number: 'HALF9319',
    name: '창의적프로그래밍입문',
    type: '교선',
    domain: '균형(공학)',
    credit: 3,
  },
  {
    number: 'HALR1239',
    name: '컴퓨팅사고와문제해결',
    type: '교필',
    domain: '컴퓨팅사고와문제해결',
    credit: 3,
  },
  { number: 'HALF9326', name: '창의적사고의프레임워크', type: '교선', domain: '*', credit: 3 },
];

/** Data an English answer keeps: course and department names, the portal's words and codes. */
const DATA_KEYS = ['name', 'department', 'secondDepartment', 'type', 'domain', 'semester'];
const DATA_FRAGMENTS = [
  ...COURSES.map((course) => course.name),
  ...COURSES.map((course) => course.type),
  '2전선',
  '테스트',
];

/** A ledger entry without its texts: the figures and data both languages share. */
function untranslated(entry: Record<string, unknown>) {
  const { categoryLabel: _c, subDomainLabel: _s, skipLabel: _k, messages: _m, ...rest } = entry;
  return rest;
}

describe.each(testDatabaseKinds())('the result page in the request’s language (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });
  let headers: { authorization: string };
  beforeAll(async () => {
    // A 2026 학번 while only 2025's curriculum is there: the basis has its notice.
    ({ headers } = await signedInStudent(api, COURSES, {
      username: '202610101',
      cohort: 2025,
      exemption: 'FOREIGN',
    }));
  });

  const read = (url: string, language: Record<string, string> = {}) =>
    readInLanguage(api, `/api/v1${url}`, { ...headers, ...language });

  describe.each(ENGLISH_REQUESTS)('asked in English by %s', (_, english) => {
    it('GET /graduation-check: the same figures, every text in English but the data', async () => {
      const korean = await read('/graduation-check');
      const answer = await read('/graduation-check', english);

      expect(koreanLeftIn(answer, { keys: DATA_KEYS, fragments: DATA_FRAGMENTS })).toEqual([]);
      expect(answer.credit).toEqual(korean.credit);
      expect(answer.categories).toEqual(korean.categories);
      expect(answer.member).toEqual(korean.member);
      expect(answer.ledger.content.map(untranslated)).toEqual(
        korean.ledger.content.map(untranslated),
      );
      expect(answer.basis).toEqual({
        ...korean.basis,
        notice:
          'The curriculum of students who entered in 2026 is not registered yet, so this was checked with the curriculum of students who entered in 2025.',
        timetable: {
          ...korean.basis.timetable,
          notice:
            'The semesters a course is offered in are known from the timetables up to the 1st semester 2024.',
        },
      });
      // The Korean answer after the English one is the one before it: the cache kept Korean.
      expect(await read('/graduation-check')).toEqual(korean);
    });

    it('GET /courses/ledger: labels by their codes, explanations in English, data as stored', async () => {
      const korean = await read('/courses/ledger');
      const answer = await read('/courses/ledger', english);
      const entry = (body: typeof answer, number: string) =>
        body.content.find((item: { number: string }) => item.number === number);

      expect(koreanLeftIn(answer, { keys: DATA_KEYS, fragments: DATA_FRAGMENTS })).toEqual([]);
      expect(entry(korean, 'HAFL0012')).toMatchObject({
        skipLabel: 'F 학점',
        categoryLabel: '전공선택',
        messages: ['F 학점을 받은 과목이라 이수 학점에 포함되지 않습니다.'],
      });
      expect(entry(answer, 'HAFL0012')).toMatchObject({
        name: 'C프로그래밍1',
        type: '1전선',
        skipLabel: 'F grade',
        categoryLabel: 'major elective',
        messages: ['This course got an F grade, so its credits do not count.'],
      });
      expect(entry(answer, 'HALR1032')).toMatchObject({
        subDomainLabel: 'Thinking and Expression',
        messages: [
          'Counted as general education credits.',
          'Counted as completing the Thinking and Expression area of basic general education.',
        ],
      });
      expect(entry(answer, 'HAEB0001').messages).toEqual([
        'Counted as free elective credits.',
        'Without a second major, 2전심 and 2전선 courses count as free elective credits.',
      ]);
      expect(entry(answer, 'HALF9252').messages).toContain(
        'The curriculum of students who entered in 2025 counts the breadth (natural sciences) area as the breadth (natural sciences/engineering) area.',
      );
    });

    it('GET /courses/cultures/{domain} and /courses/basis: names and notices', async () => {
      const korean = await read('/courses/cultures/BALANCE');
      const answer = await read('/courses/cultures/BALANCE', english);
      expect(korean.content.map((item: { subDomainName: string }) => item.subDomainName)).toContain(
        '균형(인문)',
      );
      expect(answer.content.map((item: { subDomainName: string }) => item.subDomainName)).toContain(
        'breadth (humanities)',
      );
      expect(answer.status).toEqual(korean.status);
      expect(koreanLeftIn(await read('/courses/basis', english), { keys: ['semester'] })).toEqual(
        [],
      );
      expect(
        koreanLeftIn(await read('/courses/basis/reference', english), { keys: ['semester'] }),
      ).toEqual([]);
    });

    it('GET /courses/what-if, /majors and /cultures: the sub-domains, 학년 and 학기 words', async () => {
      const whatIf = await read('/courses/what-if?departmentId=2', english);
      expect(koreanLeftIn(whatIf, { keys: DATA_KEYS })).toEqual([]);
      expect(whatIf.cultures.BASIC.content[0].subDomainName).toBe('Thinking and Expression');

      const majors = await read('/majors', english);
      expect(majors.count).toBeGreaterThan(0);
      expect(koreanLeftIn(majors, { keys: ['name', 'type'] })).toEqual([]);
      expect(majors.content[0]).toMatchObject({ grade: 'Year 1', semester: '1st semester' });
      expect((await read('/majors')).content[0]).toMatchObject({
        grade: '1학년',
        semester: '1학기',
      });

      const cultures = await read('/cultures?subDomain=BALANCE_HUMANITIES', english);
      expect(cultures.count).toBeGreaterThan(0);
      expect(koreanLeftIn(cultures, { keys: ['name'] })).toEqual([]);
      expect(cultures.content[0].type).toBe('breadth (humanities)');
      expect((await read('/cultures?subDomain=BALANCE_HUMANITIES')).content[0].type).toBe(
        '균형(인문)',
      );
    });

    it('GET /shares/{token}: a link shared in Korean reads in English', async () => {
      const created = await api.app.inject({
        method: 'POST',
        url: '/api/v1/shares',
        headers,
        payload: { expiresInDays: 1, showName: false },
      });
      expect(created.statusCode).toBe(201);
      const { token } = created.json();
      const korean = await read(`/shares/${token}`);
      const answer = await read(`/shares/${token}`, english);

      expect(korean.ruleSet.notice).toBe(
        '2026학번 교육과정이 아직 등록되지 않아 2025학번 교육과정으로 검사했습니다.',
      );
      expect(koreanLeftIn(answer, { keys: DATA_KEYS })).toEqual([]);
      expect(answer.credit).toEqual(korean.credit);
      expect(answer.domains[0].result.content[0].subDomainName).toBe('Thinking and Expression');
    });
  });

  it('answers in Korean, word for word, without a language or for another one', async () => {
    const korean = await read('/courses/ledger');
    expect(await read('/courses/ledger', { 'accept-language': 'ko-KR' })).toEqual(korean);
    expect(await read('/courses/ledger', { 'accept-language': 'fr' })).toEqual(korean);
    expect(await read('/courses/ledger', { cookie: 'lang=ko', 'accept-language': 'en' })).toEqual(
      korean,
    );
  });
});
