import type { Course, CourseResult, PortalCredentials } from '@smunity/api-contract';
import { authClient, ensureOk, PORTAL_TIMEOUT_MS } from '@smunity/shared-auth';

/** The stored completed courses (GET /courses), as the portal listed them. */
export async function fetchMyCourses(signal: AbortSignal): Promise<Course[]> {
  const response = await authClient.get<CourseResult>('/courses', { signal });
  return ensureOk(response).content;
}

/** Adds the portal's completed courses to the stored ones; answers with all stored courses. */
export async function uploadCourses(credentials: PortalCredentials): Promise<Course[]> {
  const response = await authClient.post<CourseResult>('/courses/upload', credentials, {
    timeout: PORTAL_TIMEOUT_MS,
  });
  return ensureOk(response).content;
}
