import { Container, PageHeader } from '@smunity/shared-ui';
import { LoginForm } from './LoginForm';
import '../../../components/accounts.css';

export function LoginPage() {
  return (
    <Container>
      <PageHeader title="로그인" subtitle="학번과 스뮤니티 비밀번호를 입력해 주세요." />
      <div className="accounts-card">
        <LoginForm />
      </div>
    </Container>
  );
}
