import { useState } from 'react';
import { Button } from '@smunity/shared-ui';
import { Card, Panel } from '../../../components/Panel';
import type { MemberInfo } from '@smunity/api-contract';
import { refreshMyInfo } from '../api/memberApi';
import { MyDataDownload } from './MyDataDownload';
import { MyInfoTable } from './MyInfoTable';
import { PasswordChangeModal } from './PasswordChangeModal';
import { PortalCredentialsModal } from './PortalCredentialsModal';
import { WithdrawalModal } from './WithdrawalModal';

export interface ProfileCardProps {
  member: MemberInfo;
  onMemberChanged: (member: MemberInfo) => void;
  /** The portal refresh deleted the stored courses on the api. */
  onCoursesCleared: () => void;
}

type OpenModal = 'refresh' | 'password' | 'withdrawal' | null;

/** 내 정보 (with the portal refresh), 비밀번호 변경, 내 정보 내려받기 and 회원 탈퇴. */
export function ProfileCard({ member, onMemberChanged, onCoursesCleared }: ProfileCardProps) {
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const closeModal = () => setOpenModal(null);

  const refreshFromPortal = async (password: string) => {
    const updated = await refreshMyInfo({ username: member.username, password });
    onMemberChanged(updated);
    onCoursesCleared();
    closeModal();
    window.alert('회원 정보가 업데이트 되었습니다.');
  };

  return (
    <Card>
      <Panel
        title="내 정보"
        actions={
          <Button
            variant="secondary"
            aria-label="내 정보 업데이트"
            onClick={() => setOpenModal('refresh')}
          >
            업데이트
          </Button>
        }
      >
        <MyInfoTable member={member} onChanged={onMemberChanged} />
      </Panel>
      <Panel
        title="비밀번호 변경"
        actions={
          <Button variant="secondary" onClick={() => setOpenModal('password')}>
            변경하기
          </Button>
        }
      />
      <Panel title="내 정보 내려받기" actions={<MyDataDownload />} />
      <Panel
        title="회원 탈퇴"
        actions={
          <Button variant="secondary" onClick={() => setOpenModal('withdrawal')}>
            탈퇴하기
          </Button>
        }
      />
      <PortalCredentialsModal
        open={openModal === 'refresh'}
        title="내 정보 업데이트"
        username={member.username}
        onClose={closeModal}
        onSubmit={refreshFromPortal}
      />
      <PasswordChangeModal open={openModal === 'password'} onClose={closeModal} />
      <WithdrawalModal open={openModal === 'withdrawal'} onClose={closeModal} />
    </Card>
  );
}
