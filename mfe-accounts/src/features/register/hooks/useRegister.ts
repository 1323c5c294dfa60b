import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { clearVerification, type VerificationResult } from '@smunity/shared-auth';
import { useNewPasswordSubmission } from '../../../hooks/useNewPasswordSubmission';
import { registerMember } from '../api/registerApi';

/**
 * Signs the verified student up, then tells the page (`onRegistered`) and drops the verification.
 * A refused verification token is dropped too, so the student verifies again.
 */
export function useRegister(verification: VerificationResult, onRegistered: () => void) {
  const intl = useIntl();
  const { pending, submitNewPassword } = useNewPasswordSubmission({
    send: (password) => registerMember(verification, password),
    successAlert: intl.formatMessage({ id: 'accounts.register.done' }),
    // The page must know it succeeded before the verification goes: without a verification it
    // would send the visitor back to the agree page instead of on to the login.
    onSuccess: () => flushSync(onRegistered),
    dropAuthorization: clearVerification,
  });

  return { pending, register: submitNewPassword };
}
