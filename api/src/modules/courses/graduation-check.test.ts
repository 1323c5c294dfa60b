/**
 * GET /graduation-check, the result page's one read, against the eleven reads the page made
 * before (issue 35): for every demo student (signed up and uploaded through the api, as a member
 * does) and for the members the api's tests insert, the one answer carries exactly the figures of
 * /members/me, /courses/credit, /courses/basis, /courses?category=…, /courses/cultures/{domain}
 * and /courses/ledger.
 */
import { DEFAULT_DEMO_PORTAL_FILE } from '../../portal';
import { loadDemoStudents } from '../../portal/demo/demo-file';
import {
  FIRST_COURSES,
  GENEROUS_ATTEMPT_LIMITS,
  insertCourses,
  insertMember,
  memberHeaders,
  testDatabaseKinds,
  type CourseFields,
} from '../../testing';
import {
  PORTAL_PASSWORD,
  postSignUp,
  signUpBody,
  useAccountsTestApi,
  verifyForSignUp,
} from '../accounts/testing';

/** The category boxes the page shows, as it listed them (ETC: no box, but in the answer). */
const SHOWN_CATEGORIES = {
  single: ['MAJOR_ADVANCED', 'MAJOR_OPTIONAL', 'CULTURE', 'ETC'],
  double: ['FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE', 'ETC'],
};
const DOMAINS = ['BASIC', 'CORE', 'BALANCE'];
/** The 졸업생 row of the years table (before 2017): the page refuses the check. */
const GRADUATE_YEAR_ID = 1;

/**
 * The courses of the api tests' members: some of the majors' and cultures' rows, a failed
 * attempt, and `extra` generated 1전선 courses.
 */
function fixtureCourses(extra: number): CourseFields[] {
  return [
    ...FIRST_COURSES,
    {
      number: 'HALF0102',
      name: '인간과언어',
      type: '교선',
      domain: '균형교양-균형(인문)',
      credit: 3,
    },
    ...Array.from({ length: extra }, (_, index) => ({
      year: 2020 + Math.floor(index / 20),
      semester: index % 20 < 10 ? '1학기' : '2학기',
      number: `GEN${String(index).padStart(4, '0')}`,
      name: `과목${index}`,
      type: '1전선',
      domain: '*',
      credit: 3,
    })),
  ];
}

/** Demo students the portal answers normally (the others simulate its failures). */
const DEMO_USERNAMES = loadDemoStudents(DEFAULT_DEMO_PORTAL_FILE)
  .filter((student) => student.simulate === undefined)
  .map((student) => student.username);

describe.each(testDatabaseKinds())(
  'GET /graduation-check against the eleven reads (%s)',
  (kind) => {
    const api = useAccountsTestApi(kind, {
      config: { attemptLimits: GENEROUS_ATTEMPT_LIMITS },
      resetBetweenTests: false,
      newAttemptWindowEachTest: false,
    });

    async function read(headers: object, url: string) {
      const response = await api.app.inject({ url: `/api/v1${url}`, headers: headers as never });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      return response.json();
    }

    /** The check as the page assembled it from its eleven reads (and its print sheet's ledger). */
    async function elevenReads(headers: object) {
      const member = await read(headers, '/members/me');
      if (member.yearId === GRADUATE_YEAR_ID) return { checkable: false };
      const credit = await read(headers, '/courses/credit');
      const shown = SHOWN_CATEGORIES[credit.isDoubleMajor ? 'double' : 'single'];
      const categories = [];
      for (const category of shown) {
        const { completed, status } = await read(headers, `/courses?category=${category}`);
        categories.push({ category, result: { completed, status } });
      }
      const domains = [];
      for (const domain of DOMAINS) {
        domains.push({ domain, result: await read(headers, `/courses/cultures/${domain}`) });
      }
      return {
        checkable: true,
        member,
        credit,
        basis: await read(headers, '/courses/basis'),
        categories,
        domains,
        ledger: await read(headers, '/courses/ledger'),
      };
    }

    /** Verification and sign-up as the web client does them (no e-mail when the portal has none). */
    async function signUpAs(username: string) {
      const verified = await verifyForSignUp(api, username);
      const { email, ...body } = signUpBody(verified);
      const response = await postSignUp(
        api,
        verified.authToken,
        email === '' ? body : { ...body, email },
      );
      expect({ username, status: response.statusCode }).toEqual({ username, status: 201 });
    }

    async function expectOneReadIsTheEleven(headers: object) {
      const eleven = await elevenReads(headers);
      expect(await read(headers, '/graduation-check')).toEqual(eleven);
      return eleven;
    }

    it('gives every demo student the figures of the eleven reads', async () => {
      await api.reset();
      const checkable = [];
      for (const username of DEMO_USERNAMES) {
        await signUpAs(username);
        const { id } = await api.db
          .selectFrom('members')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow();
        const headers = memberHeaders(api, id);
        const upload = await api.app.inject({
          method: 'POST',
          url: '/api/v1/courses/upload',
          headers,
          payload: { username, password: PORTAL_PASSWORD },
        });
        expect({ username, status: upload.statusCode }).toEqual({ username, status: 201 });
        const check = await expectOneReadIsTheEleven(headers);
        if (check.checkable) checkable.push(username);
      }
      // The comparison covers both answers: the demo portal has a 졸업생 (201627101).
      expect(checkable).not.toContain('201627101');
      expect(checkable.length).toBe(DEMO_USERNAMES.length - 1);
    }, 120_000);

    it('gives a member without courses the figures of the eleven reads', async () => {
      await api.reset();
      const memberId = await insertMember(api.db, { cohort: 2023 });
      expect(await expectOneReadIsTheEleven(memberHeaders(api, memberId))).toMatchObject({
        checkable: true,
      });
    });

    it.each([
      ['a 2023 컴퓨터과학전공 student', { cohort: 2023 }, 0, true],
      ['a 2019 student with 60 more courses', { cohort: 2019, username: '201910999' }, 60, true],
      [
        'a double major (컴퓨터과학전공 + 전기공학전공)',
        { cohort: 2020, username: '202010999', second_department_id: 2 },
        30,
        true,
      ],
      ['a 졸업생 (before 2017)', { cohort: null, username: '201610999' }, 10, false],
    ])(
      'gives %s of the api tests the figures of the eleven reads',
      async (_, fields, extra, checkable) => {
        await api.reset();
        const memberId = await insertMember(api.db, fields);
        await insertCourses(api, memberId, fixtureCourses(extra));
        expect(await expectOneReadIsTheEleven(memberHeaders(api, memberId))).toMatchObject({
          checkable,
        });
      },
    );

    it('is for members only', async () => {
      expect((await api.app.inject({ url: '/api/v1/graduation-check' })).statusCode).toBe(401);
    });
  },
);
