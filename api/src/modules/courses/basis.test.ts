import { TEST_TODAY, testDatabaseKinds, useTestApi } from '../../testing';
import { timetableAgeNotice, timetableRanges } from './basis';

describe('timetable semesters as pages say them', () => {
  it('splits a range at every missing semester, so 2024 2학기 and 2025 show as a gap', () => {
    const semesters = [
      { year: 2023, semester: 'FIRST' },
      { year: 2023, semester: 'SECOND' },
      { year: 2024, semester: 'FIRST' },
      { year: 2026, semester: 'FIRST' },
    ] as const;
    expect(timetableRanges(semesters)).toEqual([
      { from: { year: 2023, semester: '1학기' }, to: { year: 2024, semester: '1학기' } },
      { from: { year: 2026, semester: '1학기' }, to: { year: 2026, semester: '1학기' } },
    ]);
  });

  it('says how old the newest timetable is only when it is older than the current term', () => {
    const semesters = [{ year: 2024, semester: 'FIRST' }] as const;
    expect(timetableAgeNotice(semesters, { year: 2026, semester: 'SECOND' })).toBe(
      '개설 학기 정보는 2024년 1학기 시간표까지입니다.',
    );
    expect(timetableAgeNotice(semesters, { year: 2024, semester: 'FIRST' })).toBeNull();
    expect(timetableAgeNotice([], { year: 2026, semester: 'SECOND' })).toBeNull();
  });
});

describe.each(testDatabaseKinds())('GET /api/v1/courses/basis/reference (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  const reference = async () => {
    const response = await api.app.inject({ url: '/api/v1/courses/basis/reference' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers anyone with the data’s 교육과정 term, not the calendar’s, and the timetables’ age', async () => {
    // The calendar says 2026 2학기; the bundled data is 2025 2학기 and timetables end at 2024 1학기.
    expect(await reference()).toEqual({
      curriculumTerm: { year: 2025, semester: '2학기' },
      timetable: {
        ranges: [
          { from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } },
        ],
        notice: '개설 학기 정보는 2024년 1학기 시간표까지입니다.',
      },
    });
  });

  it('drops the age notice once the calendar is back in the newest timetable’s term', async () => {
    api.calendar.set('2024-04-01T00:00:00+09:00');
    try {
      expect((await reference()).timetable.notice).toBeNull();
    } finally {
      api.calendar.set(TEST_TODAY);
    }
  });
});
