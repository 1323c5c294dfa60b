import { sql, type Transaction } from 'kysely';
import { REFERENCE_DATA_DIR } from '../paths';
import type { AppDatabase } from './database';
import { loadReferenceData, type ReferenceData } from './reference-data';
import type { Database } from './schema';
import { repointMemberCohorts } from './cohorts';
import { seedGraduationRules } from './seed-rules';

const VERSION_NAME = 'reference-csv';
/**
 * reference_data_versions row of the last `npm run data -- import` (or the admins' 기준 데이터
 * page). Once a set was imported, the bundled files no longer seed at start: the live data is
 * the imported one until the next import (docs/adr/0031).
 */
export const IMPORTED_VERSION_NAME = 'imported';
/** Rows per INSERT: 12888 offerings (10 columns) in 26 statements, far under PostgreSQL's 65535 parameters. */
const ROWS_PER_INSERT = 500;

export type ReferenceTableName = Exclude<keyof ReferenceData, 'checksum'>;

/**
 * Tables in foreign-key order. `prune`: rows whose id left the CSV are deleted. Departments and
 * years are never pruned: members reference them, and removing one needs a deliberate migration.
 */
export const REFERENCE_TABLES: readonly { name: ReferenceTableName; prune: boolean }[] = [
  { name: 'years', prune: false },
  { name: 'departments', prune: false },
  { name: 'terms', prune: true },
  { name: 'curriculum', prune: true },
  { name: 'cultures', prune: true },
  { name: 'majors', prune: true },
  { name: 'offerings', prune: true },
  { name: 'subject_catalog', prune: true },
];

export interface SeedResult {
  /** False when the data already matched the files (the usual restart) or was imported. */
  seeded: boolean;
  checksum: string;
  /** When the live data came from an import, which then stays: its time. */
  importedAt?: Date;
}

/**
 * Seeds the reference CSVs, then the graduation rule tables (seed-rules.ts), which refer to
 * departments and are checked against the cohorts' curriculum. `checksum` is the reference
 * files'; `seeded` is true when either part was written.
 */
export async function seedReferenceData(
  db: AppDatabase,
  folder: string = REFERENCE_DATA_DIR,
): Promise<SeedResult> {
  const imported = await db
    .selectFrom('reference_data_versions')
    .select(['checksum', 'seeded_at'])
    .where('name', '=', IMPORTED_VERSION_NAME)
    .executeTakeFirst();
  if (imported !== undefined) {
    return { seeded: false, checksum: imported.checksum, importedAt: imported.seeded_at };
  }
  const reference = await seedReferenceTables(db, folder);
  const rules = await seedGraduationRules(db);
  if (reference.seeded || rules.seeded) await repointMemberCohorts(db);
  return { seeded: reference.seeded || rules.seeded, checksum: reference.checksum };
}

/**
 * Loads the reference CSVs into their tables: upsert by id (the CSV ids are kept), in one
 * transaction, skipped when the files' checksum equals the one recorded at the last seed.
 */
async function seedReferenceTables(db: AppDatabase, folder: string): Promise<SeedResult> {
  const data = await loadReferenceData(folder);
  const recorded = await db
    .selectFrom('reference_data_versions')
    .select('checksum')
    .where('name', '=', VERSION_NAME)
    .executeTakeFirst();
  if (recorded?.checksum === data.checksum) return { seeded: false, checksum: data.checksum };

  await db.transaction().execute(async (trx) => {
    await writeReferenceTables(trx, data);
    await trx
      .insertInto('reference_data_versions')
      .values({ name: VERSION_NAME, checksum: data.checksum })
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet({ checksum: data.checksum, seeded_at: new Date() }),
      )
      .execute();
  });
  return { seeded: true, checksum: data.checksum };
}

/** Upserts every reference table by id and deletes the pruned tables' other rows. */
export async function writeReferenceTables(
  trx: Transaction<Database>,
  data: ReferenceData,
): Promise<void> {
  for (const table of REFERENCE_TABLES) {
    const rows = data[table.name] as readonly Record<string, unknown>[];
    await upsertById(trx, table.name, rows);
    if (table.prune) await deleteOtherIds(trx, table.name, rows);
  }
}

// Column lists come from the typed rows of reference-data.ts, so plain SQL is used here
// instead of repeating a typed upsert per table.
async function upsertById(
  trx: Transaction<Database>,
  table: ReferenceTableName,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  const updated = columns.filter((column) => column !== 'id');
  const updates = updated.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`);
  // A row whose values are unchanged is left as it is: an import of a set that changes a few
  // rows (a new cohort) rewrote every row of every table, the timetables' thousands included.
  const current = sql.join(updated.map((column) => sql.ref(`${table}.${column}`)));
  const incoming = sql.join(updated.map((column) => sql`excluded.${sql.ref(column)}`));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows
      .slice(start, start + ROWS_PER_INSERT)
      .map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`);
    await sql`
      insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values ${sql.join(values)}
      on conflict (id) do update set ${sql.join(updates)}
      where (${current}) is distinct from (${incoming})
    `.execute(trx);
  }
}

async function deleteOtherIds(
  trx: Transaction<Database>,
  table: ReferenceTableName,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const ids = rows.map((row) => row.id);
  await sql`delete from ${sql.table(table)} where not (id = any(${ids}::integer[]))`.execute(trx);
}
