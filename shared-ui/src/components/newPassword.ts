import type { IntlShape } from 'react-intl';
import { pageIntl } from '../i18n/pageIntl';

/** The new password typed twice (sign-up, password reset, the password change on my page). */
export interface NewPasswordInput {
  password: string;
  confirmation: string;
}

export const EMPTY_NEW_PASSWORD: NewPasswordInput = { password: '', confirmation: '' };

/**
 * The alert for a new password that cannot be sent, or null when it can. Length and strength are
 * the api's to judge: it answers with its own message.
 * @param intl the caller's (`useIntl()`); the page's language where it has none
 */
export function newPasswordProblem(
  { password, confirmation }: NewPasswordInput,
  intl: IntlShape = pageIntl(),
): string | null {
  if (!password || !confirmation) return intl.formatMessage({ id: 'ui.newPassword.missing' });
  if (password !== confirmation) return intl.formatMessage({ id: 'ui.newPassword.mismatch' });
  return null;
}
