// How every front end writes dates and numbers. Built by arithmetic on the instant and the digits,
// never by Intl or toLocale*: their output depends on the engine's locale data (WebKit wrote an
// `en-CA` date as 11/26/2026, issue 28) and on the reader's settings. The site is for students
// of a Korean university, so times are Korea's whatever the device's zone (docs/adr/0036).

/** An instant as the api sends it (ISO 8601), a Date, or milliseconds since the epoch. */
export type Moment = Date | string | number;

/** Korea Standard Time is UTC+9 all year: Korea has had no daylight saving time since 1988. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar and clock in Seoul at an instant; month 1–12. */
export interface SeoulTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function seoulTime(moment: Moment): SeoulTime {
  const instant = new Date(moment).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${String(moment)}`);
  // The UTC fields of the instant moved by Seoul's offset are Seoul's wall clock.
  const wall = new Date(instant + SEOUL_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "2026-11-25": the ISO day in Korea, for the printed 점검표 and shared pages. */
export function isoDay(moment: Moment): string {
  const { year, month, day } = seoulTime(moment);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** "26-11-25": yy-mm-dd in Korea, the product's short date. */
export function shortDay(moment: Moment): string {
  const { year, month, day } = seoulTime(moment);
  return `${twoDigits(year % 100)}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** "09:05": HH:mm (24 hours) in Korea. */
export function clockTime(moment: Moment): string {
  const { hour, minute } = seoulTime(moment);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "26-11-25 09:05": the short date and the time. */
export function shortDateTime(moment: Moment): string {
  return `${shortDay(moment)} ${clockTime(moment)}`;
}

/**
 * "1,234,567", "-1,234.5": digits grouped by three with commas, as Korean texts write numbers,
 * with the fraction as JavaScript writes it (round first where fewer digits are wanted).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const digits = String(Math.abs(value));
  if (digits.includes('e')) return String(value); // beyond 1e21 or below 1e-6: no count is
  const point = digits.includes('.') ? digits.indexOf('.') : digits.length;
  const grouped = digits.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${digits.slice(point)}`;
}

/**
 * "1,234명", "12개": a number with its Korean counter word. Korean only: kept for mfe-qna's admin
 * pages until their texts move to its catalog (issue 40), then removed; new code formats the
 * number and puts it in a message ("{count}명").
 */
export function koreanCount(value: number, counter: string): string {
  return `${formatNumber(value)}${counter}`;
}
