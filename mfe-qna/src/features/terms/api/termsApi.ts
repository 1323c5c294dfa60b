import type { CurrentTerm, DepartmentList } from '@smunity/api-contract';
import { ensureOk, publicClient } from '@smunity/shared-auth';

/** GET /terms/current: the term the recommendations and checks follow. */
export async function fetchCurrentTerm(signal: AbortSignal): Promise<CurrentTerm> {
  return ensureOk(await publicClient.get<CurrentTerm>('/terms/current', { signal }));
}

/** GET /departments: the 검사대상표. */
export async function fetchEligibleDepartments(signal: AbortSignal): Promise<DepartmentList> {
  return ensureOk(await publicClient.get<DepartmentList>('/departments', { signal }));
}
