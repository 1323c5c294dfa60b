import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { closeDatabase, createDatabase, pgliteDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedReferenceData } from './seed';

// The server's path: PGlite in a data folder, migrated and seeded, kept across restarts.
// Creating a PGlite database takes several seconds, hence one generous test.
describe('createDatabase with PGlite in DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'smunity-database-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates and seeds once, keeps the data across a restart, refuses a second open', async () => {
    const config = { databaseUrl: null, dataDir };
    const first = await createDatabase(config);
    try {
      const applied = await migrateToLatest(first);
      expect(applied[0]).toBe('001_initial_schema');
      expect((await seedReferenceData(first)).seeded).toBe(true);
      await first.insertInto('page_views').values({ path: '/kept' }).execute();

      await expect(createDatabase(config)).rejects.toThrow('already open');
    } finally {
      await closeDatabase(first);
    }

    const reopened = await createDatabase(config);
    try {
      expect(await migrateToLatest(reopened)).toEqual([]);
      expect((await seedReferenceData(reopened)).seeded).toBe(false);
      const { rows } = await sql<{ path: string }>`select path from page_views`.execute(reopened);
      expect(rows).toEqual([{ path: '/kept' }]);
    } finally {
      await closeDatabase(reopened);
    }
  }, 60_000);
});

describe('closeDatabase', () => {
  // Kysely's own destroy() skips a driver that never ran a query, leaving PGlite (and its
  // timers, which keep the process alive) open.
  it('closes a PGlite that never ran a query through Kysely', async () => {
    const pglite = await PGlite.create();
    await closeDatabase(pgliteDatabase(pglite));
    expect(pglite.closed).toBe(true);
  });
});

describe('PGlite queries and the event loop', () => {
  it('let the loop turn before each query, so requests that arrive meanwhile are read (and can be shed)', async () => {
    const db = pgliteDatabase(await PGlite.create());
    try {
      await sql`select 1`.execute(db);
      // What the loop would do next: read the sockets (here, a callback queued before the query).
      let loopTurned = false;
      setImmediate(() => {
        loopTurned = true;
      });
      await sql`select 1`.execute(db);
      expect(loopTurned).toBe(true);
    } finally {
      await closeDatabase(db);
    }
  });
});
