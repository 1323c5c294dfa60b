import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { membersWithDepartments } from '../../db/member-departments';
import type { Database } from '../../db/schema';

/** The tables whose rows expire, each with the column that dates a row. */
const DATED_BY = {
  page_views: 'occurred_at',
  login_statuses: 'login_at',
} as const satisfies { [Table in keyof Database]?: keyof Database[Table] & string };

/** Deletes the rows of `table` dated before `cutoff`; returns how many went. */
async function deleteRowsBefore(
  db: AppDatabase,
  table: keyof typeof DATED_BY,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where(sql.ref(DATED_BY[table]), '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the admins' audit-log entries from before `cutoff`: the only deletion its trigger lets
 * through, announced for this transaction only (migrations/018).
 */
export function deleteAdminLogBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('smunity.audit_log_purge_before', ${cutoff.toISOString()}, true)`.execute(
      trx,
    );
    const result = await trx
      .deleteFrom('admin_audit_log')
      .where('occurred_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Deletes the page views that happened before `cutoff` (indexed on occurred_at). */
export function deletePageViewsBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  return deleteRowsBefore(db, 'page_views', cutoff);
}

/** Deletes the login records from before `cutoff`. */
export function deleteLoginsBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  return deleteRowsBefore(db, 'login_statuses', cutoff);
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

/** Awaits every promise of `promises` at once; the answers under the same keys, in order. */
async function awaitEach<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([key, promise]) => [key, await promise] as const),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** Everything stored about one member, table by table, for "내 정보 내려받기". */
export async function memberDataRows(db: AppDatabase, memberId: number) {
  const profile = await membersWithDepartments(db)
    .innerJoin('years as y', 'y.id', 'm.year_id')
    .select([
      'm.username',
      'm.name',
      'm.email',
      'm.role',
      'y.name as cohort',
      'd.name as department',
      'd2.name as secondDepartment',
      'm.exemption',
      'm.answer_mail as answerMail',
      'm.language',
      'm.created_at as createdAt',
      'm.updated_at as updatedAt',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  if (profile === undefined) return undefined;
  const tables = await awaitEach({
    courses: db
      .selectFrom('courses')
      .select(['year', 'semester', 'number', 'name', 'type', 'domain', 'credit', 'grade'])
      .select('created_at as createdAt')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    plan: db
      .selectFrom('plan_choices')
      .select(['until_year as untilYear', 'until_semester as untilSemester'])
      .select(['max_credits as maxCredits', 'pins', 'excluded', 'updated_at as updatedAt'])
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    inProgressCourses: db
      .selectFrom('in_progress_courses')
      .select(['number', 'year', 'semester', 'created_at as createdAt'])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('number')
      .execute(),
    shares: db
      .selectFrom('shares')
      .select(['show_name as showName', 'snapshot', 'created_at as createdAt'])
      .select('expires_at as expiresAt')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    sessions: db
      .selectFrom('sessions')
      .select(['user_agent as userAgent', 'created_at as createdAt'])
      .select(['last_used_at as lastUsedAt', 'revoked_at as revokedAt'])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .execute(),
    logins: db
      .selectFrom('login_statuses')
      .select(['login_at as loginAt', 'ip'])
      .where('member_id', '=', memberId)
      .orderBy('login_at')
      .execute(),
    questions: db
      .selectFrom('questions')
      .select(['id', 'title', 'content', 'anonymous', 'created_at as createdAt'])
      .select('updated_at as updatedAt')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    answers: db
      .selectFrom('answers')
      .select(['question_id as questionId', 'content', 'created_at as createdAt'])
      .select('updated_at as updatedAt')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    adminLog: db
      .selectFrom('admin_audit_log')
      .select(['action', 'source', 'actor_username as actorUsername', 'actor_name as actorName'])
      .select(['target_username as targetUsername', 'target_name as targetName'])
      .select(['actor_member_id as actorMemberId', 'target_member_id as targetMemberId'])
      .select(['question_id as questionId', 'question_title as questionTitle'])
      .select('occurred_at as occurredAt')
      .where((eb) =>
        eb.or([eb('actor_member_id', '=', memberId), eb('target_member_id', '=', memberId)]),
      )
      .orderBy('id')
      .execute(),
    notifications: db
      .selectFrom('notifications as n')
      .innerJoin('answers as a', 'a.id', 'n.answer_id')
      .select(['a.question_id as questionId', 'n.kind', 'n.created_at as createdAt'])
      .select('n.read_at as readAt')
      .where('n.member_id', '=', memberId)
      .orderBy('n.id')
      .execute(),
    mails: db
      .selectFrom('mail_outbox as o')
      .innerJoin('answers as a', 'a.id', 'o.answer_id')
      .select(['a.question_id as questionId', 'o.created_at as createdAt', 'o.attempts'])
      .select(['o.sent_at as sentAt', 'o.gave_up_at as gaveUpAt', 'o.last_error as lastError'])
      .where('o.member_id', '=', memberId)
      .orderBy('o.id')
      .execute(),
  });
  return { profile, ...tables };
}
