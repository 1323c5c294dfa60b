import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { OfferingTermCode } from '../../db/enums';

/** One row per offered 학수번호: every (year, term) and the name and credit of the latest one. */
export function offeredCourses(db: AppDatabase) {
  return db
    .selectFrom('offerings')
    .select([
      'number',
      sql<[number, OfferingTermCode][]>`json_agg(json_build_array(year, term_code)
        order by year, term_code)`.as('terms'),
      sql<string>`(array_agg(name order by year desc, term_code desc))[1]`.as('name'),
      sql<number>`(array_agg(credit order by year desc, term_code desc))[1]::float8`.as('credit'),
    ])
    .groupBy('number')
    .orderBy('number')
    .execute();
}

/** Name and credit of every 학수번호 the current curricula (majors, cultures) or the v1.x catalog know. */
export async function namedCourses(db: AppDatabase) {
  const [majors, cultures, catalog] = await Promise.all([
    // The department curricula are the newest snapshot: their names win.
    db
      .selectFrom('majors')
      .select(['number', 'name', sql<number>`credit::float8`.as('credit')])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cultures')
      .select(['number', 'name', sql<number>`credit::float8`.as('credit')])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('subject_catalog')
      .select(['number', 'name', sql<number>`credit::float8`.as('credit')])
      .orderBy('id')
      .execute(),
  ]);
  return { majors, cultures, catalog };
}

/** The first and last year of the stored timetables; null when there are none. */
export async function timetableYearRange(
  db: AppDatabase,
): Promise<{ from: number; to: number } | null> {
  const row = await db
    .selectFrom('offerings')
    .select((eb) => [eb.fn.min<number>('year').as('from'), eb.fn.max<number>('year').as('to')])
    .executeTakeFirst();
  return row?.from === null || row?.from === undefined ? null : { from: row.from, to: row.to };
}
