import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Selectable } from 'kysely';
import { Client } from 'pg';
import { closeDatabase, pgliteDatabase, postgresDatabase, type AppDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seedReferenceData } from '../db/seed';
import { MIGRATIONS_DIR, REFERENCE_DATA_DIR, RULES_DATA_DIR } from '../paths';

/** `pglite` always; `postgres` too when TEST_DATABASE_URL points at a PostgreSQL server. */
export type TestDatabaseKind = 'pglite' | 'postgres';

/** A migrated, seeded database of its own for one test file. */
export interface TestDatabase {
  kind: TestDatabaseKind;
  db: AppDatabase;
  /**
   * PostgreSQL: the URL another pool or process (a replica) opens this database with; PGlite
   * databases live in this process only.
   */
  connectionString?: string;
  /** Deletes every member-owned row and page view; reference data stays. Call in beforeEach. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The kinds to run suites against: `describe.each(testDatabaseKinds())('… (%s)', …)`. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabaseOptions {
  /**
   * PostgreSQL: where the api's connections go, e.g. a proxy in front of TEST_DATABASE_URL that
   * a test can cut (src/testing/outage-proxy.ts); its database is replaced by the test's own.
   * Creating and dropping the database always uses TEST_DATABASE_URL itself.
   */
  connectionString?: string;
  /**
   * PostgreSQL: how long a query waits for a connection before the api answers 503. The site's
   * own bound (CONNECT_TIMEOUT_MS, 1.5 s) is for the suites that test it (an outage, a saturated
   * pool); the others wait without a bound of their own (TEST_CONNECT_TIMEOUT_MS), jest's test
   * timeout being theirs. `npm test` runs them at the lowest priority beside the Playwright suite
   * (docs/architecture.md §8), where the process can go without the CPU for seconds: a plan test
   * got a 503 past 1.5 s, and 40 attempts through a pool of 4 (attempt-limiter.test.ts) a
   * PoolSaturatedError past 15 s. A time-out there measures the neighbours, not the api; and after
   * such a stall Node runs expired timers before the I/O that would have answered in time.
   */
  connectTimeoutMs?: number;
}

/** pg's "no time-out": the api tests' pools wait for a connection as long as the test may run. */
export const TEST_CONNECT_TIMEOUT_MS = 0;

export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  return kind === 'pglite' ? openPgliteTestDatabase() : openPostgresTestDatabase(options);
}

/**
 * Every table that holds member data, plus pending portal verifications, page views and attempt
 * counters. TRUNCATE … CASCADE also empties the tables that reference members (tokens, login
 * statuses, courses, questions, answers), so a table added later with a member foreign key is
 * covered without editing this list.
 */
async function resetMemberData(db: AppDatabase): Promise<void> {
  await sql`
    truncate table members, verifications, page_views, attempt_counters
    restart identity cascade`.execute(db);
}

// PGlite: creating a database costs ~4 s, loading a dumped one under 1 s. The migrated and seeded
// database is therefore dumped once into the OS temp folder and loaded by every test file. Its
// name is a hash of the migrations, the reference and rule data and the PGlite version, so any
// change to them builds a new template. The dump is an uncompressed tar (45 MB): unpacking a
// gzipped one took as long again as loading it (1.7 s against 0.9 s a file, measured on the CI
// machine), and every api test file pays it.

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const pglite = await PGlite.create({ loadDataDir: new Blob([await pgliteTemplate()]) });
  const db = pgliteDatabase(pglite);
  return { kind: 'pglite', db, reset: () => resetMemberData(db), close: () => closeDatabase(db) };
}

async function pgliteTemplate(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), 'smunity-api-test', `pglite-${await templateKey()}.tar`);
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pglite = await PGlite.create();
  const db = pgliteDatabase(pglite);
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    // Write then rename: a concurrent jest run never reads a half-written template.
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return dump;
  } finally {
    await closeDatabase(db);
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // package.json is not in PGlite's exports map: locate it from the resolved entry point.
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const folder of [MIGRATIONS_DIR, REFERENCE_DATA_DIR, RULES_DATA_DIR]) {
    for (const file of (await readdir(folder)).sort()) {
      hash.update(file).update(await readFile(path.join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

// PostgreSQL: each test file gets a database of its own, copied from a migrated and seeded
// template database (CREATE DATABASE … TEMPLATE: ~0.3 s, where migrating and seeding a fresh one
// took ~2.5 s), so parallel runs and earlier failures never collide; it is dropped on close. The
// template is built once per key (templateKey, as PGlite's) by whichever run needs it first,
// under an advisory lock, and renamed into place only when complete. TEST_DATABASE_URL's role
// must be allowed to create databases (`ALTER ROLE … CREATEDB`; .ci/run creates it so).
// Dropped without FORCE: the file's pools are closed by then, and a plain DROP DATABASE ends an
// autovacuum worker busy in the fresh copy itself, where FORCE refuses to signal it unless the
// role is a superuser (a CI run failed so).

async function openPostgresTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await postgresTemplate(serverUrl);
  const name = `smunity_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`create database ${name} template ${template}`),
  );
  const db = postgresDatabase({
    connectionString: databaseUrl(options.connectionString ?? serverUrl, name),
    max: 4,
    connectionTimeoutMillis: options.connectTimeoutMs ?? TEST_CONNECT_TIMEOUT_MS,
  });
  return {
    kind: 'postgres',
    db,
    connectionString: databaseUrl(serverUrl, name),
    reset: () => resetMemberData(db),
    close: async () => {
      await closeDatabase(db);
      await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name}`));
    },
  };
}

/** The name of the complete template database for the current key; builds it when missing. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const key = await templateKey();
  const template = `smunity_template_${key}`;
  return withAdminClient(serverUrl, async (admin) => {
    // One builder per key across concurrent test processes; the others wait, then find it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        template,
      ]);
      if (rowCount === 0) await buildPostgresTemplate(admin, serverUrl, template);
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

async function buildPostgresTemplate(admin: Client, serverUrl: string, template: string) {
  const building = `${template}_building`;
  // A build that died half-way left its database: start again.
  await admin.query(`drop database if exists ${building}`);
  await admin.query(`create database ${building}`);
  const db = postgresDatabase({ connectionString: databaseUrl(serverUrl, building), max: 1 });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
  } finally {
    await closeDatabase(db);
  }
  await admin.query(`alter database ${building} rename to ${template}`);
}

/** `serverUrl` with its database replaced by `database` (query parameters kept). */
function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(serverUrl: string, run: (admin: Client) => Promise<T>) {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * `columns` of every row of `table`, in the order they were inserted (by id): what a test expects a
 * table to hold after an action.
 */
export async function storedRows<
  Table extends keyof Database,
  Column extends keyof Selectable<Database[Table]> & string,
>(
  db: AppDatabase,
  table: Table,
  columns: readonly Column[],
): Promise<Array<Pick<Selectable<Database[Table]>, Column>>> {
  const { rows } = await sql<Pick<Selectable<Database[Table]>, Column>>`
    select ${sql.join(columns.map((column) => sql.ref(column)))}
    from ${sql.table(table)} order by id`.execute(db);
  return rows;
}
