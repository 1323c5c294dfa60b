import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, setMember, useSubmission } from '@smunity/shared-auth';
import { completeCredentials, type StudentCredentials } from '../../../api/credentials';
import { logIn } from '../api/loginApi';

/**
 * The api's one answer for an unknown 학번 and a wrong password (docs/adr/0026): it does not say
 * which, so the page offers the sign-up too.
 */
export const WRONG_CREDENTIALS_CODE = 'ACCOUNT015';

/**
 * Logs the student in. Storing the session is all it does on success: the accounts pages are
 * for visitors only, so their guard then sends the new member to /mypage, and the nav switches.
 */
export function useLogin() {
  const intl = useIntl();
  const { pending, submit } = useSubmission();
  /** The api's message when the last try was refused with WRONG_CREDENTIALS_CODE. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const login = (credentials: StudentCredentials) => {
    const complete = completeCredentials(credentials);
    if (!complete) {
      window.alert(intl.formatMessage({ id: 'accounts.login.missingFields' }));
      return;
    }
    void submit(async () => {
      setRefusal(null);
      try {
        setMember(await logIn(complete));
      } catch (error) {
        if (error instanceof ApiError && error.code === WRONG_CREDENTIALS_CODE) {
          setRefusal(error.message);
        }
        throw error; // alerted by the submission, as every refusal
      }
    });
  };

  return { pending, login, refusal };
}
