import { normalizeDepartmentName } from '../departments';
import { PortalError, type PortalErrorCode } from '../errors';
import type { Portal, PortalCredentials, PortalStudent, PortalTranscript } from '../types';
import type { DemoSimulation, DemoStudent } from './demo-file';

/**
 * What each simulation answers: `both` for the profile and the courses, `coursesOnly` for the
 * course upload alone (so such a student can sign up and then fail to upload).
 */
const SIMULATED_FAILURES: Record<DemoSimulation, { code: PortalErrorCode; coursesOnly: boolean }> =
  {
    locked: { code: 'AUTH002', coursesOnly: false },
    expired: { code: 'AUTH003', coursesOnly: false },
    unavailable: { code: 'SMU001', coursesOnly: false },
    timeout: { code: 'SMU003', coursesOnly: false },
    'not-student': { code: 'SMU005', coursesOnly: false },
    'courses-unavailable': { code: 'SMU002', coursesOnly: true },
    'courses-timeout': { code: 'SMU004', coursesOnly: true },
  };

/** The real portal locks an account at this many failed logins in a row (docs/domain.md §5, AUTH002). */
export const DEMO_LOCKOUT_FAILURES = 5;

/**
 * A portal answering from fixture students (the default for local runs and tests). It checks
 * 학번 and password like the real one (both wrong → AUTH001), then fails as the student's
 * `simulate` says, so a wrong password is still reported first, as on the real portal. Like the
 * real one it locks a student after 5 failed logins in a row: from then on the right password
 * answers AUTH002 (a wrong one still AUTH001), until the process restarts — the real portal
 * needs a reset on 샘물.
 */
export function createDemoPortal(students: readonly DemoStudent[]): Portal {
  const byUsername = new Map(students.map((student) => [student.username, student]));
  const failuresInARow = new Map<string, number>();

  function authenticate(credentials: PortalCredentials, forCourses: boolean): DemoStudent {
    const student = byUsername.get(credentials.username);
    const failures = failuresInARow.get(credentials.username) ?? 0;
    if (!student || student.password !== credentials.password) {
      if (student) failuresInARow.set(student.username, failures + 1);
      throw new PortalError('AUTH001');
    }
    if (failures >= DEMO_LOCKOUT_FAILURES) throw new PortalError('AUTH002');
    failuresInARow.delete(student.username);
    const failure = student.simulate && SIMULATED_FAILURES[student.simulate];
    if (failure && (forCourses || !failure.coursesOnly)) throw new PortalError(failure.code);
    return student;
  }

  return {
    async fetchStudent(credentials): Promise<PortalStudent> {
      const student = authenticate(credentials, false);
      return {
        username: student.username,
        name: student.name,
        email: student.email,
        department: normalizeDepartmentName(student.department),
        secondDepartment:
          student.secondDepartment === null
            ? null
            : normalizeDepartmentName(student.secondDepartment),
      };
    },
    async fetchCourses(credentials): Promise<PortalTranscript> {
      const student = authenticate(credentials, true);
      return { courses: student.courses.map((course) => ({ ...course })) };
    },
  };
}
