// The api's answer to the result page's one read for its tests: served by the fake api, or held
// in the page as the shell's server renders it (issue 27), from the same body.
import type {
  Category,
  Credit,
  CultureItem,
  LedgerEntry,
  MemberInfo,
  RequirementStatus,
  SubDomain,
} from '@smunity/api-contract';
import {
  GRADUATION_CHECK_URL,
  type GraduationResult,
} from '../features/result/api/graduationResult';
import { aMember } from './members';

export function status(total: number, completed: number): RequirementStatus {
  return {
    total,
    completed,
    required: Math.max(0, total - completed),
    completion: total === 0 ? 100 : Math.min(100, Math.floor((completed * 100) / total)),
  };
}

export function resultBody<Item>(total: number, completed: number, content: Item[] = []) {
  return {
    completed: total <= completed,
    status: status(total, completed),
    count: content.length,
    content,
  };
}

export const SINGLE: Credit = {
  username: '201910101',
  name: '김상명',
  total: 130,
  completed: 97,
  required: 33,
  completion: 74,
  major: 72,
  secondMajor: null,
  culture: 22,
  etc: 3,
  isDoubleMajor: false,
};

export const DOUBLE: Credit = {
  ...SINGLE,
  username: '202012301',
  name: '박지훈',
  major: 40,
  secondMajor: 45,
  isDoubleMajor: true,
};

const item = (subDomain: SubDomain, subDomainName: string, completed: boolean): CultureItem => ({
  subDomain,
  subDomainName,
  completed,
});

export const BASIC_ITEMS = [
  item('BASIC_ACCIDENT', '사고와표현', true),
  item('BASIC_ENG_MATH', '기초영어/기초수학', false),
];
export const CORE_ITEMS = [
  item('CORE_PROFESSIONAL', '전문지식탐구역량', false),
  item('CORE_CREATIVE', '창의적문제해결역량', true),
  item('CORE_ETHICAL', '윤리실천역량', false),
];
export const BALANCE_ITEMS = [
  item('BALANCE_HUMANITIES', '균형(인문)', true),
  item('BALANCE_SOCIAL', '균형(사회)', true),
  item('BALANCE_ART', '균형(예술)', true),
];

export type CategoryTotals = Record<string, [number, number]>;

/** The api's displayed categories of a single and of a double major (ETC has no box). */
const DISPLAYED: Record<'single' | 'double', readonly Category[]> = {
  single: ['MAJOR_ADVANCED', 'MAJOR_OPTIONAL', 'CULTURE', 'ETC'],
  double: ['FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE', 'ETC'],
};

/** The boxes of a single major's result after its credit summary, in order (ETC has none). */
export const SINGLE_MAJOR_BOXES = [
  '전공심화',
  '전공선택',
  '교양',
  '기초교양',
  '상명핵심역량교양',
  '균형교양',
];

export const SINGLE_CATEGORIES: CategoryTotals = {
  MAJOR_ADVANCED: [15, 12],
  MAJOR_OPTIONAL: [45, 60],
  CULTURE: [33, 22],
};

export const DOUBLE_CATEGORIES: CategoryTotals = {
  FIRST_MAJOR: [36, 40],
  SECOND_MAJOR: [45, 45],
  CULTURE: [33, 33],
};

/** GET /courses/basis of a member checked with their own cohort's curriculum. */
export function basisOf(username: string) {
  const entranceYear = Number(username.slice(0, 4));
  return {
    entranceYear,
    cohort: entranceYear,
    notice: null,
    curriculumTerm: { year: 2025, semester: '2학기' },
    timetable: {
      ranges: [{ from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } }],
      notice: '개설 학기 정보는 2024년 1학기 시간표까지입니다.',
    },
  };
}

/** GET /members/me of the credit summary's member (who can be checked: 2017 or later). */
export function memberOf(credit: Credit): MemberInfo {
  return aMember({
    username: credit.username,
    name: credit.name,
    deptEditable: true,
    secondDepartment: credit.isDoubleMajor ? '경영학부' : null,
    secondDeptCode: credit.isDoubleMajor ? '02001' : null,
  });
}

/** A course of the ledger, counted as 전공선택 unless `overrides` say otherwise. */
export function ledgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 1,
    year: '2022',
    semester: '2학기',
    number: 'HAEA0001',
    name: '게임수학',
    type: '1전선',
    domain: '*',
    credit: 3,
    grade: 'A0',
    counted: true,
    category: 'MAJOR_OPTIONAL',
    categoryLabel: '전공선택',
    subDomain: null,
    subDomainLabel: null,
    creditSummaryField: 'major',
    skipReason: null,
    skipLabel: null,
    subDomainOutcome: null,
    messages: ['전공선택 학점으로 반영되었습니다.'],
    ...overrides,
  };
}

/** GET /graduation-check of a member who can be checked, with these figures. */
export function graduationCheckBody(
  credit: Credit,
  categories: CategoryTotals,
  ledger: LedgerEntry[] = [],
): GraduationResult {
  return {
    checkable: true,
    member: memberOf(credit),
    credit,
    basis: basisOf(credit.username),
    categories: DISPLAYED[credit.isDoubleMajor ? 'double' : 'single'].map((category) => {
      const { completed, status } = resultBody(...(categories[category] ?? [0, 0]));
      return { category, result: { completed, status } };
    }),
    domains: [
      { domain: 'BASIC', result: resultBody(2, 1, BASIC_ITEMS) },
      { domain: 'CORE', result: resultBody(2, 1, CORE_ITEMS) },
      { domain: 'BALANCE', result: resultBody(3, 3, BALANCE_ITEMS) },
    ],
    ledger: { count: ledger.length, content: ledger },
  };
}

/** The api's answer to the page's one read, by URL as the page asks it. */
export function resultAnswers(credit: Credit, categories: CategoryTotals): Record<string, unknown> {
  return { [GRADUATION_CHECK_URL]: graduationCheckBody(credit, categories) };
}
