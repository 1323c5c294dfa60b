import {
  BASIC_ENG_MATH_KEYWORDS,
  categoryOf,
  majorModeOf,
  subDomainFromText,
  subDomainOf,
} from './classify';
import type { Category, MajorMode, SubDomain } from './enums';
import { CATEGORIES, SUB_DOMAINS, SUB_DOMAIN_LABEL, isOneOf } from './enums';
import { loadRuleSet } from './testing';

describe('categoryOf (이수구분 → category)', () => {
  const cases: [type: string, mode: MajorMode, expected: Category][] = [
    ['교필', 'SINGLE', 'CULTURE'],
    ['교선', 'SINGLE', 'CULTURE'],
    ['교필', 'DOUBLE', 'CULTURE'],
    ['교선', 'DOUBLE', 'CULTURE'],
    ['1전심', 'SINGLE', 'MAJOR_ADVANCED'],
    ['1전선', 'SINGLE', 'MAJOR_OPTIONAL'],
    ['1교직', 'SINGLE', 'MAJOR_OPTIONAL'],
    ['1전심', 'DOUBLE', 'FIRST_MAJOR'],
    ['1전선', 'DOUBLE', 'FIRST_MAJOR'],
    // The original's quirk, kept: 1교직 is MAJOR_OPTIONAL even for a double major.
    ['1교직', 'DOUBLE', 'MAJOR_OPTIONAL'],
    ['2전심', 'DOUBLE', 'SECOND_MAJOR'],
    ['2전선', 'DOUBLE', 'SECOND_MAJOR'],
    ['2전심', 'SINGLE', 'ETC'],
    ['2전선', 'SINGLE', 'ETC'],
    ['1전필', 'SINGLE', 'ETC'],
    ['일선', 'SINGLE', 'ETC'],
    ['융필', 'DOUBLE', 'ETC'],
    ['1MD', 'DOUBLE', 'ETC'],
    ['', 'SINGLE', 'ETC'],
    [' 1전심 ', 'SINGLE', 'MAJOR_ADVANCED'],
  ];
  test.each(cases)('%p for a %s major → %s', (type, mode, expected) => {
    expect(categoryOf(type, mode)).toBe(expected);
  });
});

describe('subDomainFromText (교양영역 text → sub-domain)', () => {
  const cases: [text: string, expected: SubDomain | null][] = [
    ['*', null],
    ['', null],
    ['교양기타', null],
    ['사고와표현', 'BASIC_ACCIDENT'],
    ['기초영어/기초수학', 'BASIC_ENG_MATH'],
    // Keywords win over every label, wherever they occur.
    ['English', 'BASIC_ENG_MATH'],
    ['EnglishforAcademicPurposes', 'BASIC_ENG_MATH'],
    ['기초영어', 'BASIC_ENG_MATH'],
    ['수학', 'BASIC_ENG_MATH'],
    ['미적분학1', 'BASIC_ENG_MATH'],
    ['균형(자연) 수학', 'BASIC_ENG_MATH'],
    // Case-sensitive, as in the original.
    ['english', null],
    ['컴퓨팅사고와데이터의이해', 'BASIC_COMPUTER_1'],
    ['알고리즘과게임콘텐츠', 'BASIC_COMPUTER_2'],
    ['컴퓨팅사고와문제해결', 'BASIC_COMPUTER'],
    ['상명핵심역량교양-창의적문제해결역량', 'CORE_CREATIVE'],
    ['전문지식탐구역량', 'CORE_PROFESSIONAL'],
    ['융복합역량', 'CORE_CONVERGENCE'],
    ['다양성존중역량', 'CORE_DIVERSITY'],
    ['윤리실천역량', 'CORE_ETHICAL'],
    ['균형(인문)', 'BALANCE_HUMANITIES'],
    ['균형교양 균형(사회)', 'BALANCE_SOCIAL'],
    ['균형(자연)', 'BALANCE_NATURAL'],
    ['균형(공학)', 'BALANCE_ENGINEER'],
    ['균형(예술)', 'BALANCE_ART'],
    ['균형(브리지)', 'BALANCE_BRIDGE'],
    // Neither "균형(자연)" nor "균형(공학)" is a substring of the merged label.
    ['균형(자연/공학)', 'BALANCE_NATURAL_ENGINEER'],
    // Two labels: the first in enum order wins.
    ['균형(예술) 사고와표현', 'BASIC_ACCIDENT'],
    ['컴퓨팅사고와데이터의이해/컴퓨팅사고와문제해결', 'BASIC_COMPUTER_1'],
  ];
  test.each(cases)('%p → %p', (text, expected) => {
    expect(subDomainFromText(text)).toBe(expected);
  });

  test('every label maps back to its own sub-domain, except where a keyword applies', () => {
    for (const subDomain of SUB_DOMAINS) {
      const label = SUB_DOMAIN_LABEL[subDomain];
      const hasKeyword = BASIC_ENG_MATH_KEYWORDS.some((keyword) => label.includes(keyword));
      expect(subDomainFromText(label)).toBe(hasKeyword ? 'BASIC_ENG_MATH' : subDomain);
    }
  });
});

describe('subDomainOf (with cohort merges)', () => {
  // The rule data's merges: from 2024, 균형(자연) and 균형(공학) are one item (rule-data.test.ts).
  const merges = loadRuleSet().subDomainMerges;
  const cases: [text: string, cohort: number | null, expected: SubDomain | null][] = [
    ['균형(자연)', 2023, 'BALANCE_NATURAL'],
    ['균형(공학)', 2023, 'BALANCE_ENGINEER'],
    ['균형(자연)', 2024, 'BALANCE_NATURAL_ENGINEER'],
    ['균형(공학)', 2025, 'BALANCE_NATURAL_ENGINEER'],
    ['균형(인문)', 2024, 'BALANCE_HUMANITIES'],
    ['*', 2024, null],
    // 졸업생 precede every cohort, so a merge starting in 2024 does not apply (and no crash).
    ['균형(자연)', null, 'BALANCE_NATURAL'],
  ];
  test.each(cases)('%p for cohort %p → %p', (text, cohort, expected) => {
    expect(subDomainOf(text, cohort, merges)).toBe(expected);
  });
});

test('majorModeOf: a second department makes a double major', () => {
  expect(majorModeOf({ secondDepartment: null })).toBe('SINGLE');
  expect(majorModeOf({ secondDepartment: { id: 14 } })).toBe('DOUBLE');
});

test('isOneOf validates untrusted enum strings', () => {
  expect(isOneOf(CATEGORIES, 'CULTURE')).toBe(true);
  expect(isOneOf(CATEGORIES, 'culture')).toBe(false);
  expect(isOneOf(CATEGORIES, undefined)).toBe(false);
});
