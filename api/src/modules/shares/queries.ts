import type { AppDatabase } from '../../db/database';
import { membersWithDepartments } from '../../db/member-departments';
import type { SharedSnapshot } from './schemas';

export interface NewShare {
  memberId: number;
  tokenHash: string;
  showName: boolean;
  snapshot: SharedSnapshot;
  expiresAt: Date;
}

export async function insertShare(db: AppDatabase, share: NewShare): Promise<void> {
  await db
    .insertInto('shares')
    .values({
      member_id: share.memberId,
      token_hash: share.tokenHash,
      show_name: share.showName,
      snapshot: JSON.stringify(share.snapshot),
      expires_at: share.expiresAt,
    })
    .execute();
}

/** Links past their expiry are of no use to anyone: they go when their owner next looks. */
export async function deleteExpiredShares(db: AppDatabase, memberId: number, now: Date) {
  await db
    .deleteFrom('shares')
    .where('member_id', '=', memberId)
    .where('expires_at', '<=', now)
    .execute();
}

export async function countLiveShares(db: AppDatabase, memberId: number, now: Date) {
  const row = await db
    .selectFrom('shares')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function liveShares(db: AppDatabase, memberId: number, now: Date) {
  return db
    .selectFrom('shares')
    .select(['id', 'show_name', 'created_at', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The snapshot behind a token's hash, unless the link has expired (or never existed). */
export async function liveSnapshot(db: AppDatabase, tokenHash: string, now: Date) {
  const row = await db
    .selectFrom('shares')
    .select(['snapshot', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  // Written only by insertShare from a SharedSnapshot; jsonb comes back parsed (pg and PGlite).
  return row && { snapshot: row.snapshot as SharedSnapshot, expiresAt: row.expires_at };
}

/** Deletes one of the member's links, found by its token's hash or its id; false if none. */
export async function deleteShare(
  db: AppDatabase,
  memberId: number,
  which: { tokenHash: string } | { id: number },
): Promise<boolean> {
  const ownLinks = db.deleteFrom('shares').where('member_id', '=', memberId);
  const result = await (
    'id' in which
      ? ownLinks.where('id', '=', which.id)
      : ownLinks.where('token_hash', '=', which.tokenHash)
  ).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The names of the departments the member is audited with (the snapshot's rule set). */
export function memberDepartmentNames(db: AppDatabase, memberId: number) {
  return membersWithDepartments(db)
    .select(['d.name as department', 'd2.name as secondDepartment'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
