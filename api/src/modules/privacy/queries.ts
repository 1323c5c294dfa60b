import type { AppDatabase } from '../../db/database';

/** Deletes the page views that happened before `cutoff` (indexed on occurred_at). */
export async function deletePageViewsBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('page_views')
    .where('occurred_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the login records from before `cutoff`. */
export async function deleteLoginsBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('login_statuses')
    .where('login_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Erases the client address of the logins from before `cutoff`; the record itself stays. */
export async function eraseLoginAddressesBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  const result = await db
    .updateTable('login_statuses')
    .set({ ip: null })
    .where('ip', 'is not', null)
    .where('login_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the share links and portal verifications that expired before `now`. */
export async function deleteExpiredSharesAndVerifications(db: AppDatabase, now: Date) {
  await db.deleteFrom('shares').where('expires_at', '<=', now).execute();
  await db.deleteFrom('verifications').where('expires_at', '<=', now).execute();
}
