import { useNavigate } from 'react-router-dom';
import { setResetAuthorization, useSubmission } from '@smunity/shared-auth';
import { ROUTES } from '@smunity/shared-ui';
import { completeCredentials, type StudentCredentials } from '../../../api/credentials';
import { verifyForPasswordReset } from '../api/loginApi';
import { MISSING_LOGIN_FIELDS } from './useLogin';

/** Verifies the student at the portal, keeps the reset authorisation and opens the reset page. */
export function useFindPassword() {
  const { pending, submit, refusals } = useSubmission();
  const navigate = useNavigate();

  const verify = (credentials: StudentCredentials) => {
    const complete = completeCredentials(credentials);
    if (!complete) {
      window.alert(MISSING_LOGIN_FIELDS);
      return;
    }
    void submit(async () => {
      setResetAuthorization(await verifyForPasswordReset(complete));
      navigate(ROUTES.PASSWORD_RESET);
    });
  };

  return { pending, verify, refusals };
}
