import type { AppDatabase } from './database';

/**
 * `members as m` with the first department as `d` and the second (null without one) as `d2`:
 * where every query naming a member's departments starts. A query that reads nothing of `d2`
 * costs nothing for it (PostgreSQL drops a left join on a unique key whose columns go unread).
 */
export function membersWithDepartments(db: AppDatabase) {
  return db
    .selectFrom('members as m')
    .innerJoin('departments as d', 'd.id', 'm.department_id')
    .leftJoin('departments as d2', 'd2.id', 'm.second_department_id');
}
