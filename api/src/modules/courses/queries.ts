import { sql, type Insertable, type Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { membersWithDepartments } from '../../db/member-departments';
import type { CourseTable } from '../../db/schema';

/** A stored course as the audit reads it (failed attempts included). */
export type StoredCourse = Pick<
  Selectable<CourseTable>,
  'id' | 'year' | 'semester' | 'number' | 'name' | 'type' | 'domain' | 'credit' | 'grade'
>;

/**
 * Everything an audit reads about a member, in ONE query: the member with cohort and first
 * department, and every stored course in upload (id) order as a JSON array. One round trip
 * with one JSON value instead of a row per course matters on PGlite, where each query and each
 * returned field costs interpreter time (GET /courses/credit is benchmarked, docs/benchmarks.md).
 */
export function auditMemberRow(db: AppDatabase, memberId: number) {
  return membersWithDepartments(db)
    .innerJoin('years as y', 'y.id', 'm.year_id')
    .select([
      'm.username',
      'm.name',
      'm.exemption',
      'm.second_department_id',
      'y.value as cohort',
      'd.id as department_id',
      'd.code as department_code',
      'd2.code as second_department_code',
      'd.has_advanced',
      'd.balance_sub_domain',
      // json_agg's own ORDER BY: the order of a subquery is not guaranteed to survive it.
      sql<StoredCourse[]>`coalesce(
        (select json_agg(c order by c.id) from (
          select id, year, semester, number, name, type, domain, credit, grade
          from courses where member_id = m.id
        ) as c),
        '[]'::json
      )`.as('courses'),
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
export type AuditMemberRow = NonNullable<Awaited<ReturnType<typeof auditMemberRow>>>;

/**
 * The member's 학번, or undefined when there is no such member. With `lock`, inside a
 * transaction, the member's row stays locked until it ends, so concurrent uploads (and a
 * profile refresh that clears the courses) of one member run one after the other.
 */
export async function memberUsername(
  db: AppDatabase,
  memberId: number,
  { lock }: { lock: boolean },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('members')
    .select('username')
    .where('id', '=', memberId)
    .$if(lock, (query) => query.forUpdate())
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
