import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { OfferingTermCode } from '../../db/enums';
import type { AcademicTerm } from '../../academic/term-calendar';

/**
 * One row per offered 학수번호: every (year, term), and the name, credit, 이수구분 and department
 * of the latest one.
 */
export function offeredCourses(db: AppDatabase) {
  return db
    .selectFrom('offerings')
    .select([
      'number',
      sql<[number, OfferingTermCode][]>`json_agg(json_build_array(year, term_code)
        order by year, term_code)`.as('terms'),
      sql<string>`(array_agg(name order by year desc, term_code desc))[1]`.as('name'),
      sql<number>`(array_agg(credit order by year desc, term_code desc))[1]::float8`.as('credit'),
      sql<string>`(array_agg(type order by year desc, term_code desc))[1]`.as('type'),
      sql<string>`(array_agg(dept_code order by year desc, term_code desc))[1]`.as('dept_code'),
      sql<string>`(array_agg(dept_info order by year desc, term_code desc))[1]`.as('dept_info'),
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

/** Every regular semester (1학기, 2학기) the stored timetables hold, oldest first. */
export async function timetableSemesters(db: AppDatabase): Promise<AcademicTerm[]> {
  const rows = await db
    .selectFrom('offerings')
    .select(['year', 'term_code'])
    .where('term_code', 'in', ['10', '20'])
    .distinct()
    .orderBy('year')
    .orderBy('term_code')
    .execute();
  return rows.map((row) => ({
    year: row.year,
    semester: row.term_code === '10' ? 'FIRST' : 'SECOND',
  }));
}
