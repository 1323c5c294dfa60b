// How the result page presents the api's statuses: which boxes a member sees, and the sentence
// under each. The api gives codes (MAJOR_ADVANCED, CORE…); their names are this app's messages
// (labels.ts).
import type { IntlShape } from 'react-intl';
import type { Category, Domain, RequirementStatus } from '@smunity/api-contract';

/** The category boxes of a single or a double major, in display order. */
export function categoriesOf(isDoubleMajor: boolean): readonly Category[] {
  return isDoubleMajor
    ? ['FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE']
    : ['MAJOR_ADVANCED', 'MAJOR_OPTIONAL', 'CULTURE'];
}

/** Categories backed by a department curriculum, so uncompleted courses can be recommended. */
export function hasMajorRecommendations(category: Category): boolean {
  return category !== 'CULTURE' && category !== 'ETC';
}

/** A requirement of 0 (e.g. 전공심화 of 융합경영학과, every domain of a 편입생) is not shown. */
export function isApplicable(status: RequirementStatus): boolean {
  return status.total > 0;
}

/** The sentence under a requirement: met or not, and what is missing. */
export interface Verdict {
  met: boolean;
  text: string;
}

export function creditVerdict(intl: IntlShape, met: boolean, status: RequirementStatus): Verdict {
  return met
    ? { met, text: intl.formatMessage({ id: 'mypage.verdict.creditsMet' }) }
    : {
        met,
        text: intl.formatMessage(
          { id: 'mypage.verdict.creditsShort' },
          { credits: String(status.required) },
        ),
      };
}

export function domainVerdict(intl: IntlShape, domain: Domain, met: boolean): Verdict {
  const unit = domainUnit(domain);
  return {
    met,
    text: intl.formatMessage({ id: `mypage.verdict.${unit}${met ? 'Met' : 'Short'}` }),
  };
}

/** What a domain counts: 기초교양 its courses (과목), the others their areas (영역). */
export type DomainUnit = 'courses' | 'areas';

export function domainUnit(domain: Domain): DomainUnit {
  return domain === 'BASIC' ? 'courses' : 'areas';
}
