import type { AppDatabase } from '../../db/database';

/** The department facts an audit reads, for the given ids that exist. */
export function departmentFacts(db: AppDatabase, ids: readonly number[]) {
  return db
    .selectFrom('departments')
    .select(['id', 'has_advanced', 'balance_sub_domain'])
    .where('id', 'in', ids)
    .execute();
}
