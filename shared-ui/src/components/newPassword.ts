/** The new password typed twice (sign-up, password reset, the password change on my page). */
export interface NewPasswordInput {
  password: string;
  confirmation: string;
}

export const EMPTY_NEW_PASSWORD: NewPasswordInput = { password: '', confirmation: '' };

/**
 * The alert for a new password that cannot be sent, or null when it can. Length and strength are
 * the api's to judge: it answers with its own message.
 */
export function newPasswordProblem({ password, confirmation }: NewPasswordInput): string | null {
  if (!password || !confirmation) return '비밀번호를 입력해주세요.';
  if (password !== confirmation) return '비밀번호가 일치하지 않습니다.';
  return null;
}
