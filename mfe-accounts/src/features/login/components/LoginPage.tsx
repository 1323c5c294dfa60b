import { useIntl } from 'react-intl';
import { Container, PageHeader } from '@smunity/shared-ui';
import { LoginForm } from './LoginForm';
import '../../../components/accounts.css';

export function LoginPage() {
  const intl = useIntl();
  return (
    <Container>
      <PageHeader
        title={intl.formatMessage({ id: 'accounts.login.title' })}
        subtitle={intl.formatMessage({ id: 'accounts.login.subtitle' })}
      />
      <div className="accounts-card">
        <LoginForm />
      </div>
    </Container>
  );
}
