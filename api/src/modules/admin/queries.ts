import { sql, type Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { membersWithDepartments } from '../../db/member-departments';
import type { MemberRole } from '../../db/enums';
import type { AdminAuditLogTable, AuditAction } from '../../db/schema';

/**
 * Days and weeks of the statistics are counted in Korean time: a sign-up at 08:00 KST on a
 * Monday belongs to that Monday's week, not to the Sunday before (which UTC would say).
 */
export const SITE_TIME_ZONE = 'Asia/Seoul';

// ---------------------------------------------------------------------------------------------
// Members and their roles

export interface AdminMemberRow {
  id: number;
  username: string;
  name: string;
  role: MemberRole;
  department: string;
}

function selectMembers(db: AppDatabase) {
  return membersWithDepartments(db).select([
    'm.id',
    'm.username',
    'm.name',
    'm.role',
    'd.name as department',
  ]);
}

export function findMemberByUsername(
  db: AppDatabase,
  username: string,
): Promise<AdminMemberRow | undefined> {
  return selectMembers(db).where('m.username', '=', username).executeTakeFirst();
}

export function findMemberById(db: AppDatabase, id: number): Promise<AdminMemberRow | undefined> {
  return selectMembers(db).where('m.id', '=', id).executeTakeFirst();
}

/** Every admin, in 학번 order. */
export function listAdmins(db: AppDatabase): Promise<AdminMemberRow[]> {
  return selectMembers(db).where('m.role', '=', 'ROLE_ADMIN').orderBy('m.username').execute();
}

// Shared with the withdrawal, which also keeps one admin (modules/members).
export { lockAdminIds } from '../members/service';

export async function setRole(db: AppDatabase, memberId: number, role: MemberRole): Promise<void> {
  await db
    .updateTable('members')
    .set({ role, updated_at: new Date() })
    .where('id', '=', memberId)
    .execute();
}

/** Members among these 학번 who are not admins yet. */
export function findNonAdmins(
  db: AppDatabase,
  usernames: readonly string[],
): Promise<AdminMemberRow[]> {
  if (usernames.length === 0) return Promise.resolve([]);
  return selectMembers(db)
    .where('m.username', 'in', usernames)
    .where('m.role', '<>', 'ROLE_ADMIN')
    .orderBy('m.username')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Audit log

export async function insertAuditEntry(
  db: AppDatabase,
  entry: Insertable<AdminAuditLogTable>,
): Promise<void> {
  await db.insertInto('admin_audit_log').values(entry).execute();
}

/** Reference data imports (no target member) are listed by modules/reference-data instead. */
const IMPORT_ACTION = 'REFERENCE_DATA_IMPORTED';

export async function countAuditEntries(db: AppDatabase): Promise<number> {
  const { count } = await db
    .selectFrom('admin_audit_log')
    .where('action', '!=', IMPORT_ACTION)
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** Newest first. */
export function listAuditEntries(
  db: AppDatabase,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .selectFrom('admin_audit_log')
    .select([
      'id',
      'action',
      'source',
      'actor_username',
      'actor_name',
      'target_username',
      'target_name',
      'question_id',
      'question_title',
      'occurred_at',
    ])
    .where('action', '!=', IMPORT_ACTION)
    .$narrowType<{
      action: Exclude<AuditAction, typeof IMPORT_ACTION>;
      target_username: string;
      target_name: string;
    }>()
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

// ---------------------------------------------------------------------------------------------
// The question queue

/** Which questions the queue shows. */
export type QueueStatus = 'unanswered' | 'answered' | 'all';

export interface QueueQuestionRow {
  id: number;
  title: string;
  content: string;
  anonymous: boolean;
  /** Both NULL: the author withdrew (the question was kept for its answer). */
  author_name: string | null;
  author_username: string | null;
  answered: boolean;
  created_at: Date;
  updated_at: Date;
}

function selectQueue(db: AppDatabase, status: QueueStatus) {
  const query = db
    .selectFrom('questions as q')
    .leftJoin('members as m', 'm.id', 'q.member_id')
    .leftJoin('answers as a', 'a.question_id', 'q.id');
  if (status === 'unanswered') return query.where('a.id', 'is', null);
  if (status === 'answered') return query.where('a.id', 'is not', null);
  return query;
}

export async function countQueue(db: AppDatabase, status: QueueStatus): Promise<number> {
  const { count } = await selectQueue(db, status)
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * Unanswered questions first, the longest waiting on top; then answered ones, the most recent
 * first (what an admin looks back on). The id breaks ties of one instant.
 */
export function listQueue(
  db: AppDatabase,
  status: QueueStatus,
  { limit, offset }: { limit: number; offset: number },
): Promise<QueueQuestionRow[]> {
  return selectQueue(db, status)
    .select((eb) => [
      'q.id',
      'q.title',
      'q.content',
      'q.anonymous',
      'm.name as author_name',
      'm.username as author_username',
      eb('a.id', 'is not', null).$castTo<boolean>().as('answered'),
      'q.created_at',
      'q.updated_at',
    ])
    .orderBy(sql`a.id is not null`)
    .orderBy(sql`case when a.id is null then q.created_at end`, 'asc')
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Statistics

export function membersByDepartment(db: AppDatabase) {
  return membersWithDepartments(db)
    .select((eb) => [
      'd.id as departmentId',
      'd.name',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
    ])
    .groupBy(['d.id', 'd.name'])
    .orderBy('count', 'desc')
    .orderBy('d.name')
    .execute();
}

/**
 * Members per 학번 (the entrance year in their username), not per curriculum: a 2026 freshman
 * checked with the 2025 curriculum (the cohort fallback, ADR 0031) is a 2026학번, and
 * `curriculumCohort` says which curriculum their results use. year null = 졸업생 (entered before
 * the first cohort; their years row has no value).
 */
export function membersByCohort(db: AppDatabase) {
  const entranceYear = sql<
    number | null
  >`case when y.value is null then null else substring(m.username from 1 for 4)::int end`;
  return db
    .selectFrom('members as m')
    .innerJoin('years as y', 'y.id', 'm.year_id')
    .select((eb) => [
      entranceYear.as('year'),
      sql<number | null>`max(y.value)`.as('curriculumCohort'),
      eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
    ])
    .groupBy(entranceYear)
    .orderBy(sql`1 nulls first`)
    .execute();
}

export interface QuestionCounts {
  total: number;
  answered: number;
  /** Median time from question to answer over all answered questions; null when none. */
  medianHoursToAnswer: number | null;
}

export async function questionCounts(db: AppDatabase): Promise<QuestionCounts> {
  const row = await db
    .selectFrom('questions as q')
    .leftJoin('answers as a', 'a.question_id', 'q.id')
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
      eb.cast<number>(eb.fn.count('a.id'), 'integer').as('answered'),
      sql<
        number | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from a.created_at - q.created_at)) / 3600)::float8`.as(
        'medianHoursToAnswer',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Sign-ups per ISO week (label '2026-W48', Korean time) from `since` on; weeks without none. */
export function signupsPerWeek(db: AppDatabase, since: Date) {
  const week = sql<string>`to_char(date_trunc('week', m.created_at at time zone ${sql.lit(SITE_TIME_ZONE)}), 'IYYY-"W"IW')`;
  return db
    .selectFrom('members as m')
    .select((eb) => [week.as('week'), eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .where('m.created_at', '>=', since)
    .groupBy(week)
    .execute();
}

/**
 * Page views per day (Korean time, 'YYYY-MM-DD') and path from `since` on. The query string and
 * fragment are dropped: `/qna/questions?page=2` is the board like `/qna/questions`.
 */
export function pageViewsPerDay(db: AppDatabase, since: Date) {
  const day = sql<string>`to_char(v.occurred_at at time zone ${sql.lit(SITE_TIME_ZONE)}, 'YYYY-MM-DD')`;
  const path = sql<string>`split_part(split_part(v.path, '?', 1), '#', 1)`;
  return db
    .selectFrom('page_views as v')
    .select((eb) => [
      day.as('day'),
      path.as('path'),
      eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
    ])
    .where('v.occurred_at', '>=', since)
    .groupBy([day, path])
    .orderBy(day)
    .orderBy('count', 'desc')
    .orderBy(path)
    .execute();
}
