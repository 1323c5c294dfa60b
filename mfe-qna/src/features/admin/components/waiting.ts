import type { IntlShape } from 'react-intl';
import { formatNumber } from '@smunity/shared-ui';

const HOUR_MS = 3_600_000;

/**
 * A span of hours as an admin reads it, the same on the dashboard and in the queue: '1시간 미만',
 * '5.3시간', '2일'.
 */
export function hoursLabel(hours: number, intl: IntlShape): string {
  if (hours < 1) return intl.formatMessage({ id: 'qna.admin.time.underAnHour' });
  if (hours < 48) {
    return intl.formatMessage({ id: 'qna.admin.time.hours' }, { hours: formatNumber(hours) });
  }
  return intl.formatMessage(
    { id: 'qna.admin.time.days' },
    { days: formatNumber(Math.floor(hours / 24)) },
  );
}

/** How long a question has waited, in whole hours: '3시간', '2일', '1시간 미만'. */
export function waitingTime(createdAt: string, now: number, intl: IntlShape): string {
  return hoursLabel(Math.floor((now - Date.parse(createdAt)) / HOUR_MS), intl);
}
