// Texts of a result: the rule set it was checked against, and the names of the api's requirement
// codes (MAJOR_ADVANCED, CORE…) in the page's language. Dates are shared-ui's isoDay.
import type { IntlShape } from 'react-intl';
import type { Category, CurrentTerm, Domain } from '@smunity/api-contract';
import { curriculumTermLabel } from '@smunity/shared-ui';

/** "2019학번 · 2025학년도 2학기 교육과정": the cohort and the 교육과정 term the check follows. */
export function ruleSetLabel(
  intl: IntlShape,
  cohort: number | string,
  term: Pick<CurrentTerm, 'year' | 'semester'> | null,
): string {
  const curriculum =
    term === null
      ? intl.formatMessage({ id: 'mypage.ruleSet.currentCurriculum' })
      : intl.formatMessage(
          { id: 'mypage.ruleSet.termCurriculum' },
          { term: curriculumTermLabel(term, intl) },
        );
  return intl.formatMessage({ id: 'mypage.ruleSet.label' }, { cohort: String(cohort), curriculum });
}

/** 전공심화, 전공선택, 1전공, 다전공, 교양, 일반. */
export function categoryLabel(intl: IntlShape, category: Category): string {
  return intl.formatMessage({ id: `mypage.category.${category}` });
}

/** 기초교양, 상명핵심역량교양, 균형교양. */
export function domainLabel(intl: IntlShape, domain: Domain): string {
  return intl.formatMessage({ id: `mypage.domain.${domain}` });
}
