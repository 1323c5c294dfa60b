import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ApiError, useSubmission } from '@smunity/shared-auth';
import { Button, ButtonLink, Container, PageHeader, ROUTES, useHydrated } from '@smunity/shared-ui';
import { confirmMailAddress } from '../api/mailSettingsApi';
import './mail-settings.css';

/** The message for a used, expired or replaced link (400 NOTIFICATION007), the api's words. */
const LINK_INVALID = 'mypage.mail.confirmation.linkInvalid';

/** The token of the mailed link, from its fragment (`#token=…`), which no server ever sees. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /mypage/mail-confirmation#token=…, the link of a confirmation mail (no login). Opening it
 * changes nothing: the address is confirmed only when its owner presses the button, so a mail
 * scanner that fetches or renders the link confirms no one's address (docs/adr/0034).
 */
export function MailConfirmationPage() {
  const token = tokenOf(useLocation().hash);
  // A server renders the page without the fragment: the token is known once hydrated.
  const hydrated = useHydrated();
  const missing = hydrated && token === '';
  /** Whether the address was confirmed, and the id of the message saying so. */
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const intl = useIntl();
  const { pending, submit } = useSubmission();

  const confirm = () =>
    void submit(async () => {
      try {
        await confirmMailAddress(token);
        setOutcome({
          done: true,
          message: 'mypage.mail.confirmation.done',
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        setOutcome({ done: false, message: LINK_INVALID });
      }
    });

  return (
    <Container>
      <PageHeader title={intl.formatMessage({ id: 'mypage.mail.confirmation.title' })} />
      <div className="mypage-mail">
        {outcome === null ? (
          <>
            <p>
              <FormattedMessage id="mypage.mail.confirmation.intro" />
            </p>
            <div>
              <Button
                type="button"
                disabled={!hydrated || pending || token === ''}
                onClick={confirm}
              >
                <FormattedMessage id="mypage.mail.confirmation.title" />
              </Button>
            </div>
            {missing ? (
              <p role="alert">
                <FormattedMessage id={LINK_INVALID} />
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p role={outcome.done ? 'status' : 'alert'}>
              <FormattedMessage id={outcome.message} />
            </p>
            <div>
              <ButtonLink to={ROUTES.MYPAGE} variant="secondary">
                <FormattedMessage id="mypage.mail.confirmation.toMyPage" />
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
