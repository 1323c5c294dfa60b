import { CATEGORY_LABEL, DOMAIN_LABEL } from '@smunity/api-contract';
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
  // The api's own Korean words (docs/domain.md §1), so every code it can send has its name here.
  it('are the api’s Korean words', () => {
    const named = <Code extends string>(
      labels: Readonly<Record<Code, string>>,
      label: (intl: typeof koreanIntl, code: Code) => string,
    ) =>
      Object.fromEntries(
        (Object.keys(labels) as Code[]).map((code) => [code, label(koreanIntl, code)]),
      );
    expect(named(CATEGORY_LABEL, categoryLabel)).toEqual(CATEGORY_LABEL);
    expect(named(DOMAIN_LABEL, domainLabel)).toEqual(DOMAIN_LABEL);
  });
});
