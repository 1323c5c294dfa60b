import type { MailSettings } from '@smunity/api-contract';
import { useState, type FormEvent } from 'react';
import { useSubmission } from '@smunity/shared-auth';
import { AsyncContent, Button, Checkbox, TextField, useAsyncData } from '@smunity/shared-ui';
import { Card, Panel } from '../../../components/Panel';
import { loadMessages } from '../../../components/loadMessages';
import { fetchMailSettings, resendConfirmation, saveMailSettings } from '../api/mailSettingsApi';
import './mail-settings.css';

/** The api's rule (one @, a dot in the domain, no spaces), checked here first to say it at once. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_INVALID = '이메일 형식에 맞지 않습니다.';

/** Said after a new address was saved and its confirmation link mailed (issue 36). */
export const CONFIRMATION_SENT = '확인 메일을 보냈습니다';

/**
 * "알림 메일": the address answer mails go to (added, changed or removed here), whether its owner
 * confirmed it (answer mails go only to a confirmed address, docs/adr/0034) with a way to mail the
 * link again, and the switch "답변 알림 메일 받기". Without an address no mail is sent.
 */
export function MailSettingsCard() {
  const settings = useAsyncData(fetchMailSettings, []);
  return (
    <Card>
      <Panel title="알림 메일">
        <AsyncContent data={settings} {...loadMessages('알림 메일 설정')}>
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
  const [notice, setNotice] = useState('');
  const { pending, submit } = useSubmission();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed !== '' && !EMAIL_FORMAT.test(trimmed)) {
      setError(EMAIL_INVALID);
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
          ? '저장했습니다. 이메일 주소가 없어 알림 메일은 보내지 않습니다.'
          : confirmationSent
            ? `${CONFIRMATION_SENT}. 메일의 링크를 열어 주소를 확인하면 알림 메일을 보내 드립니다.`
            : '알림 메일 설정을 저장했습니다.',
      );
    });
  };

  const resend = () =>
    void submit(async () => {
      await resendConfirmation();
      setNotice(`${CONFIRMATION_SENT}. 메일의 링크를 열어 주소를 확인해 주세요.`);
    });

  return (
    <form className="mypage-mail" onSubmit={save} noValidate>
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        hint="비워 두고 저장하면 주소가 삭제됩니다."
        error={error}
        disabled={pending}
        onChange={(event) => setEmail(event.target.value)}
      />
      {settings.email === null ? null : settings.emailConfirmed ? (
        <p className="mypage-mail__state">확인된 주소입니다.</p>
      ) : (
        <div className="mypage-mail__state">
          <p>
            주소 확인을 기다리는 중입니다. 확인 메일의 링크를 열기 전에는 알림 메일을 보내지
            않습니다.
          </p>
          <Button type="button" variant="secondary" disabled={pending} onClick={resend}>
            확인 메일 다시 보내기
          </Button>
        </div>
      )}
      <Checkbox
        label="답변 알림 메일 받기"
        checked={answerMail}
        disabled={pending}
        onChange={(event) => setAnswerMail(event.target.checked)}
      />
      <div className="mypage-mail__actions">
        <Button type="submit" disabled={pending}>
          저장
        </Button>
      </div>
      {notice ? (
        <p className="mypage-mail__notice" role="status">
          {notice}
        </p>
      ) : null}
    </form>
  );
}
