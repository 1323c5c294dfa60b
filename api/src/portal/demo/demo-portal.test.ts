import { PortalError } from '../errors';
import type { PortalCourse } from '../types';
import { DEMO_SIMULATIONS, parseDemoStudents, type DemoStudent } from './demo-file';
import { createDemoPortal, DEMO_LOCKOUT_FAILURES } from './demo-portal';

const course: PortalCourse = {
  year: '2023',
  semester: '1학기',
  number: 'HAID0001',
  name: '파이썬',
  type: '1전선',
  domain: '*',
  credit: 3,
  grade: 'A0',
};

const fintech: DemoStudent = {
  username: '202307101',
  password: 'demo1234!',
  name: '임하늘',
  email: 'haneul@example.com',
  department: '지능·데이터융합학부',
  secondDepartment: '융합전자공학전공',
  courses: [course],
};

function student(username: string, simulate: DemoStudent['simulate']): DemoStudent {
  return { ...fintech, username, secondDepartment: null, simulate };
}

const portal = createDemoPortal([
  fintech,
  student('202590001', 'locked'),
  student('202590002', 'expired'),
  student('202590003', 'unavailable'),
  student('202590004', 'timeout'),
  student('202590005', 'not-student'),
  student('202590006', 'courses-unavailable'),
  student('202590007', 'courses-timeout'),
]);

async function codeOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PortalError))
    throw new Error(`expected a PortalError, got ${String(error)}`);
  return `${error.code} ${error.status}`;
}

describe('demo portal', () => {
  it('answers the profile with portal department names normalised', async () => {
    await expect(
      portal.fetchStudent({ username: '202307101', password: 'demo1234!' }),
    ).resolves.toEqual({
      username: '202307101',
      name: '임하늘',
      email: 'haneul@example.com',
      department: '핀테크전공',
      secondDepartment: '지능IOT융합전공',
    });
  });

  it('answers copies of the courses, so callers cannot change the fixture', async () => {
    const credentials = { username: '202307101', password: 'demo1234!' };
    const first = await portal.fetchCourses(credentials);
    expect(first).toEqual({ courses: [course] });
    first.courses[0]!.grade = 'F';
    expect((await portal.fetchCourses(credentials)).courses[0]!.grade).toBe('A0');
  });

  it('rejects an unknown 학번 and a wrong password with AUTH001', async () => {
    expect(
      await codeOf(portal.fetchStudent({ username: '209900000', password: 'demo1234!' })),
    ).toBe('AUTH001 401');
    expect(await codeOf(portal.fetchCourses({ username: '202307101', password: 'demo1234' }))).toBe(
      'AUTH001 401',
    );
  });

  it.each([
    ['202590001', 'AUTH002 423'],
    ['202590002', 'AUTH003 423'],
    ['202590003', 'SMU001 503'],
    ['202590004', 'SMU003 504'],
    ['202590005', 'SMU005 502'],
  ])('simulates for %s the failure %s, for the profile and the courses', async (username, code) => {
    const credentials = { username, password: 'demo1234!' };
    expect(await codeOf(portal.fetchStudent(credentials))).toBe(code);
    expect(await codeOf(portal.fetchCourses(credentials))).toBe(code);
  });

  it.each([
    ['202590006', 'SMU002 503'],
    ['202590007', 'SMU004 504'],
  ])('lets %s sign up but fails the course upload with %s', async (username, courses) => {
    const credentials = { username, password: 'demo1234!' };
    await expect(portal.fetchStudent(credentials)).resolves.toMatchObject({ username });
    expect(await codeOf(portal.fetchCourses(credentials))).toBe(courses);
  });

  it('reports a wrong password before a simulated failure', async () => {
    expect(await codeOf(portal.fetchStudent({ username: '202590001', password: 'nope' }))).toBe(
      'AUTH001 401',
    );
  });
});

describe('demo portal file validation', () => {
  const valid = {
    $comment: 'fixture',
    students: [
      {
        username: '202307101',
        password: 'demo1234!',
        name: '임하늘',
        email: 'haneul@example.com',
        department: '지능·데이터융합학부',
        secondDepartment: null,
        note: 'why this student exists',
        courses: [course],
      },
      {
        username: '202590001',
        password: 'demo1234!',
        name: '오민서',
        email: 'minseo@example.com',
        department: '역사콘텐츠전공',
        simulate: 'locked',
      },
    ],
  };

  function problemsOf(content: unknown): string {
    try {
      parseDemoStudents(content);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    throw new Error('expected the content to be rejected');
  }

  it('accepts the documented format; courses and secondDepartment may be left out', () => {
    expect(parseDemoStudents(valid)).toEqual([
      { ...fintech, email: 'haneul@example.com', secondDepartment: null },
      {
        username: '202590001',
        password: 'demo1234!',
        name: '오민서',
        email: 'minseo@example.com',
        department: '역사콘텐츠전공',
        secondDepartment: null,
        courses: [],
        simulate: 'locked',
      },
    ]);
  });

  it('reads a student without an e-mail (blank or left out) as the portal answers it: ""', () => {
    const [withBlank, withoutKey] = valid.students;
    const { email: _left, ...noEmail } = withoutKey!;
    const students = parseDemoStudents({ students: [{ ...withBlank, email: '' }, noEmail] });
    expect(students.map((student) => student.email)).toEqual(['', '']);
  });

  it('rejects content that is not an object with a students array', () => {
    expect(problemsOf([])).toBe('- the file: must be a JSON object');
    expect(problemsOf({ student: [] })).toBe(
      '- student: unknown field (allowed: $comment, students)\n- students: must be an array',
    );
  });

  it('names every problem with its JSON path', () => {
    const [first, second] = valid.students;
    const message = problemsOf({
      students: [
        {
          ...first,
          username: '20230710',
          email: 'not-an-email',
          secondDepartment: 3,
          courses: [{ ...course, year: 23, credit: 2.5, grade: '' }, 'HAID0001'],
          simulate: 'offline',
        },
        { ...second, passwd: 'x', password: undefined },
        { ...second },
      ],
    });
    expect(message.split('\n')).toEqual([
      '- students[0].username: must be a 9-digit 학번',
      '- students[0].email: must be an e-mail address',
      '- students[0].secondDepartment: must be a string or null',
      '- students[0].courses[0].year: must be a non-empty string',
      '- students[0].courses[0].credit: must be a non-negative integer',
      '- students[0].courses[0].grade: must be a non-empty string',
      '- students[0].courses[1]: must be a JSON object',
      `- students[0].simulate: must be one of ${DEMO_SIMULATIONS.join(', ')}`,
      '- students[1].passwd: unknown field (allowed: username, password, name, email, department, secondDepartment, courses, simulate, note, demoAdmin)',
      '- students[1].password: must be a non-empty string',
      '- students[2].username: 202590001 appears more than once',
    ]);
  });

  it('lists at most 20 problems and counts the rest', () => {
    const students = Array.from({ length: 25 }, () => ({ ...valid.students[1], username: 'x' }));
    const lines = problemsOf({ students }).split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toMatch(/^- … and \d+ more$/);
  });
});

describe('demo portal: lock-out like the real portal', () => {
  it('locks a 학번 after 5 failed logins in a row: the right password then answers AUTH002 423', async () => {
    const lockable = createDemoPortal([fintech]);
    const wrong = { username: fintech.username, password: 'wrong-password' };
    const right = { username: fintech.username, password: fintech.password };
    for (let i = 0; i < DEMO_LOCKOUT_FAILURES - 1; i += 1) {
      expect(await codeOf(lockable.fetchStudent(wrong))).toBe('AUTH001 401');
    }
    // A success ends the run of failures.
    await expect(lockable.fetchStudent(right)).resolves.toMatchObject({ name: '임하늘' });
    for (let i = 0; i < DEMO_LOCKOUT_FAILURES; i += 1) {
      expect(await codeOf(lockable.fetchCourses(wrong))).toBe('AUTH001 401');
    }
    expect(await codeOf(lockable.fetchStudent(right))).toBe('AUTH002 423');
    expect(await codeOf(lockable.fetchCourses(right))).toBe('AUTH002 423');
    expect(await codeOf(lockable.fetchStudent(wrong))).toBe('AUTH001 401');
  });
});
