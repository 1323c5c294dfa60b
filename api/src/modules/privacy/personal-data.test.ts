import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../paths';
import { openTestDatabase, testConfig, testDatabaseKinds } from '../../testing';
import { privacyPolicy } from './policy';

// The privacy policy's collected items against the columns that hold personal data
// (api/migrations/personal-data.json, docs/adr/0037): a column added by a migration without a
// line there, or a line naming an item the policy does not state, fails here.

interface PersonalDataList {
  memberTables: Record<string, Record<string, string | null>>;
  referenceTables: string[];
}

const list = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'personal-data.json'), 'utf8'),
) as PersonalDataList;

const statedItems = privacyPolicy(testConfig()).collected.map((item) => item.id);

const listedItems = new Set(
  Object.values(list.memberTables).flatMap((columns) =>
    Object.values(columns).filter((item): item is string => item !== null),
  ),
);

describe('the personal-data list against the privacy policy', () => {
  it('names only items the policy states', () => {
    expect([...listedItems].filter((item) => !statedItems.includes(item))).toEqual([]);
  });

  it('has a column for every item the policy states (no item stated that nothing stores)', () => {
    expect(statedItems.filter((item) => !listedItems.has(item))).toEqual([]);
  });

  it('lists no table both as a member table and as reference data', () => {
    expect(list.referenceTables.filter((table) => table in list.memberTables)).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('the personal-data list against the migrations (%s)', (kind) => {
  it('classifies every column of every table, and lists none the database does not have', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { rows } = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name
        from information_schema.columns
        where table_schema = current_schema()
`.execute(database.db);
      const migrated: Record<string, string[]> = {};
      for (const row of rows) {
        if (list.referenceTables.includes(row.table_name)) continue;
        (migrated[row.table_name] ??= []).push(row.column_name);
      }
      for (const columns of Object.values(migrated)) columns.sort();
      const listed = Object.fromEntries(
        Object.entries(list.memberTables).map(([table, columns]) => [
          table,
          Object.keys(columns).sort(),
        ]),
      );
      expect(migrated).toEqual(listed);
      const tables = new Set(rows.map((row) => row.table_name));
      expect(list.referenceTables.filter((table) => !tables.has(table))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
