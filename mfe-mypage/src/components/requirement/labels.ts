// Texts of a result as a document (the printed 점검표 and the shared page): the rule set it was
// checked against. Its dates are shared-ui's isoDay.
import type { CurrentTerm } from '@smunity/api-contract';
import { curriculumTermLabel } from '@smunity/shared-ui';

/** "2019학번 · 2025학년도 2학기 교육과정": the cohort and the 교육과정 term the check follows. */
export function ruleSetLabel(
  cohort: number | string,
  term: Pick<CurrentTerm, 'year' | 'semester'> | null,
): string {
  const curriculum = term === null ? '현재 교육과정' : `${curriculumTermLabel(term)} 교육과정`;
  return `${cohort}학번 · ${curriculum}`;
}
