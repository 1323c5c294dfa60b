// Calendar periods of the admin statistics, in Korean time. Korea has kept UTC+9 without
// daylight saving since 1988, so a fixed offset is exact here and matches the database's
// `at time zone 'Asia/Seoul'` (queries.ts).

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  /** The instant the period starts (00:00 KST of its first day). */
  since: Date;
  /** Its days ('2026-11-25') or ISO weeks ('2026-W48'), oldest first. */
  labels: string[];
}

/** Today and the `count - 1` days before it, in Korean time. */
export function recentDays(now: Date, count: number): Period {
  const today = kstMidnight(now);
  const days = Array.from({ length: count }, (_, index) => today - (count - 1 - index) * DAY_MS);
  return { since: new Date(days[0]! - KST_OFFSET_MS), labels: days.map(dayLabel) };
}

/** This ISO week and the `count - 1` weeks before it (weeks start on Monday, Korean time). */
export function recentWeeks(now: Date, count: number): Period {
  const today = kstMidnight(now);
  // getUTCDay: 0 = Sunday; ISO weeks start on Monday.
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const mondays = Array.from(
    { length: count },
    (_, index) => monday - (count - 1 - index) * 7 * DAY_MS,
  );
  return { since: new Date(mondays[0]! - KST_OFFSET_MS), labels: mondays.map(isoWeekLabel) };
}

/** A count for every week of `weeks`, 0 where the database had no row. */
export function countsPerWeek(
  weeks: readonly string[],
  rows: readonly { week: string; count: number }[],
): { week: string; count: number }[] {
  const counts = new Map(rows.map((row) => [row.week, row.count]));
  return weeks.map((week) => ({ week, count: counts.get(week) ?? 0 }));
}

/** Milliseconds of 00:00 of the Korean calendar day of `now`, as if that were UTC. */
function kstMidnight(now: Date): number {
  const shifted = now.getTime() + KST_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS);
}

function dayLabel(shiftedMidnight: number): string {
  return new Date(shiftedMidnight).toISOString().slice(0, 10);
}

/** ISO 8601 week label of the week starting on this Monday: the year of its Thursday. */
function isoWeekLabel(monday: number): string {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday =
    Date.UTC(year, 0, 1) + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7) * DAY_MS;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}
