import type { AppDatabase } from '../../db/database';

/**
 * Every department in id order with its member count, counted live (members whose FIRST
 * department it is) instead of the original's hourly denormalised column.
 */
export function departmentsWithMemberCounts(db: AppDatabase) {
  return db
    .selectFrom('departments as d')
    .leftJoin('members as m', 'm.department_id', 'd.id')
    .select((eb) => [
      'd.id',
      'd.college',
      'd.name',
      'd.code',
      // count() is bigint: cast so both drivers return a number.
      eb.cast<number>(eb.fn.count('m.id'), 'integer').as('count'),
    ])
    .groupBy('d.id')
    .orderBy('d.id')
    .execute();
}
