import { TEST_TODAY, testDatabaseKinds, useTestApi } from '../../testing';

describe.each(testDatabaseKinds())('GET /api/v1/terms/current (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  const current = async () => {
    const response = await api.app.inject({ url: '/api/v1/terms/current' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers the term that holds today in Seoul, not the newest reference row', async () => {
    // The test api's calendar is 2026-11-26; the reference data's newest term is 2025 2학기.
    expect(await current()).toEqual({ id: null, year: 2026, semester: '2학기' });
  });

  it('names the reference row of that term when the data has one', async () => {
    api.calendar.set('2025-09-01T00:00:00+09:00');
    try {
      expect(await current()).toEqual({ id: 6, year: 2025, semester: '2학기' });
    } finally {
      api.calendar.set(TEST_TODAY);
    }
  });

  it('moves with the calendar: 15 January is still the previous year’s 2학기', async () => {
    api.calendar.set('2027-01-15T12:00:00+09:00');
    try {
      expect(await current()).toMatchObject({ year: 2026, semester: '2학기' });
      api.calendar.set('2027-03-01T00:00:00+09:00');
      expect(await current()).toMatchObject({ year: 2027, semester: '1학기' });
    } finally {
      api.calendar.set(TEST_TODAY);
    }
  });
});

describe('GET /api/v1/terms/current with a pinned term', () => {
  const api = useTestApi('pglite', {
    config: {
      termCalendar: {
        firstSemesterStart: { month: 3, day: 1 },
        secondSemesterStart: { month: 9, day: 1 },
        pinned: { year: 2026, semester: 'FIRST' },
      },
    },
    resetBetweenTests: false,
  });

  it('answers the operator’s CURRENT_TERM whatever the date', async () => {
    const response = await api.app.inject({ url: '/api/v1/terms/current' });
    expect(response.json()).toEqual({ id: null, year: 2026, semester: '1학기' });
  });
});
