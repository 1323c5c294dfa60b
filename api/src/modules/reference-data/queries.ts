import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { ReferenceTableName } from '../../db/seed';
import type { AdminAuditLogTable } from '../../db/schema';
import type { Insertable } from 'kysely';

/** The rule tables an import replaces, by the name seed-rules.ts gives their rows. */
export const RULE_TABLE_NAMES = {
  requirements: 'rule_requirements',
  subDomainMerges: 'rule_sub_domain_merges',
  exemptionRemovals: 'rule_exemption_removals',
  ownBalanceFieldExclusions: 'rule_own_balance_field_exclusions',
} as const;

export type DataTableName =
  ReferenceTableName | (typeof RULE_TABLE_NAMES)[keyof typeof RULE_TABLE_NAMES];

/**
 * Every row of a reference or rule table in key order, as plain values (numeric columns such
 * as offering credits come back as numbers, not pg's text).
 */
export async function liveRows(
  db: AppDatabase,
  table: DataTableName,
): Promise<Record<string, unknown>[]> {
  const order = table === 'rule_requirements' ? 'rank' : 'id';
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} order by ${sql.ref(order)}
  `.execute(db);
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        column === 'credit' && typeof value === 'string' ? Number(value) : value,
      ]),
    ),
  );
}

export async function insertImportAuditEntry(
  db: AppDatabase,
  entry: Pick<
    Insertable<AdminAuditLogTable>,
    'source' | 'actor_member_id' | 'actor_username' | 'actor_name'
  > & { detail: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({ ...entry, action: 'REFERENCE_DATA_IMPORTED', detail: JSON.stringify(entry.detail) })
    .execute();
}

export async function recordImportedVersion(db: AppDatabase, checksum: string): Promise<void> {
  await db
    .insertInto('reference_data_versions')
    .values({ name: 'imported', checksum })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ checksum, seeded_at: new Date() }),
    )
    .execute();
}

/** The newest imports first. */
export function listImports(db: AppDatabase, limit: number) {
  return db
    .selectFrom('admin_audit_log')
    .select(['id', 'source', 'actor_username', 'actor_name', 'detail', 'occurred_at'])
    .where('action', '=', 'REFERENCE_DATA_IMPORTED')
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Cohorts (with whether their curriculum is there), terms and timetable years that are live. */
export async function liveCoverage(db: AppDatabase) {
  const [cohorts, terms, timetableYears, versions] = await Promise.all([
    db
      .selectFrom('years as y')
      .select(['y.value'])
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('curriculum as c').select('c.id').whereRef('c.year_id', '=', 'y.id'),
          )
          .as('hasCurriculum'),
      )
      .where('y.value', 'is not', null)
      .orderBy('y.value')
      .execute(),
    db.selectFrom('terms').select(['year', 'semester']).orderBy('id').execute(),
    db.selectFrom('offerings').select('year').distinct().orderBy('year').execute(),
    db.selectFrom('reference_data_versions').select(['name', 'seeded_at']).execute(),
  ]);
  return {
    cohorts: cohorts.map((row) => ({
      year: row.value!,
      hasCurriculum: Boolean(row.hasCurriculum),
    })),
    terms,
    timetableYears: timetableYears.map((row) => row.year),
    versions,
  };
}

/** The member when it is an admin now (the token may predate a revocation). */
export function currentAdmin(db: AppDatabase, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'name'])
    .where('id', '=', memberId)
    .where('role', '=', 'ROLE_ADMIN')
    .executeTakeFirst();
}
