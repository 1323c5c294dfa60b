import { dayLabel, ruleSetLabel } from './labels';

describe('dayLabel', () => {
  it('is the day in Korea as YYYY-MM-DD', () => {
    expect(dayLabel('2026-11-25T09:00:00Z')).toBe('2026-11-25');
    // 23:30 UTC is already the next morning in Seoul.
    expect(dayLabel(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
  });
});

describe('ruleSetLabel', () => {
  it('names the cohort and the 교육과정 term', () => {
    expect(ruleSetLabel(2019, { year: 2025, semester: '2학기' })).toBe(
      '2019학번 · 2025학년도 2학기 교육과정',
    );
    expect(ruleSetLabel('2021', null)).toBe('2021학번 · 현재 교육과정');
  });
});
