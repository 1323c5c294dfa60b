import { useIntl } from 'react-intl';
import { setVerification, useSubmission } from '@smunity/shared-auth';
import { completeCredentials, type StudentCredentials } from '../../../api/credentials';
import { verifyStudent } from '../api/agreeApi';

/**
 * Verifies the student at the portal once they agreed to the terms. Storing the verification is
 * all it does on success: the agree page then moves on to the sign-up form by itself.
 */
export function useStudentVerification() {
  const intl = useIntl();
  const { pending, submit } = useSubmission();

  const verify = (termsAgreed: boolean, credentials: StudentCredentials) => {
    if (!termsAgreed) {
      window.alert(intl.formatMessage({ id: 'accounts.agree.notAccepted' }));
      return;
    }
    const complete = completeCredentials(credentials);
    if (!complete) {
      window.alert(intl.formatMessage({ id: 'accounts.agree.missingFields' }));
      return;
    }
    void submit(async () => setVerification(await verifyStudent(complete)));
  };

  return { pending, verify };
}
