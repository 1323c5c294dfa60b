/**
 * Test support for the graduation api (courses, majors, cultures): members matching the demo
 * portal's students (api/data/demo-portal.json) and a portal stub. Never imported by the api.
 */
import type { Exemption } from '../../audit';
import type { AppDatabase } from '../../db/database';
import type { Portal, PortalCourse } from '../../portal';
import { bearer, insertMember, type TestApi } from '../../testing';

/** Every demo student's portal password. */
export const DEMO_PASSWORD = 'demo1234!';

export interface DemoMemberFacts {
  /** Entrance year; null = 졸업생. */
  cohort: number | null;
  departmentId: number;
  secondDepartmentId?: number | null;
  exemption?: Exemption | null;
}

/** A member whose 학번 is a demo student's, so POST /courses/upload reaches their transcript. */
export async function insertDemoMember(
  db: AppDatabase,
  username: string,
  { cohort, departmentId, secondDepartmentId = null, exemption = null }: DemoMemberFacts,
): Promise<number> {
  const year = await db
    .selectFrom('years')
    .select('id')
    .where('value', cohort === null ? 'is' : '=', cohort)
    .executeTakeFirstOrThrow();
  return insertMember(db, {
    username,
    year_id: year.id,
    department_id: departmentId,
    second_department_id: secondDepartmentId,
    exemption,
  });
}

/** `{ authorization }` headers of a fresh access token for a member. */
export function memberHeaders(api: TestApi, memberId: number): { authorization: string } {
  return bearer(api.tokens.signAccess({ memberId, role: 'ROLE_USER' }).token);
}

/** A portal that answers every login with `courses` at once and counts the course fetches. */
export function stubPortal(courses: readonly PortalCourse[]): Portal & { courseFetches: number } {
  const portal = {
    courseFetches: 0,
    async fetchStudent(): Promise<never> {
      throw new Error('the graduation api never reads the profile');
    },
    async fetchCourses() {
      portal.courseFetches += 1;
      return { courses: courses.map((course) => ({ ...course })) };
    },
  };
  return portal;
}

/** `count` distinct passed portal rows (1전선, 3 credits), for volume tests and benchmarks. */
export function generatedCourses(count: number, numberPrefix = 'GEN'): PortalCourse[] {
  return Array.from({ length: count }, (_, index) => ({
    year: String(2020 + Math.floor(index / 20)),
    semester: index % 20 < 10 ? '1학기' : '2학기',
    number: `${numberPrefix}${String(index).padStart(4, '0')}`,
    name: `과목${index}`,
    type: '1전선',
    domain: '*',
    credit: 3,
    grade: 'A0',
  }));
}
