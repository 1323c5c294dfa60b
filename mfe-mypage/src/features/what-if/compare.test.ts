import type { WhatIf } from '@smunity/api-contract';
import { koreanIntl } from '../../testing/intl';
import { changePhrase, compareResults, differenceSentences } from './compare';

function status(total: number, completed: number) {
  return {
    total,
    completed,
    required: Math.max(0, total - completed),
    completion: total === 0 ? 100 : Math.min(100, Math.floor((completed * 100) / total)),
  };
}
const result = (total: number, completed: number) => ({
  completed: completed >= total,
  status: status(total, completed),
  count: 0,
  content: [],
});
const credit = (isDoubleMajor: boolean) => ({
  username: '202312345',
  name: '김상명',
  total: 130,
  completed: 40,
  major: 20,
  secondMajor: isDoubleMajor ? 3 : null,
  culture: 17,
  etc: 0,
  required: 90,
  completion: 30,
  isDoubleMajor,
});
const cultures = (balanceTotal: number) => ({
  BASIC: { ...result(4, 4), content: [] },
  CORE: { ...result(2, 1), content: [] },
  BALANCE: { ...result(balanceTotal, 1), content: [] },
});

const SINGLE: WhatIf = {
  credit: credit(false),
  categories: {
    MAJOR_ADVANCED: result(15, 6),
    MAJOR_OPTIONAL: result(60, 14),
    CULTURE: result(33, 17),
    ETC: result(0, 0),
  },
  cultures: cultures(3),
};
const DOUBLE: WhatIf = {
  credit: credit(true),
  categories: {
    FIRST_MAJOR: result(36, 20),
    SECOND_MAJOR: result(36, 3),
    CULTURE: result(33, 17),
    ETC: result(0, 0),
  },
  cultures: cultures(3),
};

describe('compareResults and differenceSentences', () => {
  it('adding a 다전공: 전공선택 becomes 1전공, 전공심화 goes, 다전공 comes', () => {
    const rows = compareResults(koreanIntl, SINGLE, DOUBLE);
    const phrase = changePhrase(
      koreanIntl,
      { departmentId: 1, secondDepartmentId: null },
      { departmentId: 1, secondDepartmentId: 26 },
    );

    expect(rows.map((row) => [row.key, row.changed])).toEqual([
      ['TOTAL', false],
      ['MAJOR_ADVANCED', true],
      ['MAJOR', true],
      ['SECOND_MAJOR', true],
      ['CULTURE', false],
      ['BASIC', false],
      ['CORE', false],
      ['BALANCE', false],
    ]);
    expect(differenceSentences(koreanIntl, rows, phrase)).toEqual([
      '다전공을 추가하면 전공심화 기준이 없어집니다 (지금 15학점)',
      '다전공을 추가하면 전공선택 기준이 60 → 36학점',
      '다전공을 추가하면 다전공 36학점이 새로 필요합니다',
    ]);
  });

  it('another 학과 with a different own 균형 field changes the counted areas', () => {
    const other: WhatIf = { ...SINGLE, cultures: { ...SINGLE.cultures, BALANCE: result(3, 2) } };
    const rows = compareResults(koreanIntl, SINGLE, other);
    const phrase = changePhrase(
      koreanIntl,
      { departmentId: 1, secondDepartmentId: null },
      { departmentId: 14, secondDepartmentId: null },
    );

    expect(differenceSentences(koreanIntl, rows, phrase)).toEqual([
      '학과를 바꾸면 균형교양에 인정되는 이수가 1 → 2영역',
    ]);
  });

  it.each([
    [
      { departmentId: 1, secondDepartmentId: 26 },
      { departmentId: 1, secondDepartmentId: null },
      '다전공을 빼면',
    ],
    [
      { departmentId: 1, secondDepartmentId: 26 },
      { departmentId: 1, secondDepartmentId: 14 },
      '다전공을 바꾸면',
    ],
    [
      { departmentId: 1, secondDepartmentId: 26 },
      { departmentId: 2, secondDepartmentId: null },
      '학과와 다전공을 바꾸면',
    ],
  ])('names the change %#', (current, hypothetical, phrase) => {
    expect(changePhrase(koreanIntl, current, hypothetical)).toBe(phrase);
  });
});
