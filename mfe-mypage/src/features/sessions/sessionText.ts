import type { ActiveSession } from 'api-contract';

/** "Chrome · Windows"; what the api could not tell from the User-Agent is said so. */
export function deviceName(session: Pick<ActiveSession, 'browser' | 'os'>): string {
  return `${session.browser ?? '알 수 없는 브라우저'} · ${session.os ?? '알 수 없는 운영체제'}`;
}

const SEOUL_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An api timestamp as the member reads it, in Korean time: "2026. 11. 25. 18:44". */
export function formatUseTime(isoTimestamp: string): string {
  return SEOUL_TIME.format(new Date(isoTimestamp));
}
