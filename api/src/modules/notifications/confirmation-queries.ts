import type { SiteLanguage } from '@smunity/site-language';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';

// The address-confirmation tokens (migrations/019): stored as their SHA-256, tied to the address
// they were mailed to.

export async function insertConfirmation(
  db: AppDatabase,
  row: { memberId: number; email: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const { id } = await db
    .insertInto('mail_confirmations')
    .values({
      member_id: row.memberId,
      email: row.email,
      token_hash: row.tokenHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Marks the member's address confirmed when the token is unexpired and was mailed to the address
 * the member has now; returns the member, or undefined when the token confirms nothing.
 */
export async function confirmByToken(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    update members m set email_confirmed_at = ${now}
    from mail_confirmations c
    where c.token_hash = ${tokenHash} and c.member_id = m.id
      and c.expires_at > ${now} and m.email = c.email
    returning m.id`.execute(db);
  return rows[0]?.id;
}

/** Deletes every confirmation of the member (confirmed, or the address changed); their ids. */
export async function deleteConfirmationsOf(db: AppDatabase, memberId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('mail_confirmations')
    .where('member_id', '=', memberId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function confirmationIdsOf(db: AppDatabase, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_confirmations')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => row.id);
}

export interface AddressRow {
  email: string | null;
  email_confirmed_at: Date | null;
  /** The member's language, that of the confirmation mail. */
  language: SiteLanguage;
}

export function findAddress(db: AppDatabase, memberId: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('members')
    .select(['email', 'email_confirmed_at', 'language'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
