import { flushSync } from 'react-dom';
import { clearVerification, type VerificationResult } from '@smunity/shared-auth';
import { useNewPasswordSubmission } from '../../../hooks/useNewPasswordSubmission';
import { registerMember } from '../api/registerApi';

export const REGISTERED = '회원가입이 완료되었습니다.';

/**
 * Signs the verified student up, then tells the page (`onRegistered`) and drops the verification.
 * A refused verification token is dropped too, so the student verifies again.
 */
export function useRegister(verification: VerificationResult, onRegistered: () => void) {
  const { pending, submitNewPassword } = useNewPasswordSubmission({
    send: (password) => registerMember(verification, password),
    successAlert: REGISTERED,
    // The page must know it succeeded before the verification goes: without a verification it
    // would send the visitor back to the agree page instead of on to the login.
    onSuccess: () => flushSync(onRegistered),
    dropAuthorization: clearVerification,
  });

  return { pending, register: submitNewPassword };
}
