/**
 * Test support for the graduation api (courses, majors, cultures): the demo portal's password
 * and a portal stub (members come from src/testing: `insertMember` with a demo student's 학번
 * and `cohort`). Never imported by the api.
 */
import type { AppDatabase } from '../../db/database';
import type { Portal, PortalCourse } from '../../portal';
import { insertMember, type MemberFields } from '../../testing';

export { memberHeaders } from '../../testing';

/**
 * @deprecated `insertMember(db, { username, cohort, department_id, … })` from src/testing. Kept
 * only for modules/shares' suite, written while the helpers were merged; remove with its last use.
 */
export function insertDemoMember(
  db: AppDatabase,
  username: string,
  facts: { cohort: number | null; departmentId: number; secondDepartmentId?: number | null },
): Promise<number> {
  const fields: MemberFields = {
    username,
    cohort: facts.cohort,
    department_id: facts.departmentId,
    second_department_id: facts.secondDepartmentId ?? null,
  };
  return insertMember(db, fields);
}

/** Every demo student's portal password. */
export const DEMO_PASSWORD = 'demo1234!';

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
