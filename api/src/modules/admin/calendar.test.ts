import { countsPerWeek, recentDays, recentWeeks } from './calendar';

describe('recentDays (Korean time)', () => {
  it.each([
    // 2026-11-25 10:00 UTC = 19:00 KST the same day
    [
      '2026-11-25T10:00:00Z',
      3,
      '2026-11-22T15:00:00.000Z',
      ['2026-11-23', '2026-11-24', '2026-11-25'],
    ],
    // 2026-11-25 16:00 UTC = 01:00 KST on the 26th: already the next Korean day
    ['2026-11-25T16:00:00Z', 2, '2026-11-24T15:00:00.000Z', ['2026-11-25', '2026-11-26']],
    // across a year end
    ['2027-01-01T00:00:00Z', 2, '2026-12-30T15:00:00.000Z', ['2026-12-31', '2027-01-01']],
  ])('%s, %i days → since %s, %j', (now, count, since, labels) => {
    const period = recentDays(new Date(now), count);

    expect(period.since.toISOString()).toBe(since);
    expect(period.labels).toEqual(labels);
  });
});

describe('recentWeeks (ISO weeks from Monday, Korean time)', () => {
  it.each([
    // Wednesday 2026-11-25 is in 2026-W48 (Monday 11-23)
    ['2026-11-25T10:00:00Z', 2, '2026-11-15T15:00:00.000Z', ['2026-W47', '2026-W48']],
    // Sunday 2026-11-29 20:00 UTC = Monday 11-30 05:00 KST: the next week already
    ['2026-11-29T20:00:00Z', 1, '2026-11-29T15:00:00.000Z', ['2026-W49']],
    // Sunday 2026-11-29 14:00 UTC = 23:00 KST: still W48
    ['2026-11-29T14:00:00Z', 1, '2026-11-22T15:00:00.000Z', ['2026-W48']],
    // 2027-01-01 (Friday) belongs to 2026-W53; 2021-01-03 (Sunday) to 2020-W53
    ['2027-01-01T03:00:00Z', 2, '2026-12-20T15:00:00.000Z', ['2026-W52', '2026-W53']],
    ['2021-01-03T03:00:00Z', 1, '2020-12-27T15:00:00.000Z', ['2020-W53']],
    // 2024-12-30 (Monday) starts 2025-W01
    ['2024-12-31T03:00:00Z', 2, '2024-12-22T15:00:00.000Z', ['2024-W52', '2025-W01']],
  ])('%s, %i weeks → since %s, %j', (now, count, since, labels) => {
    const period = recentWeeks(new Date(now), count);

    expect(period.since.toISOString()).toBe(since);
    expect(period.labels).toEqual(labels);
  });

  it('gives 12 consecutive weeks', () => {
    const { labels } = recentWeeks(new Date('2026-03-04T00:00:00Z'), 12);

    expect(labels).toHaveLength(12);
    expect(labels[0]).toBe('2025-W51');
    expect(labels.at(-1)).toBe('2026-W10');
  });
});

describe('countsPerWeek', () => {
  it('fills the weeks without sign-ups with 0 and ignores weeks outside the period', () => {
    expect(
      countsPerWeek(
        ['2026-W47', '2026-W48', '2026-W49'],
        [
          { week: '2026-W48', count: 3 },
          { week: '2026-W30', count: 9 },
        ],
      ),
    ).toEqual([
      { week: '2026-W47', count: 0 },
      { week: '2026-W48', count: 3 },
      { week: '2026-W49', count: 0 },
    ]);
  });
});
