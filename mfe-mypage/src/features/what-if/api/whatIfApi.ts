import type { DepartmentList, DepartmentSummary, WhatIf } from '@smunity/api-contract';
import { authClient, ensureOk, publicClient } from '@smunity/shared-auth';

/** GET /departments: every department a member can belong to, with its id. */
export async function fetchDepartments(signal: AbortSignal): Promise<DepartmentSummary[]> {
  return ensureOk(await publicClient.get<DepartmentList>('/departments', { signal })).content;
}

export interface Profile {
  departmentId: number;
  /** null = no 다전공. */
  secondDepartmentId: number | null;
}

/** GET /courses/what-if: the stored courses audited for `profile` (nothing is saved). */
export async function fetchWhatIf(profile: Profile, signal: AbortSignal): Promise<WhatIf> {
  const response = await authClient.get<WhatIf>('/courses/what-if', {
    params: {
      departmentId: profile.departmentId,
      secondDepartmentId: profile.secondDepartmentId ?? 'none',
    },
    signal,
  });
  return ensureOk(response);
}
