import type { ActiveSession } from '@smunity/api-contract';

/** "Chrome · Windows"; what the api could not tell from the User-Agent is said so. */
export function deviceName(session: Pick<ActiveSession, 'browser' | 'os'>): string {
  return `${session.browser ?? '알 수 없는 브라우저'} · ${session.os ?? '알 수 없는 운영체제'}`;
}
