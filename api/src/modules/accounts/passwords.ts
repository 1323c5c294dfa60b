import type { MemberPrincipal, VerifiedPrincipal } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors';
import { takeVerification } from '../auth/service';
import { confirmCurrentPassword } from '../members/password-confirmation';
import { memberInfo, type MemberInfo } from '../members/service';
import { memberIdByUsername, updateMember } from '../members/service';
import { revokeSessionsOf } from './queries';

// A member's password: changed when signed in, reset with a portal verification.

/**
 * PATCH /members/me/password: the signed-in member confirms the current password (400
 * ACCOUNT016 naming `currentPassword`, counted by the login limit: a borrowed access token alone
 * cannot take the account) and sets a new one (see `replacePassword`); the member's other
 * sessions end, the one that changed it goes on.
 */
export async function changePassword(
  context: Pick<AppContext, 'db' | 'memberChanges' | 'attemptLimits' | 'passwords'>,
  client: { ip: string },
  member: MemberPrincipal,
  change: { password: string; currentPassword: string },
): Promise<MemberInfo> {
  const { db, memberChanges } = context;
  await confirmCurrentPassword(
    context,
    client,
    member.memberId,
    change.currentPassword,
    'currentPassword',
  );
  const passwordHash = await context.passwords.hash(change.password);
  const info = await db
    .transaction()
    .execute((trx) => replacePassword(trx, member.memberId, passwordHash, member.sessionId));
  memberChanges.changed(member.memberId);
  return info;
}

/**
 * PATCH /members/password/reset with a verification token from POST /auth/password/reset: the
 * token's 학번 must be a member (404 MEMBER002) and the verification unused (401 ACCOUNT012);
 * the verification is used up in the transaction of the change.
 */
export async function resetPassword(
  { db, memberChanges, passwords }: Pick<AppContext, 'db' | 'memberChanges' | 'passwords'>,
  verified: VerifiedPrincipal,
  password: string,
): Promise<MemberInfo> {
  const memberId = await memberIdByUsername(db, verified.username);
  if (memberId === null) throw AppError.of('MEMBER002');
  const passwordHash = await passwords.hash(password);
  const info = await db.transaction().execute(async (trx) => {
    const verification = await takeVerification(trx, {
      jti: verified.tokenId,
      purpose: 'PASSWORD_RESET',
      username: verified.username,
    });
    if (verification === undefined) throw AppError.of('ACCOUNT012');
    return replacePassword(trx, memberId, passwordHash);
  });
  memberChanges.changed(memberId);
  return info;
}

/**
 * The one way a member's password changes (change and reset), inside the caller's transaction:
 * the new hash is stored and every session of the member but `keptSessionId` (the one that
 * changed it) ended with it, so a session opened with the old password does not outlive it.
 * The caller announces the member's change after the commit. 404 MEMBER002 when the member is
 * gone.
 */
async function replacePassword(
  trx: AppDatabase,
  memberId: number,
  passwordHash: string,
  keptSessionId?: string,
): Promise<MemberInfo> {
  if (!(await updateMember(trx, memberId, { password_hash: passwordHash }))) {
    throw AppError.of('MEMBER002');
  }
  await revokeSessionsOf(trx, memberId, keptSessionId);
  return memberInfo(trx, memberId);
}
