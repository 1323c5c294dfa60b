import { useId, useState, type FormEvent } from 'react';
import { logout, useSubmission } from 'shared-auth';
import {
  Button,
  EMPTY_NEW_PASSWORD,
  Modal,
  NewPasswordFields,
  newPasswordProblem,
} from 'shared-ui';
import { changePassword } from '../api/memberApi';
import './mypage.css';

export interface PasswordChangeModalProps {
  open: boolean;
  onClose: () => void;
}

/** Sets a new SMUNITY password; the member then logs in again with it. */
export function PasswordChangeModal({ open, onClose }: PasswordChangeModalProps) {
  const formId = useId();
  const [input, setInput] = useState(EMPTY_NEW_PASSWORD);
  const { pending, submit, refusals } = useSubmission();

  const close = () => {
    setInput(EMPTY_NEW_PASSWORD);
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(input);
    if (problem) {
      window.alert(problem);
      return;
    }
    void submit(async () => {
      await changePassword(input.password);
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
        <NewPasswordFields value={input} onChange={setInput} passwordLabel="새 비밀번호" />
      </form>
    </Modal>
  );
}
