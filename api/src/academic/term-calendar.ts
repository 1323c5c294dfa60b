import type { Semester } from '../audit/enums';

/** A month and day of the Korean calendar, e.g. 1 March = { month: 3, day: 1 }. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface AcademicTerm {
  year: number;
  semester: Semester;
}

/**
 * When terms start (TERM_FIRST_SEMESTER_START, TERM_SECOND_SEMESTER_START) and, for a shifted
 * calendar, the term an operator pinned (CURRENT_TERM).
 */
export interface TermCalendar {
  firstSemesterStart: MonthDay;
  secondSemesterStart: MonthDay;
  pinned: AcademicTerm | null;
}

export const DEFAULT_TERM_CALENDAR: TermCalendar = {
  firstSemesterStart: { month: 3, day: 1 },
  secondSemesterStart: { month: 9, day: 1 },
  pinned: null,
};

/** Korea keeps no daylight saving time: Asia/Seoul is UTC+9 all year. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's date in Asia/Seoul at the instant `nowMs`. */
export function seoulDate(nowMs: number): { year: number; month: number; day: number } {
  const seoul = new Date(nowMs + SEOUL_OFFSET_MS);
  return { year: seoul.getUTCFullYear(), month: seoul.getUTCMonth() + 1, day: seoul.getUTCDate() };
}

function onOrAfter(date: MonthDay, start: MonthDay): boolean {
  return date.month > start.month || (date.month === start.month && date.day >= start.day);
}

/**
 * The term whose range holds today in Seoul: 1학기 from its start date until 2학기 starts,
 * 2학기 from then until next year's 1학기 (so 15 January 2027 is 2026 2학기). A pinned term wins.
 */
export function currentTerm(calendar: TermCalendar, nowMs: number): AcademicTerm {
  if (calendar.pinned !== null) return calendar.pinned;
  const today = seoulDate(nowMs);
  if (onOrAfter(today, calendar.secondSemesterStart)) {
    return { year: today.year, semester: 'SECOND' };
  }
  if (onOrAfter(today, calendar.firstSemesterStart)) return { year: today.year, semester: 'FIRST' };
  return { year: today.year - 1, semester: 'SECOND' };
}

/** "today" for everything that asks for the current term: a clock and the calendar. */
export interface TermClock {
  current(): AcademicTerm;
  /** The calendar year in Seoul today (the newest 학번 that can exist). */
  calendarYear(): number;
}

export function createTermClock(calendar: TermCalendar, now: () => number): TermClock {
  return {
    current: () => currentTerm(calendar, now()),
    calendarYear: () => seoulDate(now()).year,
  };
}
