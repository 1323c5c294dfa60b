import { ruleSetLabel } from './labels';

describe('ruleSetLabel', () => {
  it('names the cohort and the 교육과정 term', () => {
    expect(ruleSetLabel(2019, { year: 2025, semester: '2학기' })).toBe(
      '2019학번 · 2025학년도 2학기 교육과정',
    );
    expect(ruleSetLabel('2021', null)).toBe('2021학번 · 현재 교육과정');
  });
});
