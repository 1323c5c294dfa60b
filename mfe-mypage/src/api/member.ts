// The member as both pages of this remote need it: my page shows and edits it, the result page
// only checks that the member's cohort can be checked.
import type { MemberInfo } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

const MY_INFO_PATH = '/members/me';

/** GET /members/me */
export async function fetchMyInfo(signal: AbortSignal): Promise<MemberInfo> {
  return ensureOk(await authClient.get<MemberInfo>(MY_INFO_PATH, { signal }));
}

/** The cohort row of everyone who entered before 2017 (docs/domain.md §1). */
const BEFORE_2017_YEAR_ID = 1;

/** Graduation is checked from the 2017 cohort on; earlier members may still store courses. */
export function isCheckable(member: Pick<MemberInfo, 'yearId'>): boolean {
  return member.yearId !== BEFORE_2017_YEAR_ID;
}
