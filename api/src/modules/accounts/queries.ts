import type { AppDatabase } from '../../db/database';

/**
 * Remembers an issued refresh token by its jti (a random id inside the signed token; the token
 * itself is never stored) and drops every expired one on the way.
 */
export async function storeRefreshToken(
  db: AppDatabase,
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
  db: AppDatabase,
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
export async function revokeRefreshTokens(db: AppDatabase, memberId: number): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('member_id', '=', memberId).execute();
}

export async function recordLogin(db: AppDatabase, memberId: number, ip: string): Promise<void> {
  await db.insertInto('login_statuses').values({ member_id: memberId, ip }).execute();
}
