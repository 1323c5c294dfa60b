import type { SiteLanguage } from '@smunity/site-language';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { MailSettingsRow } from './queries';

/** An outbox row claimed by one sender until `lease`, with what its mail is made of. */
export interface ClaimedMail {
  id: number;
  attempts: number;
  lease: Date;
}

/**
 * Claims up to `limit` mails that are due and not leased: FOR UPDATE SKIP LOCKED lets every
 * replica claim at once without two taking the same row, and the lease (locked_until) keeps
 * the row theirs while they send outside the transaction. A sender that dies leaves a lease
 * that runs out: the row is then claimed again. Each claim counts as one attempt.
 */
export async function claimDueMails(
  db: AppDatabase,
  { now, lease, limit }: { now: Date; lease: Date; limit: number },
): Promise<ClaimedMail[]> {
  const { rows } = await sql<ClaimedMail>`
    update mail_outbox set locked_until = ${lease}, attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where sent_at is null and gave_up_at is null and next_attempt_at <= ${now}
        and (locked_until is null or locked_until <= ${now})
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, attempts, locked_until as lease`.execute(db);
  return rows;
}

/** What the mail says, read when it is sent: the answer as it is now, the current address. */
export interface MailContentRow extends MailSettingsRow {
  member_id: number;
  /** The member's language, the mail's. */
  language: SiteLanguage;
  question_id: number;
  question_title: string;
  answer_content: string;
}

/** Outbox rows (o) with their recipient (m), answer (a) and the answered question (q). */
function outboxWithRecipientAndQuestion(db: AppDatabase) {
  return db
    .selectFrom('mail_outbox as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('answers as a', 'a.id', 'o.answer_id')
    .innerJoin('questions as q', 'q.id', 'a.question_id');
}

export function findMailContent(
  db: AppDatabase,
  outboxId: number,
): Promise<MailContentRow | undefined> {
  return outboxWithRecipientAndQuestion(db)
    .select([
      'm.email',
      'm.answer_mail',
      'm.email_confirmed_at',
      'm.language',
      'o.member_id',
      'q.id as question_id',
      'q.title as question_title',
      'a.content as answer_content',
    ])
    .where('o.id', '=', outboxId)
    .executeTakeFirst();
}

// The three ends of a claim. Each holds only while the lease is still the sender's own: a sender
// whose lease ran out (and whose row another replica took) changes nothing.

export async function markSent(db: AppDatabase, claim: ClaimedMail, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, locked_until: null, last_error: null })
    .where('id', '=', claim.id)
    .where('locked_until', '=', claim.lease)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markFailed(
  db: AppDatabase,
  claim: ClaimedMail,
  failure: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      locked_until: null,
      last_error: failure.error,
      ...(failure.retryAt === null
        ? { gave_up_at: failure.now }
        : { next_attempt_at: failure.retryAt }),
    })
    .where('id', '=', claim.id)
    .where('locked_until', '=', claim.lease)
    .execute();
}

/** The mail is no longer wanted (address removed, mails turned off): nothing to send. */
/** The ids of a member's outbox rows, sent or not (their mails, for a withdrawal). */
export async function outboxIdsOf(db: AppDatabase, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => row.id);
}

export async function dropMail(db: AppDatabase, claim: ClaimedMail): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('id', '=', claim.id)
    .where('locked_until', '=', claim.lease)
    .execute();
}

export interface FailedMailRow {
  id: number;
  username: string;
  email: string | null;
  question_id: number;
  question_title: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  gave_up_at: Date;
}

/** Mails the sender gave up on, latest first (the admins' workplace). */
export function listFailedMails(db: AppDatabase, limit: number): Promise<FailedMailRow[]> {
  return outboxWithRecipientAndQuestion(db)
    .select([
      'o.id',
      'm.username',
      'm.email',
      'q.id as question_id',
      'q.title as question_title',
      'o.attempts',
      'o.last_error',
      'o.created_at',
    ])
    .select((eb) => eb.ref('o.gave_up_at').$castTo<Date>().as('gave_up_at'))
    .where('o.gave_up_at', 'is not', null)
    .orderBy('o.gave_up_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** Puts a given-up mail back in line with fresh attempts; false when there is no such mail. */
export async function retryFailedMail(db: AppDatabase, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ gave_up_at: null, attempts: 0, next_attempt_at: now, locked_until: null })
    .where('id', '=', id)
    .where('gave_up_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
