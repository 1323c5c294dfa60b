import { koreanCount } from '@smunity/shared-ui';

const HOUR_MS = 3_600_000;

/**
 * A span of hours as an admin reads it, the same on the dashboard and in the queue: '1시간 미만',
 * '5.3시간', '2일'.
 */
export function hoursLabel(hours: number): string {
  if (hours < 1) return '1시간 미만';
  if (hours < 48) return koreanCount(hours, '시간');
  return `${Math.floor(hours / 24)}일`;
}

/** How long a question has waited, in whole hours: '3시간', '2일', '1시간 미만'. */
export function waitingTime(createdAt: string, now: number): string {
  return hoursLabel(Math.floor((now - Date.parse(createdAt)) / HOUR_MS));
}
