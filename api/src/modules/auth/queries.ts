import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { VerificationPurpose } from '../../db/enums';
import type { VerificationTable } from '../../db/schema';

/** Stores what the portal verified and drops every verification expired by `now` on the way. */
export async function storeVerification(
  db: AppDatabase,
  verification: Insertable<VerificationTable>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verifications').where('expires_at', '<=', now).execute();
    await trx.insertInto('verifications').values(verification).execute();
  });
}

/**
 * Uses a verification up: deletes and returns the row of this token, purpose and 학번, or
 * undefined when there is none (used already, or issued for the other purpose). Call it inside
 * the transaction that acts on it, so a failed action leaves the verification usable.
 */
export function takeVerification(
  db: AppDatabase,
  key: { jti: string; purpose: VerificationPurpose; username: string },
) {
  return db
    .deleteFrom('verifications')
    .where('jti', '=', key.jti)
    .where('purpose', '=', key.purpose)
    .where('username', '=', key.username)
    .returning(['name', 'email', 'department', 'second_department'])
    .executeTakeFirst();
}
