import { useSubmission } from '@smunity/shared-auth';
import { newPasswordProblem, type NewPasswordInput } from '@smunity/shared-ui';
import { isRefusedAuthorization } from '../api/expiredAuthorization';

export interface NewPasswordSubmissionSteps {
  /** Sends the new password, authorised by a verification or reset token. */
  send: (password: string) => Promise<void>;
  /** Alerted once the api has taken the password. */
  successAlert: string;
  /** Runs after the success alert, while the token is still kept. */
  onSuccess?: () => void;
  /**
   * Forgets the token: it is spent once the password is taken, and a refused one never works again
   * (see isRefusedAuthorization).
   */
  dropAuthorization: () => void;
}

/**
 * Sends a new password typed twice (sign-up, password reset), one submission at a time; what is
 * missing or mismatched is alerted instead of sent.
 */
export function useNewPasswordSubmission({
  send,
  successAlert,
  onSuccess,
  dropAuthorization,
}: NewPasswordSubmissionSteps) {
  const { pending, submit } = useSubmission();

  const submitNewPassword = (input: NewPasswordInput) => {
    const problem = newPasswordProblem(input);
    if (problem) {
      window.alert(problem);
      return;
    }
    void submit(async () => {
      try {
        await send(input.password);
      } catch (error) {
        if (isRefusedAuthorization(error)) dropAuthorization();
        throw error;
      }
      window.alert(successAlert);
      onSuccess?.();
      dropAuthorization();
    });
  };

  return { pending, submitNewPassword };
}
