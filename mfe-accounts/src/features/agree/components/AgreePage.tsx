import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useVerification } from '@smunity/shared-auth';
import { Container, PageHeader, ROUTES, Stack } from '@smunity/shared-ui';
import { StudentVerification } from './StudentVerification';
import { TermsBox } from './TermsBox';
import '../../../components/accounts.css';

export function AgreePage() {
  const intl = useIntl();
  const verified = useVerification() !== null;
  const [termsAgreed, setTermsAgreed] = useState(false);

  // A verified student (now, or earlier today: the auth cookie) goes straight to the sign-up form.
  if (verified) return <Navigate to={ROUTES.REGISTER} replace />;

  return (
    <Container>
      <PageHeader
        title={intl.formatMessage({ id: 'accounts.agree.title' })}
        subtitle={intl.formatMessage({ id: 'accounts.agree.subtitle' })}
      />
      <Stack gap={5} className="accounts-page-end">
        <TermsBox agreed={termsAgreed} onAgreedChange={setTermsAgreed} />
        <StudentVerification termsAgreed={termsAgreed} />
      </Stack>
    </Container>
  );
}
