import type { MailSettings } from '@smunity/api-contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSubmission } from '@smunity/shared-auth';
import { AsyncContent, Button, Checkbox, TextField, useAsyncData } from '@smunity/shared-ui';
import { Card, Panel } from '../../../components/Panel';
import { loadMessages } from '../../../components/loadMessages';
import { fetchMailSettings, resendConfirmation, saveMailSettings } from '../api/mailSettingsApi';
import './mail-settings.css';

/** The api's rule (one @, a dot in the domain, no spaces), checked here first to say it at once. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/**
 * "알림 메일": the address answer mails go to (added, changed or removed here), whether its owner
 * confirmed it (answer mails go only to a confirmed address, docs/adr/0034) with a way to mail the
 * link again, and the switch "답변 알림 메일 받기". Without an address no mail is sent.
 */
export function MailSettingsCard() {
  const intl = useIntl();
  const settings = useAsyncData(fetchMailSettings, []);
  return (
    <Card>
      <Panel title={intl.formatMessage({ id: 'mypage.mail.title' })}>
        <AsyncContent data={settings} {...loadMessages(intl, 'mypage.mail.what')}>
          {(loaded) => <MailSettingsForm settings={loaded} onSaved={settings.replace} />}
        </AsyncContent>
      </Panel>
    </Card>
  );
}

function MailSettingsForm({
  settings,
  onSaved,
}: {
  settings: MailSettings;
  onSaved: (saved: MailSettings) => void;
}) {
  const [email, setEmail] = useState(settings.email ?? '');
  const [answerMail, setAnswerMail] = useState(settings.answerMail);
  const [error, setError] = useState<string | undefined>();
  /** The id of the message said after a save or a resend ('' before any). */
  const [notice, setNotice] = useState('');
  const intl = useIntl();
  const { pending, submit } = useSubmission();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed !== '' && !EMAIL_FORMAT.test(trimmed)) {
      setError(intl.formatMessage({ id: 'mypage.mail.emailInvalid' }));
      return;
    }
    setError(undefined);
    void submit(async () => {
      const { confirmationSent, ...saved } = await saveMailSettings({
        email: trimmed,
        answerMail,
      });
      onSaved(saved);
      setEmail(saved.email ?? '');
      setNotice(
        saved.email === null
          ? 'mypage.mail.savedWithoutAddress'
          : confirmationSent
            ? 'mypage.mail.savedConfirmationSent'
            : 'mypage.mail.saved',
      );
    });
  };

  const resend = () =>
    void submit(async () => {
      await resendConfirmation();
      setNotice('mypage.mail.confirmationResent');
    });

  return (
    <form className="mypage-mail" onSubmit={save} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'mypage.mail.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        hint={intl.formatMessage({ id: 'mypage.mail.emailHint' })}
        error={error}
        disabled={pending}
        onChange={(event) => setEmail(event.target.value)}
      />
      {settings.email === null ? null : settings.emailConfirmed ? (
        <p className="mypage-mail__state">
          <FormattedMessage id="mypage.mail.confirmed" />
        </p>
      ) : (
        <div className="mypage-mail__state">
          <p>
            <FormattedMessage id="mypage.mail.unconfirmed" />
          </p>
          <Button type="button" variant="secondary" disabled={pending} onClick={resend}>
            <FormattedMessage id="mypage.mail.resend" />
          </Button>
        </div>
      )}
      <Checkbox
        label={intl.formatMessage({ id: 'mypage.mail.answerMail' })}
        checked={answerMail}
        disabled={pending}
        onChange={(event) => setAnswerMail(event.target.checked)}
      />
      <div className="mypage-mail__actions">
        <Button type="submit" disabled={pending}>
          <FormattedMessage id="mypage.mail.save" />
        </Button>
      </div>
      {notice ? (
        <p className="mypage-mail__notice" role="status">
          <FormattedMessage id={notice} />
        </p>
      ) : null}
    </form>
  );
}
