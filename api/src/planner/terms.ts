/** Semesters of a plan: ordering, arithmetic and the "YYYY-S" text form of the api. */
import type { Semester } from '../audit';
import { SEMESTER_LABEL } from '../audit';

export interface PlanTerm {
  readonly year: number;
  readonly semester: Semester;
}

/** A comparable index: 2026-1 → 4052, 2026-2 → 4053. */
export function termIndex(term: PlanTerm): number {
  return term.year * 2 + (term.semester === 'FIRST' ? 0 : 1);
}

export function termOfIndex(index: number): PlanTerm {
  return { year: Math.floor(index / 2), semester: index % 2 === 0 ? 'FIRST' : 'SECOND' };
}

export function nextTerm(term: PlanTerm): PlanTerm {
  return termOfIndex(termIndex(term) + 1);
}

/** Every term from `first` to `last`, both included (empty when last is before first). */
export function termsBetween(first: PlanTerm, last: PlanTerm): PlanTerm[] {
  const terms: PlanTerm[] = [];
  for (let index = termIndex(first); index <= termIndex(last); index += 1) {
    terms.push(termOfIndex(index));
  }
  return terms;
}

/** "2026-1" ⇄ { year: 2026, semester: FIRST }. */
export const TERM_TEXT_PATTERN = '^[0-9]{4}-[12]$';

export function termText(term: PlanTerm): string {
  return `${term.year}-${term.semester === 'FIRST' ? 1 : 2}`;
}

export function parseTermText(text: string): PlanTerm | null {
  const match = /^(\d{4})-([12])$/.exec(text);
  if (match === null) return null;
  return { year: Number(match[1]), semester: match[2] === '1' ? 'FIRST' : 'SECOND' };
}

/** "2026년 1학기" */
export function termLabel(term: PlanTerm): string {
  return `${term.year}년 ${SEMESTER_LABEL[term.semester]}`;
}
