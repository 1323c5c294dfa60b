/**
 * Test support for the graduation api (courses, majors, cultures): the demo portal's password
 * and a portal stub (members come from src/testing: `insertMember` with a demo student's 학번
 * and `cohort`). Never imported by the api.
 */
import type { Portal, PortalCourse } from '../../portal';
import { memberHeaders, type TestApi } from '../../testing';

export { memberHeaders };

/** Every demo student's portal password. */
export const DEMO_PASSWORD = 'demo1234!';

/**
 * 김상명 201910101's credit summary with the demo transcript uploaded (DEMO_MEMBERS.kimSangmyung):
 * 145 of 130 (전공 33 + 74, 교양 35, 일반 3).
 */
export const KIM_SANGMYUNG_CREDIT = {
  total: 130,
  completed: 145,
  major: 107,
  secondMajor: null,
  culture: 35,
  etc: 3,
  required: 0,
  completion: 100,
  isDoubleMajor: false,
};

/** Uploads the demo student `username`'s courses as the member's (POST /courses/upload: 201). */
export async function uploadDemoCourses(
  api: TestApi,
  memberId: number,
  username: string,
): Promise<void> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/courses/upload',
    headers: memberHeaders(api, memberId),
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
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
