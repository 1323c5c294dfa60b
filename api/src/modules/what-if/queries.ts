import type { AppDatabase } from '../../db/database';

/** The department facts an audit reads, for every department. */
export function departmentFacts(db: AppDatabase) {
  return db
    .selectFrom('departments')
    .select(['id', 'has_advanced', 'balance_sub_domain'])
    .execute();
}
