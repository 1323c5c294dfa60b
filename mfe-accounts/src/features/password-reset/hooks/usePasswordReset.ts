import { clearResetAuthorization, type ResetAuthorization } from '@smunity/shared-auth';
import { useNewPasswordSubmission } from '../../../hooks/useNewPasswordSubmission';
import { resetPassword } from '../api/passwordResetApi';

export const PASSWORD_CHANGED = '비밀번호가 변경되었습니다.';

/**
 * Sets the new password, then drops the reset authorisation: without it the page sends the
 * student to the login, which is where they go next either way. A refused token is dropped too.
 */
export function usePasswordReset(authorization: ResetAuthorization) {
  const { pending, submitNewPassword } = useNewPasswordSubmission({
    send: (password) => resetPassword(authorization, password),
    successAlert: PASSWORD_CHANGED,
    dropAuthorization: clearResetAuthorization,
  });

  return { pending, reset: submitNewPassword };
}
