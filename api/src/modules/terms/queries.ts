import type { AppDatabase } from '../../db/database';
import type { AcademicTerm } from '../../academic/term-calendar';

/**
 * The newest terms row: the term of the curriculum snapshot the reference data holds (the
 * "교육과정 기준" term), not the calendar's current term (calendar.ts).
 */
export function latestTerm(db: AppDatabase) {
  return db
    .selectFrom('terms')
    .select(['id', 'year', 'semester'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function termRowId(db: AppDatabase, term: AcademicTerm): Promise<number | null> {
  const row = await db
    .selectFrom('terms')
    .select('id')
    .where('year', '=', term.year)
    .where('semester', '=', term.semester)
    .executeTakeFirst();
  return row?.id ?? null;
}
