import { sql } from 'kysely';
import { GRADES, SEMESTERS } from '../../audit';
import type { AppDatabase } from '../../db/database';
import type { MajorCategory } from '../../db/enums';

/** The member's departments, to choose whose curriculum to recommend from. */
export function memberDepartments(db: AppDatabase, memberId: number) {
  return db
    .selectFrom('members')
    .select(['department_id', 'second_department_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/**
 * A department's curriculum rows (optionally one category) whose 학수번호 the member has not
 * completed, in 학년 then 학기 order and the university page's order within them. A failed
 * attempt is not a completion, so a failed course is recommended again.
 */
export function uncompletedMajorCourses(
  db: AppDatabase,
  {
    memberId,
    departmentId,
    category,
  }: { memberId: number; departmentId: number; category: MajorCategory | null },
) {
  return db
    .selectFrom('majors as m')
    .select(['m.id', 'm.grade', 'm.semester', 'm.number', 'm.name', 'm.type', 'm.credit'])
    .where('m.department_id', '=', departmentId)
    .$if(category !== null, (query) => query.where('m.category', '=', category as MajorCategory))
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('courses as c')
            .select(sql.lit(1).as('one'))
            .where('c.member_id', '=', memberId)
            .whereRef('c.number', '=', 'm.number')
            // Same predicate as the unique index of passed rows (migrations/004), which serves it.
            .where(sql<boolean>`c.grade is distinct from 'F'`),
        ),
      ),
    )
    .orderBy(sql`array_position(${sql.val([...GRADES])}::text[], m.grade)`)
    .orderBy(sql`array_position(${sql.val([...SEMESTERS])}::text[], m.semester)`)
    .orderBy('m.position')
    .execute();
}
