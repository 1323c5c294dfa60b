import type { Category, Domain, RequirementStatus } from '@smunity/api-contract';
// How the result page presents the api's statuses: box titles, which boxes a member sees, and the
// sentence under each. The api gives codes (MAJOR_ADVANCED, CORE…); the labels are the api's (api-contract).

export { CATEGORY_LABEL, DOMAIN_LABEL, DOMAINS } from '@smunity/api-contract';

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

export function creditVerdict(met: boolean, status: RequirementStatus): Verdict {
  return met
    ? { met, text: '기준 학점을 만족했습니다.' }
    : { met, text: `${status.required} 학점이 부족합니다.` };
}

export function domainVerdict(domain: Domain, met: boolean): Verdict {
  if (domain === 'BASIC') {
    return { met, text: met ? '필수과목 조건을 만족했습니다.' : '필수과목이 부족합니다.' };
  }
  return { met, text: met ? '선택영역 조건을 만족했습니다.' : '선택영역이 부족합니다.' };
}

/** What a domain counts: 기초교양 its courses, the others their areas. */
export function domainUnit(domain: Domain): '과목' | '영역' {
  return domain === 'BASIC' ? '과목' : '영역';
}
