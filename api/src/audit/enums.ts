/**
 * The audit's vocabulary: enum values as `as const` arrays (for validating query params and
 * iterating in a fixed order) plus their Korean labels. Orders and labels follow docs/domain.md §1.
 */

/** Where a course's credits count. Labels are the result page's box titles. */
export const CATEGORIES = [
  'MAJOR_ADVANCED',
  'MAJOR_OPTIONAL',
  'FIRST_MAJOR',
  'SECOND_MAJOR',
  'CULTURE',
  'ETC',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABEL: Readonly<Record<Category, string>> = {
  MAJOR_ADVANCED: '전공심화',
  MAJOR_OPTIONAL: '전공선택',
  FIRST_MAJOR: '1전공',
  SECOND_MAJOR: '다전공',
  CULTURE: '교양',
  ETC: '일반',
};

/** The three 교양 requirement groups. */
export const DOMAINS = ['BASIC', 'CORE', 'BALANCE'] as const;
export type Domain = (typeof DOMAINS)[number];
export const DOMAIN_LABEL: Readonly<Record<Domain, string>> = {
  BASIC: '기초교양',
  CORE: '상명핵심역량교양',
  BALANCE: '균형교양',
};

/**
 * 교양 sub-domains. The order matters: a portal 교양영역 text maps to the FIRST sub-domain whose
 * label it contains (so BASIC_COMPUTER_1 wins over BASIC_COMPUTER, see classify.ts).
 * The labels are also the texts matched against the portal and shown to users.
 */
export const SUB_DOMAINS = [
  'BASIC_ACCIDENT',
  'BASIC_ENG_MATH',
  'BASIC_COMPUTER_1',
  'BASIC_COMPUTER_2',
  'BASIC_COMPUTER',
  'CORE_PROFESSIONAL',
  'CORE_CREATIVE',
  'CORE_CONVERGENCE',
  'CORE_DIVERSITY',
  'CORE_ETHICAL',
  'BALANCE_HUMANITIES',
  'BALANCE_SOCIAL',
  'BALANCE_NATURAL',
  'BALANCE_ENGINEER',
  'BALANCE_ART',
  'BALANCE_BRIDGE',
  'BALANCE_NATURAL_ENGINEER',
] as const;
export type SubDomain = (typeof SUB_DOMAINS)[number];
export const SUB_DOMAIN_LABEL: Readonly<Record<SubDomain, string>> = {
  BASIC_ACCIDENT: '사고와표현',
  BASIC_ENG_MATH: '기초영어/기초수학',
  BASIC_COMPUTER_1: '컴퓨팅사고와데이터의이해',
  BASIC_COMPUTER_2: '알고리즘과게임콘텐츠',
  BASIC_COMPUTER: '컴퓨팅사고와문제해결',
  CORE_PROFESSIONAL: '전문지식탐구역량',
  CORE_CREATIVE: '창의적문제해결역량',
  CORE_CONVERGENCE: '융복합역량',
  CORE_DIVERSITY: '다양성존중역량',
  CORE_ETHICAL: '윤리실천역량',
  BALANCE_HUMANITIES: '균형(인문)',
  BALANCE_SOCIAL: '균형(사회)',
  BALANCE_NATURAL: '균형(자연)',
  BALANCE_ENGINEER: '균형(공학)',
  BALANCE_ART: '균형(예술)',
  BALANCE_BRIDGE: '균형(브리지)',
  BALANCE_NATURAL_ENGINEER: '균형(자연/공학)',
};
/** The domain each sub-domain belongs to (the name prefix, spelled out for the type checker). */
export const SUB_DOMAIN_DOMAIN: Readonly<Record<SubDomain, Domain>> = {
  BASIC_ACCIDENT: 'BASIC',
  BASIC_ENG_MATH: 'BASIC',
  BASIC_COMPUTER_1: 'BASIC',
  BASIC_COMPUTER_2: 'BASIC',
  BASIC_COMPUTER: 'BASIC',
  CORE_PROFESSIONAL: 'CORE',
  CORE_CREATIVE: 'CORE',
  CORE_CONVERGENCE: 'CORE',
  CORE_DIVERSITY: 'CORE',
  CORE_ETHICAL: 'CORE',
  BALANCE_HUMANITIES: 'BALANCE',
  BALANCE_SOCIAL: 'BALANCE',
  BALANCE_NATURAL: 'BALANCE',
  BALANCE_ENGINEER: 'BALANCE',
  BALANCE_ART: 'BALANCE',
  BALANCE_BRIDGE: 'BALANCE',
  BALANCE_NATURAL_ENGINEER: 'BALANCE',
};

/** 이수 면제. A member without one has `null` (the UI shows NO_EXEMPTION_LABEL). */
export const EXEMPTIONS = ['FOREIGN', 'DISABLED', 'TRANSFER'] as const;
export type Exemption = (typeof EXEMPTIONS)[number];
export const EXEMPTION_LABEL: Readonly<Record<Exemption, string>> = {
  FOREIGN: '외국인특별전형',
  DISABLED: '장애학생',
  TRANSFER: '편입생',
};
export const NO_EXEMPTION_LABEL = '해당없음';

/** 학년 of a department curriculum row (subject_major). */
export const GRADES = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'ALL'] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_LABEL: Readonly<Record<Grade, string>> = {
  FIRST: '1학년',
  SECOND: '2학년',
  THIRD: '3학년',
  FOURTH: '4학년',
  ALL: '전체학년',
};

export const SEMESTERS = ['FIRST', 'SECOND'] as const;
export type Semester = (typeof SEMESTERS)[number];
export const SEMESTER_LABEL: Readonly<Record<Semester, string>> = {
  FIRST: '1학기',
  SECOND: '2학기',
};

/** Single major, or double major (the member has a second department). */
export const MAJOR_MODES = ['SINGLE', 'DOUBLE'] as const;
export type MajorMode = (typeof MAJOR_MODES)[number];

/** Type guard for untrusted strings (query params, CSV cells) against one of the arrays above. */
export function isOneOf<T extends string>(
  values: readonly T[],
  candidate: unknown,
): candidate is T {
  return typeof candidate === 'string' && (values as readonly string[]).includes(candidate);
}

/** A record over an enum's values, built in the enum's order. */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  valueOf: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}
