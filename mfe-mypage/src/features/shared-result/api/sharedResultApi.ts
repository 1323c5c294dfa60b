import type { SharedResult } from '@smunity/api-contract';
import { ensureOk, publicClient } from '@smunity/shared-auth';

/**
 * GET /shares/{token}, for anyone holding the link (no member needed). An expired, revoked or
 * unknown link is a 404 SHARE001, which ensureOk raises as an ApiError.
 */
export async function fetchSharedResult(token: string, signal: AbortSignal): Promise<SharedResult> {
  const response = await publicClient.get<SharedResult>(`/shares/${encodeURIComponent(token)}`, {
    signal,
  });
  return ensureOk(response);
}
