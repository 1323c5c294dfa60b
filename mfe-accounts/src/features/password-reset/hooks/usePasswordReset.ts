import { clearResetAuthorization, type ResetAuthorization } from 'shared-auth';
import { isRefusedAuthorization } from '../../../common/expiredAuthorization';
import { newPasswordProblem, type NewPasswordInput } from '../../../common/newPassword';
import { useSubmission } from '../../../common/useSubmission';
import { resetPassword } from '../api/passwordResetApi';

export const PASSWORD_CHANGED = '비밀번호가 변경되었습니다.';

/**
 * Sets the new password, then drops the reset authorisation: without it the page sends the
 * student to the login, which is where they go next either way. A refused token is dropped too.
 */
export function usePasswordReset(authorization: ResetAuthorization) {
  const { pending, submit } = useSubmission();

  const reset = (input: NewPasswordInput) => {
    const problem = newPasswordProblem(input);
    if (problem) {
      window.alert(problem);
      return;
    }
    void submit(async () => {
      try {
        await resetPassword(authorization, input.password);
      } catch (error) {
        if (isRefusedAuthorization(error)) clearResetAuthorization();
        throw error;
      }
      window.alert(PASSWORD_CHANGED);
      clearResetAuthorization();
    });
  };

  return { pending, reset };
}
