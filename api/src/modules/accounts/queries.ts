import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A database or a transaction of it. */
type Executor = Kysely<Database>;

/**
 * Remembers an issued refresh token by its jti (a random id inside the signed token; the token
 * itself is never stored) and drops every expired one on the way.
 */
export async function storeRefreshToken(
  db: Executor,
  token: { jti: string; memberId: number; expiresAt: Date },
): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<=', new Date()).execute();
  await db
    .insertInto('refresh_tokens')
    .values({ jti: token.jti, member_id: token.memberId, expires_at: token.expiresAt })
    .execute();
}

/**
 * Revokes one refresh token of this member; false when it was not in the store (revoked by
 * rotation or logout, or issued to someone else). Only one of two concurrent calls gets true.
 */
export async function takeRefreshToken(
  db: Executor,
  token: { jti: string; memberId: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('jti', '=', token.jti)
    .where('member_id', '=', token.memberId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Logs the member out everywhere (password change or reset). */
export async function revokeRefreshTokens(db: Executor, memberId: number): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('member_id', '=', memberId).execute();
}

export async function recordLogin(db: Executor, memberId: number, ip: string): Promise<void> {
  await db.insertInto('login_statuses').values({ member_id: memberId, ip }).execute();
}
