import { authClient, ensureOk, PORTAL_TIMEOUT_MS } from 'shared-auth';
import type { ResultResponse } from '../../../api/responses';
import type { PortalCredentials } from './memberApi';

/** A stored completed course (GET /courses), as the portal listed it. */
export interface CompletedCourse {
  id: number;
  /** e.g. "2021" */
  year: string;
  /** e.g. "1학기" */
  semester: string;
  /** 학수번호 */
  number: string;
  name: string;
  /** 이수구분, e.g. 1전심, 교필 */
  type: string;
  /** 교양영역 text of the portal; "*" when the course has none. */
  domain: string;
  credit: number;
}

export async function fetchMyCourses(signal: AbortSignal): Promise<CompletedCourse[]> {
  const response = await authClient.get<ResultResponse<CompletedCourse>>('/courses', { signal });
  return ensureOk(response).content;
}

/** Adds the portal's completed courses to the stored ones; answers with all stored courses. */
export async function uploadCourses(credentials: PortalCredentials): Promise<CompletedCourse[]> {
  const response = await authClient.post<ResultResponse<CompletedCourse>>(
    '/courses/upload',
    credentials,
    { timeout: PORTAL_TIMEOUT_MS },
  );
  return ensureOk(response).content;
}
