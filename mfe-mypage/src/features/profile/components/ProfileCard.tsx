import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const closeModal = () => setOpenModal(null);

  const refreshFromPortal = async (password: string) => {
    const updated = await refreshMyInfo({ username: member.username, password });
    onMemberChanged(updated);
    onCoursesCleared();
    closeModal();
    window.alert(intl.formatMessage({ id: 'mypage.profile.info.updated' }));
  };

  return (
    <Card>
      <Panel
        title={intl.formatMessage({ id: 'mypage.profile.info.title' })}
        actions={
          <Button
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'mypage.profile.info.update' })}
            onClick={() => setOpenModal('refresh')}
          >
            <FormattedMessage id="mypage.profile.update" />
          </Button>
        }
      >
        <MyInfoTable member={member} onChanged={onMemberChanged} />
      </Panel>
      <Panel
        title={intl.formatMessage({ id: 'mypage.profile.password.title' })}
        actions={
          <Button variant="secondary" onClick={() => setOpenModal('password')}>
            <FormattedMessage id="mypage.profile.password.change" />
          </Button>
        }
      />
      <Panel
        title={intl.formatMessage({ id: 'mypage.profile.myData.title' })}
        actions={<MyDataDownload />}
      />
      <Panel
        title={intl.formatMessage({ id: 'mypage.profile.withdrawal.title' })}
        actions={
          <Button variant="secondary" onClick={() => setOpenModal('withdrawal')}>
            <FormattedMessage id="mypage.profile.withdrawal.open" />
          </Button>
        }
      />
      <PortalCredentialsModal
        open={openModal === 'refresh'}
        title={intl.formatMessage({ id: 'mypage.profile.info.update' })}
        username={member.username}
        onClose={closeModal}
        onSubmit={refreshFromPortal}
      />
      <PasswordChangeModal open={openModal === 'password'} onClose={closeModal} />
      <WithdrawalModal open={openModal === 'withdrawal'} onClose={closeModal} />
    </Card>
  );
}
