import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, ROUTES, useHydrated } from '@smunity/shared-ui';
import { CredentialsFields } from '../../../components/CredentialsFields';
import { EMPTY_CREDENTIALS } from '../../../api/credentials';
import { useLogin } from '../hooks/useLogin';
import { FindPasswordModal } from './FindPasswordModal';

export function LoginForm() {
  const [credentials, setCredentials] = useState(EMPTY_CREDENTIALS);
  const formRef = useRef<HTMLFormElement>(null);
  // The form arrives prerendered for guests (docs/adr/0041). Until this code runs it must not
  // submit itself: the browser's own submission would load the page with the password in its
  // URL (history, server logs). So 로그인 stays disabled until then, which also stops Enter, and
  // the form would post, never put fields in a URL, whatever submitted it.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!formRef.current) return;
    // What a student typed before this code ran is in the inputs, not in the state.
    const typed = new FormData(formRef.current);
    const username = typed.get('username');
    const password = typed.get('password');
    if (typeof username === 'string' && typeof password === 'string' && (username || password)) {
      setCredentials({ username, password });
    }
  }, []);
  const [findPasswordOpen, setFindPasswordOpen] = useState(false);
  const { pending, login, refusal } = useLogin();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login(credentials);
  };

  return (
    <>
      <form
        ref={formRef}
        className="accounts-form"
        method="post"
        noValidate
        onSubmit={handleSubmit}
      >
        <CredentialsFields
          value={credentials}
          onChange={setCredentials}
          passwordAutoComplete="current-password"
        />
        <button
          type="button"
          className="accounts-link-button"
          aria-haspopup="dialog"
          onClick={() => setFindPasswordOpen(true)}
        >
          <FormattedMessage id="accounts.login.forgotPassword" />
        </button>
        {refusal !== null && (
          <div className="accounts-login-refusal" aria-live="polite">
            <p>{refusal}</p>
            <p>
              <FormattedMessage
                id="accounts.login.notMember"
                values={{
                  signUp: (chunks: ReactNode[]) => <Link to={ROUTES.AGREE}>{chunks}</Link>,
                }}
              />
            </p>
          </div>
        )}
        <div className="accounts-form__actions">
          <Button type="submit" block disabled={pending || !hydrated}>
            <FormattedMessage id="accounts.login.submit" />
          </Button>
          <ButtonLink to={ROUTES.AGREE} variant="secondary" block>
            <FormattedMessage id="accounts.login.signUp" />
          </ButtonLink>
        </div>
      </form>
      <FindPasswordModal open={findPasswordOpen} onClose={() => setFindPasswordOpen(false)} />
    </>
  );
}
