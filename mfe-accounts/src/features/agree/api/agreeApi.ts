import type {
  DepartmentList,
  PortalCredentials,
  ReferenceBasis,
  VerificationResponse,
} from '@smunity/api-contract';
import { ensureOk, PORTAL_TIMEOUT_MS, publicClient } from '@smunity/shared-auth';

/**
 * POST /auth/register with the portal password: the student's portal profile and the token that
 * lets them sign up. It waits on the portal.
 */
export async function verifyStudent(credentials: PortalCredentials): Promise<VerificationResponse> {
  return ensureOk(
    await publicClient.post<VerificationResponse>('/auth/register', credentials, {
      timeout: PORTAL_TIMEOUT_MS,
    }),
  );
}

/** GET /courses/basis/reference: the 교육과정 term and timetables the terms name. */
export async function fetchDataBasis(signal: AbortSignal): Promise<ReferenceBasis> {
  return ensureOk(await publicClient.get<ReferenceBasis>('/courses/basis/reference', { signal }));
}

/** GET /departments, for the 검사대상표. */
export async function fetchDepartments(signal: AbortSignal): Promise<DepartmentList> {
  return ensureOk(await publicClient.get<DepartmentList>('/departments', { signal }));
}
