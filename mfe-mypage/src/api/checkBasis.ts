// What a member's result is checked against: the result page, the plan, the what-if and the
// printed 점검표 all name it.
import type { CheckBasis } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

const CHECK_BASIS_PATH = '/courses/basis';

/** GET /courses/basis */
export async function fetchCheckBasis(signal: AbortSignal): Promise<CheckBasis> {
  return ensureOk(await authClient.get<CheckBasis>(CHECK_BASIS_PATH, { signal }));
}
