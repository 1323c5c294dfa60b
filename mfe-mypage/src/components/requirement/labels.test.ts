import { koreanIntl } from '../../testing/intl';
import { categoryLabel, domainLabel, ruleSetLabel } from './labels';

describe('ruleSetLabel', () => {
  it('names the cohort and the 교육과정 term', () => {
    expect(ruleSetLabel(koreanIntl, 2019, { year: 2025, semester: '2학기' })).toBe(
      '2019학번 · 2025학년도 2학기 교육과정',
    );
    expect(ruleSetLabel(koreanIntl, '2021', null)).toBe('2021학번 · 현재 교육과정');
  });
});

describe('the names of the api’s requirement codes', () => {
  it('are the glossary’s Korean words', () => {
    expect(
      (
        [
          'MAJOR_ADVANCED',
          'MAJOR_OPTIONAL',
          'FIRST_MAJOR',
          'SECOND_MAJOR',
          'CULTURE',
          'ETC',
        ] as const
      ).map((category) => categoryLabel(koreanIntl, category)),
    ).toEqual(['전공심화', '전공선택', '1전공', '다전공', '교양', '일반']);
    expect(
      (['BASIC', 'CORE', 'BALANCE'] as const).map((domain) => domainLabel(koreanIntl, domain)),
    ).toEqual(['기초교양', '상명핵심역량교양', '균형교양']);
  });
});
