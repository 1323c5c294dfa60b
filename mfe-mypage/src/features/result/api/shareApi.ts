import type { ShareBody, ShareCreated, ShareList, ShareSummary } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

/** POST /shares: a link to a snapshot of the result as it is now. The token comes only here. */
export async function createShareLink(body: ShareBody): Promise<ShareCreated> {
  return ensureOk(await authClient.post<ShareCreated>('/shares', body));
}

/** GET /shares: the member's links that have not expired, newest first. */
export async function fetchShareLinks(signal?: AbortSignal): Promise<ShareSummary[]> {
  return ensureOk(await authClient.get<ShareList>('/shares', { signal })).content;
}

/** DELETE /shares/{id}: the link stops working at once. */
export async function revokeShareLink(id: number): Promise<void> {
  ensureOk(await authClient.delete<null>(`/shares/${id}`));
}
