import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { logout, useSubmission } from '@smunity/shared-auth';
import {
  Button,
  EMPTY_NEW_PASSWORD,
  Modal,
  NewPasswordFields,
  newPasswordProblem,
  PasswordField,
} from '@smunity/shared-ui';
import { changePassword } from '../api/memberApi';
import './mypage.css';

export interface PasswordChangeModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Sets a new SMUNITY password after the current one (asked again, so that a borrowed session
 * cannot take the account); the member then logs in again with it.
 */
export function PasswordChangeModal({ open, onClose }: PasswordChangeModalProps) {
  const intl = useIntl();
  const formId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [input, setInput] = useState(EMPTY_NEW_PASSWORD);
  const { pending, submit, refusals } = useSubmission();

  const close = () => {
    setCurrentPassword('');
    setInput(EMPTY_NEW_PASSWORD);
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      currentPassword === ''
        ? intl.formatMessage({ id: 'mypage.profile.passwordMissing' })
        : newPasswordProblem(input);
    if (problem) {
      window.alert(problem);
      return;
    }
    void submit(async () => {
      await changePassword({ password: input.password, currentPassword });
      window.alert(intl.formatMessage({ id: 'mypage.profile.password.changed' }));
      await logout();
    });
  };

  return (
    <Modal
      open={open}
      refusals={refusals}
      title={intl.formatMessage({ id: 'mypage.profile.password.title' })}
      onClose={close}
      footer={
        <Button type="submit" form={formId} disabled={pending}>
          <FormattedMessage id="mypage.profile.password.change" />
        </Button>
      }
    >
      <form id={formId} className="mypage-form" onSubmit={handleSubmit} noValidate>
        <PasswordField
          label={intl.formatMessage({ id: 'mypage.profile.password.current' })}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <NewPasswordFields
          value={input}
          onChange={setInput}
          passwordLabel={intl.formatMessage({ id: 'mypage.profile.password.new' })}
        />
      </form>
    </Modal>
  );
}
