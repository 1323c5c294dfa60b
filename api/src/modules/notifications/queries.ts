import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { NotificationKind } from '../../db/schema';

// Writes below take the caller's transaction (a Kysely Transaction is an AppDatabase): the
// answer and what it announces commit together or not at all (docs/adr/0034).

/**
 * The question's author hears of a new answer: an unread notification and, when they gave an
 * address, confirmed it and left "답변 알림 메일 받기" on, one mail in the outbox. Nobody is told of an
 * answer to their own question.
 */
export async function announceNewAnswer(db: AppDatabase, answerId: number): Promise<void> {
  await sql`
    insert into notifications (member_id, answer_id, kind)
    select q.member_id, a.id, 'ANSWERED'
    from answers a join questions q on q.id = a.question_id
    where a.id = ${answerId} and q.member_id <> a.member_id`.execute(db);
  await sql`
    insert into mail_outbox (member_id, answer_id)
    select q.member_id, a.id
    from answers a
    join questions q on q.id = a.question_id
    join members m on m.id = q.member_id
    where a.id = ${answerId} and q.member_id <> a.member_id
      and m.email is not null and m.email_confirmed_at is not null and m.answer_mail`.execute(db);
}

/**
 * An edited answer: an unread notification of it moves to the top (one per answer while
 * unread), otherwise the author gets a new "answer changed" one. No mail: one mail per answer.
 */
export async function announceChangedAnswer(db: AppDatabase, answerId: number): Promise<void> {
  const bumped = await db
    .updateTable('notifications')
    .set((eb) => ({ created_at: eb.fn('now') }))
    .where('answer_id', '=', answerId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (bumped.numUpdatedRows > 0n) return;
  await sql`
    insert into notifications (member_id, answer_id, kind)
    select q.member_id, a.id, 'ANSWER_CHANGED'
    from answers a join questions q on q.id = a.question_id
    where a.id = ${answerId} and q.member_id <> a.member_id`.execute(db);
}

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  question_id: number;
  question_title: string;
  created_at: Date;
  read_at: Date | null;
}

/** Newest first; the id breaks ties. */
export function listNotifications(
  db: AppDatabase,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications as n')
    .innerJoin('answers as a', 'a.id', 'n.answer_id')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select([
      'n.id',
      'n.kind',
      'q.id as question_id',
      'q.title as question_title',
      'n.created_at',
      'n.read_at',
    ])
    .where('n.member_id', '=', memberId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countNotifications(
  db: AppDatabase,
  memberId: number,
  { unreadOnly }: { unreadOnly: boolean },
): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .where('member_id', '=', memberId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  return (await query.executeTakeFirstOrThrow()).count;
}

/** False when the member has no such notification (someone else's is not theirs to read). */
export async function markRead(
  db: AppDatabase,
  memberId: number,
  notificationId: number,
): Promise<boolean> {
  const rows = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', notificationId)
    .where('member_id', '=', memberId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function markAllRead(db: AppDatabase, memberId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn('now') }))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface MailSettingsRow {
  email: string | null;
  answer_mail: boolean;
  email_confirmed_at: Date | null;
}

export function findMailSettings(
  db: AppDatabase,
  memberId: number,
): Promise<MailSettingsRow | undefined> {
  return db
    .selectFrom('members')
    .select(['email', 'answer_mail', 'email_confirmed_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Undefined when the member is gone. `email` undefined leaves the address as it is; a changed
 * address is unconfirmed from then on (the members_email_unconfirmed_on_change trigger).
 */
export function updateMailSettings(
  db: AppDatabase,
  memberId: number,
  change: { answerMail?: boolean; email?: string | null },
): Promise<MailSettingsRow | undefined> {
  return db
    .updateTable('members')
    .set((eb) => ({
      ...(change.answerMail === undefined ? {} : { answer_mail: change.answerMail }),
      ...(change.email === undefined ? {} : { email: change.email, email_chosen: true }),
      updated_at: eb.fn('now'),
    }))
    .where('id', '=', memberId)
    .returning(['email', 'answer_mail', 'email_confirmed_at'])
    .executeTakeFirst();
}
