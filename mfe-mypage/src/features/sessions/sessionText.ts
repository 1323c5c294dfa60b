import type { IntlShape } from 'react-intl';
import type { ActiveSession } from '@smunity/api-contract';

/** "Chrome · Windows"; what the api could not tell from the User-Agent is said so. */
export function deviceName(
  intl: IntlShape,
  session: Pick<ActiveSession, 'browser' | 'os'>,
): string {
  const browser = session.browser ?? intl.formatMessage({ id: 'mypage.sessions.unknownBrowser' });
  const os = session.os ?? intl.formatMessage({ id: 'mypage.sessions.unknownOs' });
  return `${browser} · ${os}`;
}
