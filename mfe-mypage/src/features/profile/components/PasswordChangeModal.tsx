import { useId, useState, type FormEvent } from 'react';
import { logout, useSubmission } from 'shared-auth';
import { Button, Modal, PasswordField } from 'shared-ui';
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
  const formId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { pending, submit, refusals } = useSubmission();

  const close = () => {
    setCurrentPassword('');
    setPassword('');
    setConfirmation('');
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (currentPassword === '' || password === '' || confirmation === '') {
      window.alert('비밀번호를 입력해주세요.');
      return;
    }
    if (password !== confirmation) {
      window.alert('비밀번호가 일치하지 않습니다.');
      return;
    }
    void submit(async () => {
      await changePassword({ password, currentPassword });
      window.alert('비밀번호가 변경되었습니다.');
      await logout();
    });
  };

  return (
    <Modal
      open={open}
      refusals={refusals}
      title="비밀번호 변경"
      onClose={close}
      footer={
        <Button type="submit" form={formId} disabled={pending}>
          변경하기
        </Button>
      }
    >
      <form id={formId} className="mypage-form" onSubmit={handleSubmit} noValidate>
        <PasswordField
          label="현재 비밀번호"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <PasswordField
          label="새 비밀번호"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="비밀번호 재확인"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </form>
    </Modal>
  );
}
