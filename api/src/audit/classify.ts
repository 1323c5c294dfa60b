/**
 * Mapping of a portal course row to a category and a 교양 sub-domain (docs/domain.md §1).
 * These follow the portal's vocabulary, not a cohort's rules, so they are code, not rule data;
 * the only cohort-dependent step (sub-domain merges) takes its rows from the rule set.
 */
import type { AuditMember } from './types';
import type { Category, MajorMode, SubDomain } from './enums';
import { SUB_DOMAINS, SUB_DOMAIN_LABEL } from './enums';
import type { SubDomainMerge } from './rule-set';
import { mergeSubDomain } from './rule-set';

/** 이수구분 texts with a category; any other text (1전필, 일선, 융필, …) is ETC. */
const CATEGORY_BY_TYPE: Readonly<Record<MajorMode, ReadonlyMap<string, Category>>> = {
  SINGLE: new Map<string, Category>([
    ['교필', 'CULTURE'],
    ['교선', 'CULTURE'],
    ['1전심', 'MAJOR_ADVANCED'],
    ['1전선', 'MAJOR_OPTIONAL'],
    ['1교직', 'MAJOR_OPTIONAL'],
  ]),
  DOUBLE: new Map<string, Category>([
    ['교필', 'CULTURE'],
    ['교선', 'CULTURE'],
    ['1전심', 'FIRST_MAJOR'],
    ['1전선', 'FIRST_MAJOR'],
    // Kept from the original: 1교직 stays MAJOR_OPTIONAL for a double major, so it counts in
    // neither major (only in the overall total). The ledger explains this to the student.
    ['1교직', 'MAJOR_OPTIONAL'],
    ['2전심', 'SECOND_MAJOR'],
    ['2전선', 'SECOND_MAJOR'],
  ]),
};

export function categoryOf(type: string, majorMode: MajorMode): Category {
  return CATEGORY_BY_TYPE[majorMode].get(type.trim()) ?? 'ETC';
}

/** Whether a type would count for the second major if the member had one (2전심/2전선). */
export function isSecondMajorType(type: string): boolean {
  return CATEGORY_BY_TYPE.DOUBLE.get(type.trim()) === 'SECOND_MAJOR';
}

/** The portal's 교양영역 text for "none" (stored as is). */
export const NO_DOMAIN_TEXT = '*';

/**
 * Texts that mean 기초영어/기초수학 whatever else they say (the portal names the courses, e.g.
 * "EnglishforAcademicPurposes", rather than the sub-domain). Case-sensitive, like the original.
 */
export const BASIC_ENG_MATH_KEYWORDS = ['English', '영어', '수학', '미적분학'] as const;

/**
 * The sub-domain named by a portal 교양영역 text, before any cohort merge: BASIC_ENG_MATH when a
 * keyword occurs, else the first sub-domain in enum order whose label occurs, else null ("*").
 */
export function subDomainFromText(domainText: string): SubDomain | null {
  // Most rows (all major courses) carry the portal's "no domain" marker: skip the scan.
  if (domainText === NO_DOMAIN_TEXT) return null;
  if (BASIC_ENG_MATH_KEYWORDS.some((keyword) => domainText.includes(keyword))) {
    return 'BASIC_ENG_MATH';
  }
  return SUB_DOMAINS.find((subDomain) => domainText.includes(SUB_DOMAIN_LABEL[subDomain])) ?? null;
}

/** The sub-domain a course counts as for the member's cohort (text mapping, then merges). */
export function subDomainOf(
  domainText: string,
  cohort: number | null,
  merges: readonly SubDomainMerge[],
): SubDomain | null {
  const named = subDomainFromText(domainText);
  return named === null ? null : mergeSubDomain(named, cohort, merges);
}

/** A member with a second department is a double major. */
export function majorModeOf(member: Pick<AuditMember, 'secondDepartment'>): MajorMode {
  return member.secondDepartment === null ? 'SINGLE' : 'DOUBLE';
}
