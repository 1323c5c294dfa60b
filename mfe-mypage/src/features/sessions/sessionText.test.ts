import { deviceName, formatUseTime } from './sessionText';

describe('deviceName', () => {
  it.each([
    [{ browser: 'Chrome', os: 'Windows' }, 'Chrome · Windows'],
    [{ browser: null, os: 'Android' }, '알 수 없는 브라우저 · Android'],
    [{ browser: 'Safari', os: null }, 'Safari · 알 수 없는 운영체제'],
  ])('%j → %s', (session, expected) => {
    expect(deviceName(session)).toBe(expected);
  });
});

describe('formatUseTime', () => {
  it('shows the time in Korea, whatever the browser’s zone', () => {
    expect(formatUseTime('2026-11-25T09:44:00.000Z')).toBe('2026. 11. 25. 18:44');
    expect(formatUseTime('2026-12-31T15:05:00.000Z')).toBe('2027. 01. 01. 00:05');
  });
});
