import { useIntl } from 'react-intl';
import { clearResetAuthorization, type ResetAuthorization } from '@smunity/shared-auth';
import { useNewPasswordSubmission } from '../../../hooks/useNewPasswordSubmission';
import { resetPassword } from '../api/passwordResetApi';

/**
 * Sets the new password, then drops the reset authorisation: without it the page sends the
 * student to the login, which is where they go next either way. A refused token is dropped too.
 */
export function usePasswordReset(authorization: ResetAuthorization) {
  const intl = useIntl();
  const { pending, submitNewPassword } = useNewPasswordSubmission({
    send: (password) => resetPassword(authorization, password),
    successAlert: intl.formatMessage({ id: 'accounts.passwordReset.done' }),
    dropAuthorization: clearResetAuthorization,
  });

  return { pending, reset: submitNewPassword };
}
