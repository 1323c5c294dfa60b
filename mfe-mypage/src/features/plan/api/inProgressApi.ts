import type {
  AddedInProgressCourse,
  CourseSearch,
  InProgressCourseBody,
  OfferingSearchQuery,
} from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

/** The most results a search shows (the api answers at most 20). */
export const SEARCH_LIMIT = 20;

/**
 * GET /plan/course-search?query=: catalog courses by 학수번호 prefix or part of the name, with
 * the department and the 이수구분 they count in for the member.
 */
export async function searchCatalog(query: string): Promise<CourseSearch> {
  const params: OfferingSearchQuery = { query, limit: SEARCH_LIMIT };
  return ensureOk(await authClient.get<CourseSearch>('/plan/course-search', { params }));
}

/** POST /plan/in-progress-courses: the course is being taken this term. */
export async function addInProgressCourse(number: string): Promise<AddedInProgressCourse> {
  const body: InProgressCourseBody = { number };
  return ensureOk(await authClient.post<AddedInProgressCourse>('/plan/in-progress-courses', body));
}

/** DELETE /plan/in-progress-courses/{number} */
export async function removeInProgressCourse(number: string): Promise<void> {
  ensureOk(
    await authClient.delete<void>(`/plan/in-progress-courses/${encodeURIComponent(number)}`),
  );
}

/**
 * DELETE /plan/dropped-in-progress-courses: the member has seen the notice of the courses added in
 * a term that is over (GET /plan says it until then, however the page came).
 */
export async function acknowledgeDroppedInProgress(): Promise<void> {
  ensureOk(await authClient.delete<void>('/plan/dropped-in-progress-courses'));
}
