import type { PrivacyPolicy } from '@smunity/api-contract';
import { ensureOk, publicClient } from '@smunity/shared-auth';

/** GET /privacy/policy: what the policy states, from the api's own settings. */
export async function fetchPrivacyPolicy(signal: AbortSignal): Promise<PrivacyPolicy> {
  return ensureOk(await publicClient.get<PrivacyPolicy>('/privacy/policy', { signal }));
}
