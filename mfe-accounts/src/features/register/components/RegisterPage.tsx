import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useVerification, type VerificationResult } from '@smunity/shared-auth';
import { Container, PageHeader, ROUTES } from '@smunity/shared-ui';
import { useRegister } from '../hooks/useRegister';
import { RegisterForm } from './RegisterForm';
import '../../../components/accounts.css';

export function RegisterPage() {
  const verification = useVerification();
  const [registered, setRegistered] = useState(false);

  // Checked first: signing up drops the verification, and the new member goes on to log in.
  if (registered) return <Navigate to={ROUTES.LOGIN} replace />;
  // Sign-up starts with the terms and the portal verification.
  if (!verification) return <Navigate to={ROUTES.AGREE} replace />;
  return (
    <VerifiedRegisterPage verification={verification} onRegistered={() => setRegistered(true)} />
  );
}

interface VerifiedRegisterPageProps {
  verification: VerificationResult;
  onRegistered: () => void;
}

function VerifiedRegisterPage({ verification, onRegistered }: VerifiedRegisterPageProps) {
  const intl = useIntl();
  const { pending, register } = useRegister(verification, onRegistered);

  return (
    <Container>
      <PageHeader
        title={intl.formatMessage({ id: 'accounts.register.title' })}
        subtitle={intl.formatMessage({ id: 'accounts.register.subtitle' })}
      />
      <div className="accounts-card">
        <RegisterForm verification={verification} pending={pending} onRegister={register} />
      </div>
    </Container>
  );
}
