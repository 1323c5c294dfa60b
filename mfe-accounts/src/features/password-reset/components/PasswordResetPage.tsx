import { useState, type FormEvent } from 'react';
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
  const authorization = useResetAuthorization();
  // The reset starts with the portal verification in the login page's "비밀번호 찾기".
  if (!authorization) return <Navigate to={ROUTES.LOGIN} replace />;

  return (
    <Container>
      <PageHeader title="비밀번호 변경" subtitle="비밀번호를 재설정해주세요." />
      <div className="accounts-card">
        <PasswordResetForm authorization={authorization} />
      </div>
    </Container>
  );
}

function PasswordResetForm({ authorization }: { authorization: ResetAuthorization }) {
  const [input, setInput] = useState(EMPTY_NEW_PASSWORD);
  const { pending, reset } = usePasswordReset(authorization);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset(input);
  };

  return (
    <form className="accounts-form" noValidate onSubmit={handleSubmit}>
      <TextField label="학번" value={authorization.username} autoComplete="username" readOnly />
      <NewPasswordFields value={input} onChange={setInput} />
      <Button type="submit" block disabled={pending}>
        변경하기
      </Button>
      <LoadingOverlay active={pending} label="비밀번호를 변경하는 중입니다…" />
    </form>
  );
}
