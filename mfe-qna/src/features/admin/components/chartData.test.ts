import { cohortItems, dailyViewPoints, signupPoints, topPaths } from './chartData';
import { KOREAN_INTL } from '../../../testing/intl';
import { hoursLabel, waitingTime } from './waiting';

describe('chart data', () => {
  it('labels ISO weeks for reading and for the axis', () => {
    expect(signupPoints([{ week: '2026-W05', count: 2 }], KOREAN_INTL)).toEqual([
      { label: '2026년 5주', tick: 'W05', value: 2 },
    ]);
  });

  it('sums the paths of each day, fills days without views with 0 and labels every other day', () => {
    const points = dailyViewPoints(
      {
        pageViewDays: ['2026-11-23', '2026-11-24', '2026-11-25'],
        pageViews: [
          { day: '2026-11-25', path: '/', count: 2 },
          { day: '2026-11-25', path: '/qna/terms', count: 1 },
          { day: '2026-11-23', path: '/', count: 4 },
        ],
      },
      KOREAN_INTL,
    );

    expect(points).toEqual([
      { label: '11월 23일', tick: '11/23', value: 4 },
      { label: '11월 24일', tick: '', value: 0 },
      { label: '11월 25일', tick: '11/25', value: 3 },
    ]);
  });

  it('ranks paths over the whole period and keeps the first ones', () => {
    const items = topPaths(
      [
        { day: '2026-11-24', path: '/b', count: 1 },
        { day: '2026-11-25', path: '/a', count: 1 },
        { day: '2026-11-25', path: '/b', count: 1 },
        { day: '2026-11-25', path: '/c', count: 1 },
      ],
      2,
    );

    expect(items.map((item) => [item.label, item.value])).toEqual([
      ['/b', 2],
      ['/a', 1],
    ]);
  });

  it('names cohorts by 학번, and a cohort checked with an earlier curriculum says so', () => {
    expect(
      cohortItems(
        [
          { year: null, curriculumCohort: null, count: 1 },
          { year: 2020, curriculumCohort: 2020, count: 3 },
          { year: 2026, curriculumCohort: 2025, count: 1 },
        ],
        KOREAN_INTL,
      ).map((item) => item.label),
    ).toEqual(['졸업생', '2020학번', '2026학번 (2025학번 교육과정)']);
  });
});

describe('waitingTime', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it.each([
    ['2026-11-25T11:30:00Z', '1시간 미만'],
    ['2026-11-25T09:00:00Z', '3시간'],
    ['2026-11-23T13:00:00Z', '47시간'],
    ['2026-11-22T12:00:00Z', '3일'],
  ])('%s → %s', (createdAt, text) => {
    expect(waitingTime(createdAt, now, KOREAN_INTL)).toBe(text);
  });
});

describe('hoursLabel', () => {
  it('says a median under an hour as the queue does, not "0시간"', () => {
    expect(hoursLabel(0, KOREAN_INTL)).toBe('1시간 미만');
    expect(hoursLabel(0.4, KOREAN_INTL)).toBe('1시간 미만');
    expect(hoursLabel(5.3, KOREAN_INTL)).toBe('5.3시간');
    expect(hoursLabel(50, KOREAN_INTL)).toBe('2일');
  });
});
