import type { Semester } from '../../audit';
import type { OfferingTermCode } from '../../db/enums';

/** How a term is shown: the two semesters and the seasonal sessions between them. */
export const OFFERING_SEMESTER_NAMES = ['1학기', '여름학기', '2학기', '겨울학기'] as const;
export type OfferingSemesterName = (typeof OFFERING_SEMESTER_NAMES)[number];

/** When a course is usually offered; null when it had no regular-semester offering. */
export const USUAL_SEMESTERS = ['1학기', '2학기', '매학기'] as const;
export type UsualSemester = (typeof USUAL_SEMESTERS)[number];

/**
 * The portal's semester code → name. 10/20 are the semesters; 11/21 the summer and winter
 * sessions, and the small special sessions 12/13 and 22/23 are shown as the session they follow.
 */
export function semesterNameOf(code: OfferingTermCode): OfferingSemesterName {
  if (code === '10') return '1학기';
  if (code === '20') return '2학기';
  return code.startsWith('1') ? '여름학기' : '겨울학기';
}

/** The regular semester of a code, null for seasonal sessions. */
export function regularSemesterOf(code: OfferingTermCode): Semester | null {
  if (code === '10') return 'FIRST';
  if (code === '20') return 'SECOND';
  return null;
}

export interface OfferedTerm {
  readonly year: number;
  readonly code: OfferingTermCode;
}

/** Only the latest years count: a course that moved from 1학기 to 2학기 is a 2학기 course. */
export const USUAL_RECENT_YEARS = 4;

/**
 * "usual" of GET /offerings/{number} and of the planner. Over the last USUAL_RECENT_YEARS years
 * in which the course had a regular-semester offering: offered in both semesters about equally
 * often (the rarer one at least half as often) → 매학기, otherwise the more frequent one.
 * Seasonal sessions do not count: nobody plans a degree on them.
 */
export function usualSemester(terms: readonly OfferedTerm[]): UsualSemester | null {
  const regular = terms.flatMap((term) => {
    const semester = regularSemesterOf(term.code);
    return semester === null ? [] : [{ year: term.year, semester }];
  });
  const years = [...new Set(regular.map((term) => term.year))].sort((a, b) => b - a);
  const recent = new Set(years.slice(0, USUAL_RECENT_YEARS));
  let first = 0;
  let second = 0;
  for (const term of regular) {
    if (!recent.has(term.year)) continue;
    if (term.semester === 'FIRST') first += 1;
    else second += 1;
  }
  if (first === 0 && second === 0) return null;
  if (Math.min(first, second) * 2 >= Math.max(first, second)) return '매학기';
  return first > second ? '1학기' : '2학기';
}
