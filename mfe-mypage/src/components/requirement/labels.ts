// Texts of a result as a document (the printed 점검표 and the shared page): the rule set it was
// checked against. Its dates are shared-ui's isoDay.
import type { CurrentTerm } from '@smunity/api-contract';

/** "2019학번 · 2025학년도 2학기 교육과정": the cohort and the 교육과정 term the check follows. */
export function ruleSetLabel(
  cohort: number | string,
  term: Pick<CurrentTerm, 'year' | 'semester'> | null,
): string {
  const curriculum =
    term === null ? '현재 교육과정' : `${term.year}학년도 ${term.semester} 교육과정`;
  return `${cohort}학번 · ${curriculum}`;
}

/** "2017–2024 시간표 기준": the timetable years behind "개설 학기". */
export function timetableLabel(years: { from: number; to: number }): string {
  return years.from === years.to
    ? `${years.from} 시간표 기준`
    : `${years.from}–${years.to} 시간표 기준`;
}
