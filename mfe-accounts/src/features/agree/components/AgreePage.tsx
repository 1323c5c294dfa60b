import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useVerification } from '@smunity/shared-auth';
import { Container, PageHeader, ROUTES, Stack } from '@smunity/shared-ui';
import { StudentVerification } from './StudentVerification';
import { TermsBox } from './TermsBox';
import '../../../components/accounts.css';

export function AgreePage() {
  const verified = useVerification() !== null;
  const [termsAgreed, setTermsAgreed] = useState(false);

  // A verified student (now, or earlier today: the auth cookie) goes straight to the sign-up form.
  if (verified) return <Navigate to={ROUTES.REGISTER} replace />;

  return (
    <Container>
      <PageHeader title="이용약관 동의" subtitle="아래 사항을 모두 읽고 약관에 동의해주세요." />
      <Stack gap={5} className="accounts-page-end">
        <TermsBox agreed={termsAgreed} onAgreedChange={setTermsAgreed} />
        <StudentVerification termsAgreed={termsAgreed} />
      </Stack>
    </Container>
  );
}
