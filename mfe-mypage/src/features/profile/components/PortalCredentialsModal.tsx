import { useId, useState, type FormEvent } from 'react';
import { Button, LoadingOverlay, Modal, PasswordField, TextField } from '@smunity/shared-ui';
import { useSubmission } from '@smunity/shared-auth';
import './mypage.css';

export interface PortalCredentialsModalProps {
  open: boolean;
  /** "기이수과목 업데이트" or "내 정보 업데이트". */
  title: string;
  /** The member's 학번: the portal login must be their own, so it is shown, not asked. */
  username: string;
  onClose: () => void;
  /** Calls the api with the 샘물 password; a rejection is alerted and the modal stays open. */
  onSubmit: (portalPassword: string) => Promise<void>;
}

/** Asks for the 샘물 password for one call to the portal, covering the page while it runs. */
export function PortalCredentialsModal({
  open,
  title,
  username,
  onClose,
  onSubmit,
}: PortalCredentialsModalProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const { pending, submit, refusals } = useSubmission();

  const close = () => {
    // The portal call cannot be taken back once sent; the overlay says so by staying.
    if (pending) return;
    setPassword('');
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      window.alert('비밀번호를 입력해주세요.');
      return;
    }
    void submit(async () => {
      await onSubmit(password);
      setPassword('');
    });
  };

  return (
    <Modal
      open={open}
      refusals={refusals}
      title={title}
      onClose={close}
      footer={
        <Button type="submit" form={formId} disabled={pending}>
          인증하기
        </Button>
      }
    >
      <form id={formId} className="mypage-form" onSubmit={handleSubmit} noValidate>
        <p className="mypage-form__intro">
          샘물 통합로그인을 통해 재학생 인증을 진행합니다.
          <br />
          <span className="mypage-form__hint">(상명대학교 샘물포털시스템 학번/비밀번호)</span>
        </p>
        <TextField label="학번" value={username} disabled readOnly />
        <PasswordField
          label="샘물 비밀번호"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={pending}
        />
      </form>
      <LoadingOverlay active={pending} label="샘물포털에서 정보를 가져오는 중입니다…" />
    </Modal>
  );
}
