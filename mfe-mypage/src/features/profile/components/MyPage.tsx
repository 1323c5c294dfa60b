import type { MemberInfo } from '@smunity/api-contract';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AsyncContent, Button, Container, ROUTES, Stack, useAsyncData } from '@smunity/shared-ui';
import { fetchMyInfo, isCheckable } from '../../../api/member';
import { loadMessages } from '../../../components/loadMessages';
import { PageHeading } from '../../../components/PageHeading';
import { fetchMyCourses, uploadCourses } from '../api/courseApi';
import { CoursesCard } from './CoursesCard';
import { PortalCredentialsModal } from './PortalCredentialsModal';
import { ProfileCard } from './ProfileCard';
import './mypage.css';

export interface MyPageProps {
  /** More cards under the courses, from other features (routes.tsx: "로그인 기기"). */
  children?: ReactNode;
}

/** /mypage: the member's profile and completed courses, and the way into the graduation check. */
export function MyPage({ children }: MyPageProps) {
  const memberResource = useAsyncData(fetchMyInfo, []);
  const coursesResource = useAsyncData(fetchMyCourses, []);
  const [uploadOpen, setUploadOpen] = useState(false);
  const navigate = useNavigate();
  const intl = useIntl();

  const member = memberResource.state.status === 'ready' ? memberResource.state.data : null;
  const courses = coursesResource.state.status === 'ready' ? coursesResource.state.data : null;

  const startCheck = (checkedMember: MemberInfo) => {
    if (!isCheckable(checkedMember)) {
      window.alert(intl.formatMessage({ id: 'mypage.member.notCheckable' }));
    } else if (courses && courses.length > 0) {
      navigate(ROUTES.MYPAGE_RESULT);
    } else {
      setUploadOpen(true);
    }
  };

  const uploadFromPortal = async (uploadingMember: MemberInfo, password: string) => {
    const stored = await uploadCourses({ username: uploadingMember.username, password });
    coursesResource.replace(stored);
    setUploadOpen(false);
    window.alert(intl.formatMessage({ id: 'mypage.profile.courses.updated' }));
    // A member who cannot be checked stays here and sees the new courses in the table.
    if (isCheckable(uploadingMember)) navigate(ROUTES.MYPAGE_RESULT);
  };

  return (
    <Container>
      <PageHeading
        title={intl.formatMessage({ id: 'mypage.profile.title' })}
        className="mypage-heading"
      >
        <Button
          size="lg"
          disabled={!member || !courses}
          onClick={() => member && startCheck(member)}
        >
          <FormattedMessage id="mypage.profile.startCheck" />
        </Button>
      </PageHeading>
      <Stack gap={5} className="mypage-content">
        <AsyncContent data={memberResource} {...loadMessages(intl, 'mypage.profile.info.what')}>
          {(loadedMember) => (
            <ProfileCard
              member={loadedMember}
              onMemberChanged={memberResource.replace}
              onCoursesCleared={coursesResource.reload}
            />
          )}
        </AsyncContent>
        <AsyncContent data={coursesResource} {...loadMessages(intl, 'mypage.profile.courses.what')}>
          {(loadedCourses) => (
            <CoursesCard courses={loadedCourses} onUpdate={() => setUploadOpen(true)} />
          )}
        </AsyncContent>
        {children}
      </Stack>
      {member ? (
        <PortalCredentialsModal
          open={uploadOpen}
          title={intl.formatMessage({ id: 'mypage.profile.courses.update' })}
          username={member.username}
          onClose={() => setUploadOpen(false)}
          onSubmit={(password) => uploadFromPortal(member, password)}
        />
      ) : null}
    </Container>
  );
}
