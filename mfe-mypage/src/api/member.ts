// The member as both pages of this remote need it: my page shows and edits it, the result page
// only checks that the member's cohort can be checked.
import { authClient, ensureOk } from 'shared-auth';

/** 이수 면제; a member without one has null. */
export type Exemption = 'FOREIGN' | 'DISABLED' | 'TRANSFER';

/** GET /members/me */
export interface MemberInfo {
  /** 학번 */
  username: string;
  name: string;
  department: string;
  /** The university's department code, for the curriculum link. */
  deptCode: string;
  /** The department is a track of a faculty the member may switch (e.g. 핀테크전공). */
  deptEditable: boolean;
  secondDepartment: string | null;
  secondDeptCode: string | null;
  /** Cohort row; 1 = entered before 2017, whose graduation cannot be checked. */
  yearId: number;
  exemption: Exemption | null;
}

export async function fetchMyInfo(signal: AbortSignal): Promise<MemberInfo> {
  return ensureOk(await authClient.get<MemberInfo>('/members/me', { signal }));
}

/** The cohort row of everyone who entered before 2017 (DOMAIN.md §1). */
const BEFORE_2017_YEAR_ID = 1;

/** Graduation is checked from the 2017 cohort on; earlier members may still store courses. */
export function isCheckable(member: Pick<MemberInfo, 'yearId'>): boolean {
  return member.yearId !== BEFORE_2017_YEAR_ID;
}

export const NOT_CHECKABLE_MESSAGE = '2017학번부터 검사가 가능합니다.';
