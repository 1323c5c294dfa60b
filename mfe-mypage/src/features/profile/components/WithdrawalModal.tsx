import { useId, useState, type FormEvent } from 'react';
import { logout, useSubmission } from '@smunity/shared-auth';
import { Button, Checkbox, Modal, PasswordField } from '@smunity/shared-ui';
import { deleteMyAccount } from '../api/memberApi';
import './mypage.css';

export interface WithdrawalModalProps {
  open: boolean;
  onClose: () => void;
}

const NOTICES = [
  '사용하고 계신 아이디는 탈퇴할 경우 복구가 불가능합니다.',
  '탈퇴 후 회원정보(이름, 학번, 학과 등)는 모두 삭제됩니다.',
  '법령에 따라 보관이 필요한 정보는 일정 기간 보관 후 파기됩니다.',
  '탈퇴 전 필요한 데이터는 미리 백업을 해주세요.',
];

/**
 * The notices of account deletion, the member's password (asked again, so that a borrowed session
 * cannot delete the account), the agreement, a last confirmation, then deletion.
 */
export function WithdrawalModal({ open, onClose }: WithdrawalModalProps) {
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
      window.alert('탈퇴 안내를 확인하고 동의해 주세요.');
      return;
    }
    if (password === '') {
      window.alert('비밀번호를 입력해주세요.');
      return;
    }
    if (!window.confirm('스뮤니티 회원을 정말 탈퇴하시겠습니까?')) return;
    void submit(async () => {
      await deleteMyAccount(password);
      window.alert('회원 탈퇴 되었습니다.');
      // The api deleted the refresh token with the member: nothing is left to revoke.
      await logout({ revokeRefreshToken: false });
    });
  };

  return (
    <Modal
      open={open}
      refusals={refusals}
      title="탈퇴 안내"
      onClose={close}
      footer={
        <Button type="submit" form={formId} variant="danger" disabled={pending}>
          확인
        </Button>
      }
    >
      <form id={formId} className="mypage-form" onSubmit={handleSubmit} noValidate>
        <p className="mypage-form__intro">회원탈퇴를 신청하기 전에 안내 사항을 꼭 확인해주세요.</p>
        <ol className="mypage-notices">
          {NOTICES.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ol>
        <PasswordField
          label="비밀번호"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Checkbox
          label="안내 사항을 모두 확인하였으며, 이에 동의합니다."
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
      </form>
    </Modal>
  );
}
