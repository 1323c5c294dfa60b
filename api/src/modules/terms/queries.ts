import type { AppDatabase } from '../../db/database';

/** The current term is the row with the highest id (the reference data's newest snapshot). */
export function latestTerm(db: AppDatabase) {
  return db
    .selectFrom('terms')
    .select(['id', 'year', 'semester'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
