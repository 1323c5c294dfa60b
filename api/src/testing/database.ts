import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { Client } from 'pg';
import { closeDatabase, pgliteDatabase, postgresDatabase, type AppDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedReferenceData } from '../db/seed';
import { MIGRATIONS_DIR, REFERENCE_DATA_DIR, RULES_DATA_DIR } from '../paths';

/** `pglite` always; `postgres` too when TEST_DATABASE_URL points at a PostgreSQL server. */
export type TestDatabaseKind = 'pglite' | 'postgres';

/** A migrated, seeded database of its own for one test file. */
export interface TestDatabase {
  kind: TestDatabaseKind;
  db: AppDatabase;
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
   * a test can cut (src/testing/outage-proxy.ts). Setting up and dropping the schema always uses
   * TEST_DATABASE_URL itself.
   */
  connectionString?: string;
}

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

// PGlite: creating a database costs ~4 s, loading a dumped one ~0.6 s. The migrated and seeded
// database is therefore dumped once into the OS temp folder and loaded by every test file. Its
// name is a hash of the migrations, the reference and rule data and the PGlite version, so any
// change to them builds a new template.

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const pglite = await PGlite.create({ loadDataDir: new Blob([await pgliteTemplate()]) });
  const db = pgliteDatabase(pglite);
  return { kind: 'pglite', db, reset: () => resetMemberData(db), close: () => closeDatabase(db) };
}

async function pgliteTemplate(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), 'smunity-api-test', `pglite-${await templateKey()}.tar.gz`);
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
    const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
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

// PostgreSQL: each test file gets a fresh schema in the TEST_DATABASE_URL database (selected
// through search_path), so parallel runs and earlier failures never collide; it is dropped on
// close.

async function openPostgresTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdminStatement(connectionString, `create schema ${schema}`);
  const db = postgresDatabase({
    connectionString: options.connectionString ?? connectionString,
    max: 4,
    options: `-c search_path=${schema}`,
  });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
  } catch (error) {
    await closeDatabase(db);
    await runAdminStatement(connectionString, `drop schema ${schema} cascade`);
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    reset: () => resetMemberData(db),
    close: async () => {
      await closeDatabase(db);
      await runAdminStatement(connectionString, `drop schema ${schema} cascade`);
    },
  };
}

async function runAdminStatement(connectionString: string, statement: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
