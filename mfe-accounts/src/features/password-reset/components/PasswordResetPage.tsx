import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useResetAuthorization, type ResetAuthorization } from '@smunity/shared-auth';
import {
  Button,
  Container,
  EMPTY_NEW_PASSWORD,
  LoadingOverlay,
  NewPasswordFields,
  PageHeader,
  ROUTES,
  TextField,
} from '@smunity/shared-ui';
import { usePasswordReset } from '../hooks/usePasswordReset';
import '../../../components/accounts.css';

export function PasswordResetPage() {
  const intl = useIntl();
  const authorization = useResetAuthorization();
  // The reset starts with the portal verification in the login page's "비밀번호 찾기".
  if (!authorization) return <Navigate to={ROUTES.LOGIN} replace />;

  return (
    <Container>
      <PageHeader
        title={intl.formatMessage({ id: 'accounts.passwordReset.title' })}
        subtitle={intl.formatMessage({ id: 'accounts.passwordReset.subtitle' })}
      />
      <div className="accounts-card">
        <PasswordResetForm authorization={authorization} />
      </div>
    </Container>
  );
}

function PasswordResetForm({ authorization }: { authorization: ResetAuthorization }) {
  const intl = useIntl();
  const [input, setInput] = useState(EMPTY_NEW_PASSWORD);
  const { pending, reset } = usePasswordReset(authorization);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset(input);
  };

  return (
    <form className="accounts-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={intl.formatMessage({ id: 'accounts.credentials.username' })}
        value={authorization.username}
        autoComplete="username"
        readOnly
      />
      <NewPasswordFields value={input} onChange={setInput} />
      <Button type="submit" block disabled={pending}>
        <FormattedMessage id="accounts.passwordReset.submit" />
      </Button>
      <LoadingOverlay
        active={pending}
        label={intl.formatMessage({ id: 'accounts.passwordReset.pending' })}
      />
    </form>
  );
}
