// How the board shows when something was written: in Korean time (the university's, whatever the
// reader's device says), as yy-MM-dd or yy-MM-dd HH:mm.

import type { Answer, QuestionSummary } from 'api-contract';

/** The two timestamps every question and answer carries (ISO 8601 from the api). */
export type PostTimes = Pick<QuestionSummary | Answer, 'createdAt' | 'updatedAt'>;

const SEOUL_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function seoulParts(isoDate: string) {
  const parts = SEOUL_PARTS.formatToParts(new Date(isoDate));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** "25-03-01" */
export function formatPostDate(isoDate: string): string {
  return seoulParts(isoDate).date;
}

/** "25-03-01 09:05" */
export function formatPostDateTime(isoDate: string): string {
  const { date, time } = seoulParts(isoDate);
  return `${date} ${time}`;
}

/** Compared as instants: the same moment may be written with other precision or offset. */
export function isEdited({ createdAt, updatedAt }: PostTimes): boolean {
  return Date.parse(updatedAt) !== Date.parse(createdAt);
}

export interface PostTimestamp {
  /** For <time dateTime>. */
  isoDate: string;
  /** "25-03-01 09:05", or "25-03-02 10:00 (수정)" once edited. */
  text: string;
}

/** The time a post shows: when it was last edited (marked so), else when it was written. */
export function postTimestamp(times: PostTimes): PostTimestamp {
  if (isEdited(times)) {
    return { isoDate: times.updatedAt, text: `${formatPostDateTime(times.updatedAt)} (수정)` };
  }
  return { isoDate: times.createdAt, text: formatPostDateTime(times.createdAt) };
}
