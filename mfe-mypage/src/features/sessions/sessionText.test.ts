import { koreanIntl } from '../../testing/intl';
import { deviceName } from './sessionText';

describe('deviceName', () => {
  it.each([
    [{ browser: 'Chrome', os: 'Windows' }, 'Chrome · Windows'],
    [{ browser: null, os: 'Android' }, '알 수 없는 브라우저 · Android'],
    [{ browser: 'Safari', os: null }, 'Safari · 알 수 없는 운영체제'],
  ])('%j → %s', (session, expected) => {
    expect(deviceName(koreanIntl, session)).toBe(expected);
  });
});
