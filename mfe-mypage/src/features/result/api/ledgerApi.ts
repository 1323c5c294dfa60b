import type { Ledger, LedgerEntry } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

/** Every stored course and what the graduation check did with it (GET /courses/ledger). */
export async function fetchCourseLedger(signal: AbortSignal): Promise<LedgerEntry[]> {
  const response = await authClient.get<Ledger>('/courses/ledger', { signal });
  return ensureOk(response).content;
}
