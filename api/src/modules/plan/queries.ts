import { sql } from 'kysely';
import { GRADES, SEMESTERS } from '../../audit';
import type { AppDatabase } from '../../db/database';
import type { Semester } from '../../db/enums';

/** Every department's curriculum, each in 학년, 학기 and the university page's order. */
export function curriculumRows(db: AppDatabase) {
  return db
    .selectFrom('majors as m')
    .select([
      'm.department_id',
      'm.grade',
      'm.semester',
      'm.number',
      'm.name',
      'm.type',
      'm.category',
      'm.credit',
    ])
    .orderBy('m.department_id')
    .orderBy(sql`array_position(${sql.val([...GRADES])}::text[], m.grade)`)
    .orderBy(sql`array_position(${sql.val([...SEMESTERS])}::text[], m.semester)`)
    .orderBy('m.position')
    .execute();
}
export type CurriculumRow = Awaited<ReturnType<typeof curriculumRows>>[number];

export function recommendedCultures(db: AppDatabase) {
  return db
    .selectFrom('cultures')
    .select(['sub_domain', 'number', 'name', 'credit'])
    .orderBy('id')
    .execute();
}

export interface StoredPlanChoices {
  until: { year: number; semester: Semester } | null;
  maxCredits: number;
  pins: { number: string; term: string | null }[];
  excluded: string[];
}

export async function savedPlanChoices(
  db: AppDatabase,
  memberId: number,
): Promise<StoredPlanChoices | null> {
  const row = await db
    .selectFrom('plan_choices')
    .select(['until_year', 'until_semester', 'max_credits', 'pins', 'excluded'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    until:
      row.until_year === null || row.until_semester === null
        ? null
        : { year: row.until_year, semester: row.until_semester },
    maxCredits: row.max_credits,
    pins: row.pins,
    excluded: row.excluded,
  };
}

export async function savePlanChoices(
  db: AppDatabase,
  memberId: number,
  choices: StoredPlanChoices,
): Promise<void> {
  const values = {
    until_year: choices.until?.year ?? null,
    until_semester: choices.until?.semester ?? null,
    max_credits: choices.maxCredits,
    pins: JSON.stringify(choices.pins),
    excluded: JSON.stringify(choices.excluded),
  };
  await db
    .insertInto('plan_choices')
    .values({ member_id: memberId, ...values })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}

/** A course being taken this term (migrations/016), in the order it was added. */
export interface StoredInProgressCourse {
  number: string;
  year: number;
  semester: Semester;
}

/**
 * The member's courses being taken in `term`, and those added in any other term (it is over, or
 * an operator moved the calendar) as `dropped`: not counted, and reported until the member
 * acknowledges them (deleteDroppedInProgressCourses). A read only: GET /plan changes nothing.
 */
export async function inProgressCourses(
  db: AppDatabase,
  memberId: number,
  term: { year: number; semester: Semester },
): Promise<{ current: StoredInProgressCourse[]; dropped: StoredInProgressCourse[] }> {
  const rows = await db
    .selectFrom('in_progress_courses')
    .select(['number', 'year', 'semester'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('number')
    .execute();
  const isCurrent = (row: StoredInProgressCourse) =>
    row.year === term.year && row.semester === term.semester;
  return { current: rows.filter(isCurrent), dropped: rows.filter((row) => !isCurrent(row)) };
}

/** Deletes the member's courses added in another term than `term`; how many there were. */
export async function deleteDroppedInProgressCourses(
  db: AppDatabase,
  memberId: number,
  term: { year: number; semester: Semester },
): Promise<number> {
  const deleted = await db
    .deleteFrom('in_progress_courses')
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('year', '<>', term.year), eb('semester', '<>', term.semester)]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Locks the member's row: the course count and the insert after it see no concurrent add. */
export async function lockMember(db: AppDatabase, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a course as being taken; a row of the same course from a term that is over (not yet
 * acknowledged) is replaced: the course is taken again now.
 */
export async function insertInProgressCourse(
  db: AppDatabase,
  memberId: number,
  course: StoredInProgressCourse,
): Promise<void> {
  await db
    .insertInto('in_progress_courses')
    .values({ member_id: memberId, ...course })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'number']).doUpdateSet({
        year: course.year,
        semester: course.semester,
        // The insert's own default: only the order of adding is read (inProgressCourses).
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Whether the member had the course as being taken (and no longer has). */
export async function deleteInProgressCourse(
  db: AppDatabase,
  memberId: number,
  number: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('in_progress_courses')
    .where('member_id', '=', memberId)
    .where('number', '=', number)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
