import { ensureOk, PORTAL_TIMEOUT_MS, publicClient, type VerificationResult } from 'shared-auth';
import type { CurrentTerm, EligibleDepartmentList } from 'shared-ui';
import type { StudentCredentials } from '../../../api/credentials';

/**
 * POST /auth/register with the portal password: the student's portal profile and the token that
 * lets them sign up. It waits on the portal.
 */
export async function verifyStudent(credentials: StudentCredentials): Promise<VerificationResult> {
  return ensureOk(
    await publicClient.post<VerificationResult>('/auth/register', credentials, {
      timeout: PORTAL_TIMEOUT_MS,
    }),
  );
}

/** GET /terms/current, for the terms. */
export async function fetchCurrentTerm(signal: AbortSignal): Promise<CurrentTerm> {
  return ensureOk(await publicClient.get<CurrentTerm>('/terms/current', { signal }));
}

/** GET /departments, for the 검사대상표. */
export async function fetchDepartments(signal: AbortSignal): Promise<EligibleDepartmentList> {
  return ensureOk(await publicClient.get<EligibleDepartmentList>('/departments', { signal }));
}
