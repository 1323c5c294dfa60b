import type {
  CurrentTerm,
  DepartmentList,
  PortalCredentials,
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

/** GET /terms/current, for the terms. */
export async function fetchCurrentTerm(signal: AbortSignal): Promise<CurrentTerm> {
  return ensureOk(await publicClient.get<CurrentTerm>('/terms/current', { signal }));
}

/** GET /departments, for the 검사대상표. */
export async function fetchDepartments(signal: AbortSignal): Promise<DepartmentList> {
  return ensureOk(await publicClient.get<DepartmentList>('/departments', { signal }));
}
