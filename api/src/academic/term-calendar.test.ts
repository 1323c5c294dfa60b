import {
  DEFAULT_TERM_CALENDAR,
  createTermClock,
  currentTerm,
  type TermCalendar,
} from './term-calendar';

/** Noon of a Seoul date, as the instant the clock reads. */
const seoulNoon = (date: string) => Date.parse(`${date}T12:00:00+09:00`);

describe('currentTerm (Asia/Seoul, 1 March / 1 September)', () => {
  it.each([
    ['2026-02-28', 2025, 'SECOND'],
    ['2026-03-01', 2026, 'FIRST'],
    ['2026-08-31', 2026, 'FIRST'],
    ['2026-09-01', 2026, 'SECOND'],
    ['2026-11-26', 2026, 'SECOND'],
    ['2027-01-15', 2026, 'SECOND'],
    ['2026-12-31', 2026, 'SECOND'],
    ['2026-01-01', 2025, 'SECOND'],
    // A leap year: 29 February is still the winter of the previous 2학기.
    ['2028-02-29', 2027, 'SECOND'],
    ['2028-03-01', 2028, 'FIRST'],
  ] as const)('%s is %i %s', (date, year, semester) => {
    expect(currentTerm(DEFAULT_TERM_CALENDAR, seoulNoon(date))).toEqual({ year, semester });
  });

  it('turns at midnight in Seoul, not in UTC', () => {
    // 2026-03-01 00:30 in Seoul is still 28 February in UTC.
    const justAfter = Date.parse('2026-03-01T00:30:00+09:00');
    expect(currentTerm(DEFAULT_TERM_CALENDAR, justAfter)).toEqual({
      year: 2026,
      semester: 'FIRST',
    });
    expect(currentTerm(DEFAULT_TERM_CALENDAR, justAfter - 60 * 60 * 1000)).toEqual({
      year: 2025,
      semester: 'SECOND',
    });
  });

  it('follows configured start dates', () => {
    const shifted: TermCalendar = {
      ...DEFAULT_TERM_CALENDAR,
      firstSemesterStart: { month: 3, day: 4 },
      secondSemesterStart: { month: 8, day: 25 },
    };
    expect(currentTerm(shifted, seoulNoon('2026-03-03'))).toEqual({
      year: 2025,
      semester: 'SECOND',
    });
    expect(currentTerm(shifted, seoulNoon('2026-08-25'))).toEqual({
      year: 2026,
      semester: 'SECOND',
    });
  });

  it('answers the pinned term whatever the date', () => {
    const pinned: TermCalendar = {
      ...DEFAULT_TERM_CALENDAR,
      pinned: { year: 2026, semester: 'FIRST' },
    };
    expect(currentTerm(pinned, seoulNoon('2026-11-26'))).toEqual({ year: 2026, semester: 'FIRST' });
  });
});

describe('createTermClock', () => {
  it('reads the clock on every call', () => {
    let now = seoulNoon('2026-08-31');
    const clock = createTermClock(DEFAULT_TERM_CALENDAR, () => now);
    expect(clock.current()).toEqual({ year: 2026, semester: 'FIRST' });
    now = seoulNoon('2027-01-02');
    expect(clock.current()).toEqual({ year: 2026, semester: 'SECOND' });
    expect(clock.calendarYear()).toBe(2027);
  });
});
