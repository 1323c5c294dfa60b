import type { DepartmentList, ReferenceBasis } from '@smunity/api-contract';
import { ensureOk, publicClient } from '@smunity/shared-auth';

/** GET /courses/basis/reference: the 교육과정 term and timetables the terms name. */
export async function fetchDataBasis(signal: AbortSignal): Promise<ReferenceBasis> {
  return ensureOk(await publicClient.get<ReferenceBasis>('/courses/basis/reference', { signal }));
}

/** GET /departments: the 검사대상표. */
export async function fetchEligibleDepartments(signal: AbortSignal): Promise<DepartmentList> {
  return ensureOk(await publicClient.get<DepartmentList>('/departments', { signal }));
}
