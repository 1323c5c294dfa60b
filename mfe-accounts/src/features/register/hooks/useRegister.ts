import { flushSync } from 'react-dom';
import { clearVerification, type VerificationResult } from 'shared-auth';
import { isRefusedAuthorization } from '../../../common/expiredAuthorization';
import { newPasswordProblem, type NewPasswordInput } from '../../../common/newPassword';
import { useSubmission } from '../../../common/useSubmission';
import { registerMember } from '../api/registerApi';

export const REGISTERED = '회원가입이 완료되었습니다.';

/**
 * Signs the verified student up, then tells the page (`onRegistered`) and drops the verification.
 * A refused verification token is dropped too, so the student verifies again.
 */
export function useRegister(verification: VerificationResult, onRegistered: () => void) {
  const { pending, submit } = useSubmission();

  const register = (input: NewPasswordInput) => {
    const problem = newPasswordProblem(input);
    if (problem) {
      window.alert(problem);
      return;
    }
    void submit(async () => {
      try {
        await registerMember(verification, input.password);
      } catch (error) {
        if (isRefusedAuthorization(error)) clearVerification();
        throw error;
      }
      window.alert(REGISTERED);
      // The page must know it succeeded before the verification goes: without a verification it
      // would send the visitor back to the agree page instead of on to the login.
      flushSync(onRegistered);
      clearVerification();
    });
  };

  return { pending, register };
}
