// The api's answers to the result page's first reads for its tests: served by the fake api, or
// held in the page as the shell's server renders it (issue 27), from the same bodies.
import type { Credit, CultureItem, RequirementStatus, SubDomain } from '@smunity/api-contract';

export function status(total: number, completed: number): RequirementStatus {
  return {
    total,
    completed,
    required: Math.max(0, total - completed),
    completion: total === 0 ? 100 : Math.min(100, Math.floor((completed * 100) / total)),
  };
}

export function resultBody(total: number, completed: number, content: unknown[] = []) {
  return { completed: total <= completed, status: status(total, completed), count: 0, content };
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

/** The category boxes of a single and of a double major, as the page asks for them. */
export const EITHER_MODE = [
  'MAJOR_ADVANCED',
  'MAJOR_OPTIONAL',
  'CULTURE',
  'FIRST_MAJOR',
  'SECOND_MAJOR',
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

/** The api's answers to the page's first reads, by URL as the page asks them. */
export function resultAnswers(credit: Credit, categories: CategoryTotals): Record<string, unknown> {
  return {
    '/api/v1/members/me': { username: credit.username, name: credit.name, yearId: 4 },
    '/api/v1/courses/credit': credit,
    '/api/v1/courses/basis': basisOf(credit.username),
    '/api/v1/courses/cultures/BASIC': resultBody(2, 1, BASIC_ITEMS),
    '/api/v1/courses/cultures/CORE': resultBody(2, 1, CORE_ITEMS),
    '/api/v1/courses/cultures/BALANCE': resultBody(3, 3, BALANCE_ITEMS),
    // The page asks the boxes of both major modes at once; the other mode's are not shown.
    ...Object.fromEntries(
      EITHER_MODE.map((category) => [
        `/api/v1/courses?category=${category}`,
        resultBody(...(categories[category] ?? [0, 0])),
      ]),
    ),
  };
}
