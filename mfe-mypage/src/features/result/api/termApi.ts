import type { CurrentTerm } from 'api-contract';
import { ensureOk, publicClient } from 'shared-auth';

/** GET /terms/current: the 교육과정 term the check follows (for the printed 점검표). */
export async function fetchCurrentTerm(signal: AbortSignal): Promise<CurrentTerm> {
  return ensureOk(await publicClient.get<CurrentTerm>('/terms/current', { signal }));
}
