import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { setResetAuthorization, useSubmission } from '@smunity/shared-auth';
import { ROUTES } from '@smunity/shared-ui';
import { completeCredentials, type StudentCredentials } from '../../../api/credentials';
import { verifyForPasswordReset } from '../api/loginApi';

/** Verifies the student at the portal, keeps the reset authorisation and opens the reset page. */
export function useFindPassword() {
  const intl = useIntl();
  const { pending, submit, refusals } = useSubmission();
  const navigate = useNavigate();

  const verify = (credentials: StudentCredentials) => {
    const complete = completeCredentials(credentials);
    if (!complete) {
      window.alert(intl.formatMessage({ id: 'accounts.login.missingFields' }));
      return;
    }
    void submit(async () => {
      setResetAuthorization(await verifyForPasswordReset(complete));
      navigate(ROUTES.PASSWORD_RESET);
    });
  };

  return { pending, verify, refusals };
}
