import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Points every member at the cohort they are checked with (members/portal-profile.ts
 * cohortYearId, the same rule in SQL): their entrance year's cohort when it has curriculum
 * rows, else the newest earlier cohort that has them, else 졸업생. Run after the reference data
 * changes, in the same transaction: a 2026 student checked with the 2025 curriculum moves to
 * 2026 when its curriculum arrives. Only members whose cohort changes are updated, so only
 * their audits are dropped (the members trigger of migrations/006). Returns their ids.
 */
export async function repointMemberCohorts(db: Kysely<Database>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with checked as (
      select m.id, coalesce(
        (select y.id from years y
          where y.value is not null and y.value <= left(m.username, 4)::integer
            and exists (select 1 from curriculum c where c.year_id = y.id)
          order by y.value desc limit 1),
        (select y.id from years y where y.value is null order by y.id limit 1)
      ) as year_id
      from members m
    )
    update members m set year_id = checked.year_id
    from checked
    where checked.id = m.id and checked.year_id is not null and checked.year_id <> m.year_id
    returning m.id
  `.execute(db);
  return rows.map((row) => row.id);
}
