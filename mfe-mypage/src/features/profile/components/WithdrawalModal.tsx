import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { logout, useSubmission } from '@smunity/shared-auth';
import { Button, Checkbox, Modal, PasswordField } from '@smunity/shared-ui';
import { deleteMyAccount } from '../api/memberApi';
import './mypage.css';

export interface WithdrawalModalProps {
  open: boolean;
  onClose: () => void;
}

/** The notices' messages, in order: no recovery, deletion, what the law keeps, a backup. */
const NOTICES = ['noRecovery', 'deleted', 'keptByLaw', 'backup'];

/**
 * The notices of account deletion, the member's password (asked again, so that a borrowed session
 * cannot delete the account), the agreement, a last confirmation, then deletion.
 */
export function WithdrawalModal({ open, onClose }: WithdrawalModalProps) {
  const intl = useIntl();
  const formId = useId();
  const [agreed, setAgreed] = useState(false);
  const [password, setPassword] = useState('');
  const { pending, submit, refusals } = useSubmission();

  const close = () => {
    setAgreed(false);
    setPassword('');
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!agreed) {
      window.alert(intl.formatMessage({ id: 'mypage.profile.withdrawal.agreementMissing' }));
      return;
    }
    if (password === '') {
      window.alert(intl.formatMessage({ id: 'mypage.profile.passwordMissing' }));
      return;
    }
    if (!window.confirm(intl.formatMessage({ id: 'mypage.profile.withdrawal.confirm' }))) return;
    void submit(async () => {
      await deleteMyAccount(password);
      window.alert(intl.formatMessage({ id: 'mypage.profile.withdrawal.done' }));
      // The api deleted the refresh token with the member: nothing is left to revoke.
      await logout({ revokeRefreshToken: false });
    });
  };

  return (
    <Modal
      open={open}
      refusals={refusals}
      title={intl.formatMessage({ id: 'mypage.profile.withdrawal.noticeTitle' })}
      onClose={close}
      footer={
        <Button type="submit" form={formId} variant="danger" disabled={pending}>
          <FormattedMessage id="mypage.profile.withdrawal.submit" />
        </Button>
      }
    >
      <form id={formId} className="mypage-form" onSubmit={handleSubmit} noValidate>
        <p className="mypage-form__intro">
          <FormattedMessage id="mypage.profile.withdrawal.intro" />
        </p>
        <ol className="mypage-notices">
          {NOTICES.map((notice) => (
            <li key={notice}>
              <FormattedMessage id={`mypage.profile.withdrawal.notice.${notice}`} />
            </li>
          ))}
        </ol>
        <PasswordField
          label={intl.formatMessage({ id: 'mypage.profile.withdrawal.password' })}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Checkbox
          label={intl.formatMessage({ id: 'mypage.profile.withdrawal.agree' })}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
      </form>
    </Modal>
  );
}
