import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { CourseTable } from '../../db/schema';

/** What the audit needs to know about a member, in one query. */
export function auditMemberRow(db: AppDatabase, memberId: number) {
  return db
    .selectFrom('members as m')
    .innerJoin('years as y', 'y.id', 'm.year_id')
    .innerJoin('departments as d', 'd.id', 'm.department_id')
    .select([
      'm.username',
      'm.name',
      'm.exemption',
      'm.second_department_id',
      'y.value as cohort',
      'd.id as department_id',
      'd.has_advanced',
      'd.balance_sub_domain',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
export type AuditMemberRow = NonNullable<Awaited<ReturnType<typeof auditMemberRow>>>;

/** Every stored course of a member, failed attempts included, in upload (id) order. */
export function storedCourses(db: AppDatabase, memberId: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'year', 'semester', 'number', 'name', 'type', 'domain', 'credit', 'grade'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
export type StoredCourse = Awaited<ReturnType<typeof storedCourses>>[number];

/**
 * Locks the member's row for the rest of the transaction, so concurrent uploads (and a profile
 * refresh that clears the courses) of one member run one after the other. Returns the 학번,
 * or undefined when the member was deleted meanwhile.
 */
export async function lockMember(db: AppDatabase, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('members')
    .select('username')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row?.username;
}

/** Rows per INSERT: 9 parameters each, far below PostgreSQL's limit of 65535. */
const ROWS_PER_INSERT = 500;

/**
 * Inserts the courses that are not stored yet and returns how many were added. "Stored" is
 * decided by the unique indexes of migrations/004 (one passed row per 학수번호, one failed
 * attempt per 학수번호 and term), so a re-upload adds nothing and the first of two rows with
 * the same key wins, as in the audit.
 */
export async function insertNewCourses(
  db: AppDatabase,
  courses: readonly Insertable<CourseTable>[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < courses.length; start += ROWS_PER_INSERT) {
    const inserted = await db
      .insertInto('courses')
      .values(courses.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return added;
}
