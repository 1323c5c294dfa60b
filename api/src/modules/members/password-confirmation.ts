import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AttemptSubjects } from '../../security';
import { findMemberPasswordHash } from './queries';

/**
 * Re-authentication before what a borrowed access token must not do alone (a password change,
 * a withdrawal; ASVS 3.7.1): the member's current password, checked like a login — counted by
 * the login limit against the address and the 학번 before the hash (429 RATE001), given back
 * when it was right. A wrong one is 400 ACCOUNT016 naming `field` (not a 401: the session is
 * fine, and a 401 would send the client to renew it). 404 MEMBER002 when the member is gone.
 */
export async function confirmCurrentPassword(
  { db, attemptLimits, passwords }: Pick<AppContext, 'db' | 'attemptLimits' | 'passwords'>,
  client: Pick<AttemptSubjects, 'ip'>,
  memberId: number,
  password: string,
  field: string,
): Promise<void> {
  const member = await findMemberPasswordHash(db, memberId);
  if (member === undefined) throw AppError.of('MEMBER002');
  const attempt = await attemptLimits.login.consume({ ip: client.ip, username: member.username });
  const check = await passwords.verify(password, member.password_hash);
  if (!check.matches) {
    throw AppError.of('ACCOUNT016', { [field]: '현재 비밀번호가 일치하지 않습니다.' });
  }
  await attempt.refund();
}
