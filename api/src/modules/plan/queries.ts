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
