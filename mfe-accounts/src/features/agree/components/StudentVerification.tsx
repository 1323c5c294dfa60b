import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, LoadingOverlay } from '@smunity/shared-ui';
import { CredentialsFields } from '../../../components/CredentialsFields';
import { EMPTY_CREDENTIALS } from '../../../api/credentials';
import { PortalNotice } from '../../../components/PortalNotice';
import { useStudentVerification } from '../hooks/useStudentVerification';

export interface StudentVerificationProps {
  termsAgreed: boolean;
}

/** "학생 인증": the portal login that proves the visitor is an enrolled student. */
export function StudentVerification({ termsAgreed }: StudentVerificationProps) {
  const intl = useIntl();
  const [credentials, setCredentials] = useState(EMPTY_CREDENTIALS);
  const { pending, verify } = useStudentVerification();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify(termsAgreed, credentials);
  };

  return (
    <section className="accounts-box" aria-labelledby="agree-verification-title">
      <h2 id="agree-verification-title" className="accounts-box__title">
        <FormattedMessage id="accounts.agree.verification" />
      </h2>
      <div className="accounts-verification">
        <PortalNotice />
        <form className="accounts-form" noValidate onSubmit={handleSubmit}>
          <CredentialsFields
            value={credentials}
            onChange={setCredentials}
            passwordAutoComplete="off"
          />
          <Button type="submit" block disabled={pending}>
            <FormattedMessage id="accounts.portal.verify" />
          </Button>
        </form>
      </div>
      <LoadingOverlay
        active={pending}
        label={intl.formatMessage({ id: 'accounts.portal.verifying' })}
      />
    </section>
  );
}
