import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { MIGRATIONS_DIR } from '../paths';
import type { AppDatabase } from './database';
import { splitSqlStatements } from './sql-statements';

/** `001_initial_schema.sql`: a three-digit sequence keeps file-name order = apply order. */
const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.sql$/;

/**
 * Migrations are plain SQL files (forward only), so one set serves PGlite and PostgreSQL and
 * can be reviewed or applied by hand. Each file runs inside the migrator's transaction.
 */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of (await readdir(this.folder)).sort()) {
      if (!file.endsWith('.sql')) continue;
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (name === undefined) {
        throw new Error(`Migration file ${file} must be named like 002_add_something.sql`);
      }
      const script = await readFile(path.join(this.folder, file), 'utf8');
      migrations[name] = {
        async up(db) {
          for (const statement of splitSqlStatements(script)) {
            await sql.raw(statement).execute(db);
          }
        },
      };
    }
    return migrations;
  }
}

/** Applies pending migrations and returns their names; throws if one fails (none is kept). */
export async function migrateToLatest(
  db: AppDatabase,
  folder: string = MIGRATIONS_DIR,
): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: a second
  // schema with them (another test run, another app in the database) would hide that ours are
  // missing. They belong where the connection's search_path puts our tables.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new SqlFileMigrationProvider(folder),
    migrationTableSchema: rows[0]?.schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
