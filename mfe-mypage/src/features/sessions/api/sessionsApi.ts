import type { ActiveSession, ActiveSessionList } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

/** GET /members/me/sessions: the member's active sessions, the latest used first. */
export async function fetchSessions(signal: AbortSignal): Promise<ActiveSession[]> {
  const response = await authClient.get<ActiveSessionList>('/members/me/sessions', { signal });
  return ensureOk(response).content;
}

/** DELETE /members/me/sessions/{id}: logs that device out. */
export async function endSession(id: string): Promise<void> {
  ensureOk(await authClient.delete(`/members/me/sessions/${encodeURIComponent(id)}`));
}

/** DELETE /members/me/sessions?others=true: logs every device but this one out. */
export async function endOtherSessions(): Promise<void> {
  ensureOk(await authClient.delete('/members/me/sessions', { params: { others: 'true' } }));
}
