import { formatPostDate, formatPostDateTime, isEdited, postTimestamp } from './timestamps';

describe('post timestamps', () => {
  it('shows the date and time in Korean time', () => {
    // 15:30 UTC on 28 Feb is 00:30 on 1 March in Seoul.
    expect(formatPostDate('2025-02-28T15:30:00.000Z')).toBe('25-03-01');
    expect(formatPostDateTime('2025-02-28T15:30:00.000Z')).toBe('25-03-01 00:30');
    expect(formatPostDateTime('2024-12-31T14:59:59Z')).toBe('24-12-31 23:59');
    expect(formatPostDateTime('2026-01-05T09:07:00+09:00')).toBe('26-01-05 09:07');
  });

  it('tells an edit by the instants, not by how they are written', () => {
    expect(
      isEdited({ createdAt: '2025-03-01T00:00:00Z', updatedAt: '2025-03-01T09:00:00.000+09:00' }),
    ).toBe(false);
    expect(
      isEdited({ createdAt: '2025-03-01T00:00:00Z', updatedAt: '2025-03-01T00:00:00.001Z' }),
    ).toBe(true);
  });

  it('shows the creation time of an unedited post', () => {
    const at = '2025-03-01T01:02:00.000Z';
    expect(postTimestamp({ createdAt: at, updatedAt: at })).toEqual({
      isoDate: at,
      text: '25-03-01 10:02',
    });
  });

  it('shows the time of the last edit, marked (수정)', () => {
    expect(
      postTimestamp({
        createdAt: '2025-03-01T01:02:00.000Z',
        updatedAt: '2025-03-02T03:04:00.000Z',
      }),
    ).toEqual({ isoDate: '2025-03-02T03:04:00.000Z', text: '25-03-02 12:04 (수정)' });
  });
});
