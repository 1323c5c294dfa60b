import type { LoginBody, PortalCredentials } from '@smunity/api-contract';

/**
 * A 학번 with a password: the SMUNITY password at login, the portal (샘물) one for verification.
 * One form model for both, so it must fit both bodies.
 */
export type StudentCredentials = LoginBody & PortalCredentials;

export const EMPTY_CREDENTIALS: StudentCredentials = { username: '', password: '' };

/**
 * The credentials to send, or null when either field is empty. The 학번 loses surrounding spaces
 * (a paste often brings some); the password is sent exactly as typed.
 */
export function completeCredentials({
  username,
  password,
}: StudentCredentials): StudentCredentials | null {
  const trimmedUsername = username.trim();
  if (!trimmedUsername || !password) return null;
  return { username: trimmedUsername, password };
}
