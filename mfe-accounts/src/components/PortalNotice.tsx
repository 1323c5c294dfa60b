import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const PORTAL_URL = 'https://portal.smu.ac.kr';

/** Says that verification goes through the university portal, and with which account. */
export function PortalNotice() {
  return (
    <p className="accounts-portal-notice">
      <FormattedMessage id="accounts.portal.notice" />
      <br />
      <FormattedMessage
        id="accounts.portal.credentials"
        values={{
          portal: (chunks: ReactNode[]) => (
            <a href={PORTAL_URL} target="_blank" rel="noopener noreferrer">
              {chunks}
              <span className="su-visually-hidden">
                <FormattedMessage id="accounts.portal.newWindow" />
              </span>
            </a>
          ),
        }}
      />
    </p>
  );
}
