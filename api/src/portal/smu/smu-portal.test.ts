import { PortalError, type PortalErrorCode } from '../errors';
import {
  standinStudent,
  startPortalStandin,
  STANDIN_LOCKOUT_FAILURES,
  unreachableBaseUrls,
  type PortalStandin,
  type StandinBehaviour,
} from '../testing/portal-standin';
import type { Portal, PortalCourse, PortalCredentials, PortalLogger } from '../types';
import { TestTimeLimits } from '../testing/time-limits';
import { createSmuPortal } from './smu-portal';

const PASSWORD = 'Pa55-word!zq';
/** Generous, so that a loaded machine never turns a normal answer into a time-out. */
/**
 * The portals' time limits pass when a test says so, never with the clock: the impatient
 * portal's as soon as the stand-in holds one of its requests (an `unanswered` step), the
 * patient portal's never (jest's timeout ends a hang).
 */
const patientLimits = new TestTimeLimits();
const impatientLimits = new TestTimeLimits();

const courses: PortalCourse[] = [
  {
    year: '2023',
    semester: '1학기',
    number: 'HALR1032',
    name: '사고와표현',
    type: '교필',
    domain: '기초교양-사고와표현',
    credit: 3,
    grade: 'A+',
  },
  {
    year: '2023',
    semester: '2학기',
    number: 'HAID0002',
    name: '확률과통계',
    type: '1전선',
    domain: '*',
    credit: 3,
    grade: 'F',
  },
];

/** 학번 → behaviour; every student has the same password and profile shape. */
const behaviours: Record<string, StandinBehaviour> = {
  '202300001': { kind: 'locked' },
  '202300002': { kind: 'expired' },
  '202300003': { kind: 'unanswered', step: 'login' },
  '202300004': { kind: 'unanswered', step: 'session' },
  '202300005': { kind: 'unanswered', step: 'studentInfo' },
  '202300006': { kind: 'unanswered', step: 'courses' },
  '202300007': { kind: 'malformed', step: 'studentInfo' },
  '202300008': { kind: 'malformed', step: 'courses' },
  '202300009': { kind: 'not-student' },
  '202300010': { kind: 'data-error', step: 'studentInfo' },
  '202300011': { kind: 'data-error', step: 'courses' },
  '202300012': { kind: 'disconnect', step: 'studentInfo' },
  '202300013': { kind: 'disconnect', step: 'courses' },
};

/** Only the lock-out case logs in as this student. */
const LOCKOUT_STUDENT = '202300020';

const fintechStudent = standinStudent({
  username: '202312345',
  password: PASSWORD,
  name: '정하은',
  email: 'haeun@example.com',
  departmentPath: '융합공과대학 지능·데이터융합학부',
  secondMajorPath: '융합공과대학 융합전자공학전공',
  courses,
});
// Rows as the portal may send them: no 학수번호, no 교양영역, numbers as text and vice versa.
fintechStudent.courses.push({
  SCH_YEAR: 2024,
  SMT_NM: '1학기',
  SBJ_NM: '사회봉사(핀테크)',
  CMP_DIV_NM: '교필',
  CDT: '1',
  GRD_NM: 'P',
});

/** Answers carrying personal data but of a broken shape (SMU006): nothing of them may be logged. */
const brokenStudent = standinStudent({
  username: '202300014',
  password: PASSWORD,
  name: '김상명',
  email: 'sangmyung@example.com',
  departmentPath: '융합공과대학 컴퓨터과학전공',
  courses,
});
delete brokenStudent.info.NM_KOR;
brokenStudent.courses[1]!.CDT = '세 학점';

let standin: PortalStandin;
let logLines: string[];
let portal: Portal;
let impatientPortal: Portal;

function capturingLogger(): PortalLogger {
  return {
    warn: (details, message) => logLines.push(`WARN ${message} ${JSON.stringify(details)}`),
    error: (details, message) => logLines.push(`ERROR ${message} ${JSON.stringify(details)}`),
  };
}

function credentials(username: string, password = PASSWORD): PortalCredentials {
  return { username, password };
}

async function failureOf(call: Promise<unknown>): Promise<PortalError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PortalError))
    throw new Error(`expected a PortalError, got ${String(error)}`);
  return error;
}

async function expectFailure(call: Promise<unknown>, code: PortalErrorCode, status: number) {
  const error = await failureOf(call);
  expect({ code: error.code, status: error.status }).toEqual({ code, status });
}

beforeAll(async () => {
  standin = await startPortalStandin([
    standinStudent({
      username: '201911019',
      password: PASSWORD,
      name: '김상명',
      email: 'sangmyung@example.com',
      departmentPath: '융합공과대학 컴퓨터과학전공',
      courses,
    }),
    fintechStudent,
    brokenStudent,
    standinStudent({
      username: LOCKOUT_STUDENT,
      password: PASSWORD,
      name: '최잠금',
      departmentPath: '융합공과대학 컴퓨터과학전공',
    }),
    ...Object.entries(behaviours).map(([username, behaviour]) =>
      standinStudent({
        username,
        password: PASSWORD,
        name: '이서연',
        departmentPath: '경영경제대학 경영학부',
        behaviour,
      }),
    ),
  ]);
});

afterAll(() => standin.close());

// The portal holds a request: the impatient portal's limits pass at once (the patient portal
// never calls an `unanswered` student).
beforeAll(() => standin.whenHeld(() => impatientLimits.passAll()));

beforeEach(() => {
  logLines = [];
  portal = createSmuPortal({
    baseUrls: standin.baseUrls,
    timeLimit: patientLimits.timeLimit,
    logger: capturingLogger(),
  });
  impatientPortal = createSmuPortal({
    baseUrls: standin.baseUrls,
    timeLimit: impatientLimits.timeLimit,
    logger: capturingLogger(),
  });
});

describe('smu portal: success', () => {
  it('reads the student through login, session and the info request', async () => {
    await expect(portal.fetchStudent(credentials('201911019'))).resolves.toEqual({
      username: '201911019',
      name: '김상명',
      email: 'sangmyung@example.com',
      department: '컴퓨터과학전공',
      secondDepartment: null,
    });
    expect(logLines).toEqual([]);
  });

  it('takes the last token of both department paths and normalises the portal names', async () => {
    const student = await portal.fetchStudent(credentials('202312345'));
    expect(student.department).toBe('핀테크전공');
    expect(student.secondDepartment).toBe('지능IOT융합전공');
  });

  it('reads the courses and the credit summary', async () => {
    await expect(portal.fetchCourses(credentials('201911019'))).resolves.toEqual({
      courses,
      graduationCredits: 130,
      earnedCredits: 3,
    });
  });

  it('uses the 이수구분 as 학수번호 when a row has none, "*" for a missing 교양영역', async () => {
    const transcript = await portal.fetchCourses(credentials('202312345'));
    expect(transcript.courses[2]).toEqual({
      year: '2024',
      semester: '1학기',
      number: '교필',
      name: '사회봉사(핀테크)',
      type: '교필',
      domain: '*',
      credit: 1,
      grade: 'P',
    });
  });
});

describe('smu portal: failures keep the library codes', () => {
  it.each([
    ['unknown 학번', 'AUTH001', 401, credentials('209900000')],
    ['wrong password', 'AUTH001', 401, credentials('201911019', 'wrong-password')],
    ['locked account', 'AUTH002', 423, credentials('202300001')],
    ['expired password (non-2xx while logging in)', 'AUTH003', 423, credentials('202300002')],
    ['malformed JSON', 'SMU006', 502, credentials('202300007')],
    ['non-student answer', 'SMU005', 502, credentials('202300009')],
    ['a row without NM_KOR', 'SMU006', 502, credentials('202300014')],
    ['HTTP 500 on the data request', 'SMU002', 503, credentials('202300010')],
    ['connection dropped on the data request', 'SMU002', 503, credentials('202300012')],
  ] as const)('fetchStudent: %s → %s %d', async (_case, code, status, input) => {
    await expectFailure(portal.fetchStudent(input), code, status);
  });

  it.each([
    ['malformed JSON', 'SMU006', 502, '202300008'],
    ['non-student answer (no dsRecMattList)', 'SMU005', 502, '202300009'],
    ['a row with a non-numeric CDT', 'SMU006', 502, '202300014'],
    ['HTTP 500 on the data request', 'SMU002', 503, '202300011'],
    ['connection dropped on the data request', 'SMU002', 503, '202300013'],
  ] as const)('fetchCourses: %s → %s %d', async (_case, code, status, username) => {
    await expectFailure(portal.fetchCourses(credentials(username)), code, status);
  });

  it.each([
    ['login', 'SMU003', '202300003'],
    ['session', 'SMU003', '202300004'],
    ['studentInfo', 'SMU004', '202300005'],
  ] as const)('a time-out in the %s step → %s 504', async (_step, code, username) => {
    await expectFailure(impatientPortal.fetchStudent(credentials(username)), code, 504);
  });

  it('a time-out in the courses step → SMU004 504', async () => {
    await expectFailure(impatientPortal.fetchCourses(credentials('202300006')), 'SMU004', 504);
  });

  it("the default time limit is the clock's: a held step fails once timeoutMs has passed", async () => {
    const onTheClock = createSmuPortal({ baseUrls: standin.baseUrls, timeoutMs: 50 });
    await expectFailure(onTheClock.fetchStudent(credentials('202300003')), 'SMU003', 504);
  });

  it('connection refused → SMU001 503', async () => {
    const closed = createSmuPortal({
      baseUrls: await unreachableBaseUrls(),
      logger: capturingLogger(),
    });
    await expectFailure(closed.fetchStudent(credentials('201911019')), 'SMU001', 503);
    expect(logLines.join('\n')).toContain('ECONNREFUSED');
  });

  it('a portal that refuses connections once the SSO has logged in → SMU001 503', async () => {
    const unreachable = await unreachableBaseUrls();
    const halfDown = createSmuPortal({
      baseUrls: { sso: standin.baseUrls.sso, portal: unreachable.portal },
      logger: capturingLogger(),
    });
    await expectFailure(halfDown.fetchStudent(credentials('201911019')), 'SMU001', 503);
    expect(logLines.join('\n')).toContain('"step":"session"');
  });

  it('logs each failure once with step, code and a value-free reason', async () => {
    await failureOf(portal.fetchStudent(credentials('202300007')));
    await failureOf(portal.fetchStudent(credentials('202300001')));
    expect(logLines).toEqual([
      'ERROR portal request failed {"portal":"smu","step":"studentInfo","code":"SMU006","reason":"answer is not JSON"}',
      'WARN portal request failed {"portal":"smu","step":"session","code":"AUTH002","reason":"index.do did not end on the portal root"}',
    ]);
  });
});

describe('smu portal: the stand-in locks like the real portal', () => {
  it('locks a 학번 after 5 failed logins in a row: the right password then answers AUTH002', async () => {
    const wrong = credentials(LOCKOUT_STUDENT, 'wrong-password');
    // 4 failures, then the right password: the run of failures ends, nothing is locked.
    for (let i = 0; i < STANDIN_LOCKOUT_FAILURES - 1; i += 1) {
      await expectFailure(portal.fetchStudent(wrong), 'AUTH001', 401);
    }
    await expect(portal.fetchStudent(credentials(LOCKOUT_STUDENT))).resolves.toMatchObject({
      username: LOCKOUT_STUDENT,
    });
    for (let i = 0; i < STANDIN_LOCKOUT_FAILURES; i += 1) {
      await expectFailure(portal.fetchStudent(wrong), 'AUTH001', 401);
    }
    await expectFailure(portal.fetchStudent(credentials(LOCKOUT_STUDENT)), 'AUTH002', 423);
    await expectFailure(portal.fetchCourses(credentials(LOCKOUT_STUDENT)), 'AUTH002', 423);
  });
});

describe('smu portal: the password and the answer stay private', () => {
  const everyCase: [string, PortalCredentials][] = [
    ['success', credentials('201911019')],
    ['broken rows', credentials('202300014')],
    ['wrong password', credentials('201911019', `${PASSWORD}x`)],
    ...Object.keys(behaviours).map((username): [string, PortalCredentials] => [
      username,
      credentials(username),
    ]),
  ];

  /** The password as typed and as encoded in a form or URL, plus data of the portal's answers. */
  const SECRETS = [
    PASSWORD,
    encodeURIComponent(PASSWORD),
    new URLSearchParams({ p: PASSWORD }).toString().slice('p='.length),
    '김상명',
    '이서연',
    'sangmyung@example.com',
    '사고와표현',
  ];

  it('no log line, error message or serialised error contains the password or portal data', async () => {
    const leaks: string[] = [];
    const calls = everyCase.flatMap(([name, input]) => {
      const adapter = behaviours[input.username]?.kind === 'unanswered' ? impatientPortal : portal;
      return [
        [`${name} info`, () => adapter.fetchStudent(input)],
        [`${name} courses`, () => adapter.fetchCourses(input)],
      ] as const;
    });
    for (const [name, call] of calls) {
      const outcome = await call().catch((error: unknown) => error);
      const texts = [...logLines];
      if (outcome instanceof Error) {
        texts.push(outcome.message, String(outcome.stack), JSON.stringify(outcome));
      }
      for (const secret of SECRETS) {
        if (texts.some((text) => text.includes(secret))) leaks.push(`${name}: ${secret}`);
      }
      logLines = [];
    }
    expect(leaks).toEqual([]);
  });
});
