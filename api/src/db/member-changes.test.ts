import { sql } from 'kysely';
import { postgresDatabase } from './database';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/database';
import { insertMember } from '../testing/fixtures';
import {
  LISTENER_NAME,
  openMemberChanges,
  type ChangeLog,
  type MemberChange,
  type MemberChanges,
  untilLive,
} from './member-changes';

const quietLog: ChangeLog = { warn: () => {}, info: () => {} };

const COURSE = {
  year: 2021,
  semester: '1학기',
  number: 'HBJE0001',
  name: '시험 과목',
  type: '교선',
  domain: '*',
  credit: 3,
  grade: null,
} as const;

describe.each(testDatabaseKinds())('member change notifications (%s)', (kind) => {
  let database: TestDatabase;
  let changes: MemberChanges;
  let heard: MemberChange[];
  let unsubscribe: () => void;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    changes = await openMemberChanges(database.db, quietLog);
  });
  afterAll(async () => {
    await changes.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    await changes.settled();
    heard = [];
    unsubscribe = changes.subscribe((change) => heard.push(change));
  });
  afterEach(() => unsubscribe());

  /** What was heard once every committed change is delivered, without repeats. */
  async function heardAfterSettling(): Promise<MemberChange[]> {
    await changes.settled();
    return [...new Set(heard)];
  }

  it('is live once opened', () => {
    expect(changes.live).toBe(true);
  });

  it("announces a member's course inserts, updates and deletes with the member's id", async () => {
    const memberId = await insertMember(database.db);
    expect(await heardAfterSettling()).toEqual([]); // a new member has nothing cached
    await database.db
      .insertInto('courses')
      .values([
        { ...COURSE, member_id: memberId },
        { ...COURSE, member_id: memberId, number: 'HBJE0002' },
      ])
      .execute();
    expect(await heardAfterSettling()).toEqual([memberId]);
    heard = [];
    await database.db.updateTable('courses').set({ grade: 'F' }).execute();
    expect(await heardAfterSettling()).toEqual([memberId]);
    heard = [];
    await database.db.deleteFrom('courses').execute();
    expect(await heardAfterSettling()).toEqual([memberId]);
  });

  it("announces updates and deletes of a member's row", async () => {
    const memberId = await insertMember(database.db);
    await database.db
      .updateTable('members')
      .set({ exemption: 'FOREIGN' })
      .where('id', '=', memberId)
      .execute();
    expect(await heardAfterSettling()).toEqual([memberId]);
    heard = [];
    await database.db.deleteFrom('members').where('id', '=', memberId).execute();
    expect(await heardAfterSettling()).toEqual([memberId]);
  });

  it('a rolled-back write announces nothing', async () => {
    const memberId = await insertMember(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('courses')
          .values({ ...COURSE, member_id: memberId })
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await heardAfterSettling()).toEqual([]);
  });

  it("TRUNCATE and changes to years or departments announce 'all'", async () => {
    await database.reset();
    expect(await heardAfterSettling()).toEqual(['all']);
    heard = [];
    await database.db
      .updateTable('departments')
      .set({ name: sql<string>`name` })
      .where('id', '=', 1)
      .execute();
    expect(await heardAfterSettling()).toEqual(['all']);
  });

  it('changed() tells this process at once', () => {
    changes.changed(42);
    expect(heard).toEqual([42]);
  });

  if (kind === 'pglite') {
    it('PGlite delivers a change before the writing query resolves', async () => {
      const memberId = await insertMember(database.db);
      await database.db
        .insertInto('courses')
        .values({ ...COURSE, member_id: memberId })
        .execute();
      expect(heard).toEqual([memberId]);
    });
  }

  if (kind === 'postgres') {
    it('settled() called while another is on its way still waits for the changes before it', async () => {
      const memberId = await insertMember(database.db);
      heard = [];
      const earlier = Array.from({ length: 20 }, () => changes.settled());
      await database.db
        .insertInto('courses')
        .values({ ...COURSE, member_id: memberId })
        .execute();

      // Called after the commit, while the earlier calls' marker may already be sent.
      const later = Array.from({ length: 20 }, () => changes.settled());
      await Promise.all(later);

      expect(heard).toContain(memberId);
      await Promise.all(earlier);
    });

    it("a lost listener connection announces 'all', is not live, and comes back", async () => {
      const terminated = await sql<{ done: boolean }>`
        select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_NAME}
          and pid <> pg_backend_pid()
      `.execute(database.db);
      expect(terminated.rows.length).toBeGreaterThan(0);
      await untilLive(changes, false);
      expect(heard).toContain('all');
      await untilLive(changes, true);
      const memberId = await insertMember(database.db);
      heard = [];
      await database.db
        .insertInto('courses')
        .values({ ...COURSE, member_id: memberId })
        .execute();
      expect(await heardAfterSettling()).toEqual([memberId]);
    });
  }
});

describe('member change notifications with PostgreSQL down', () => {
  it('opens anyway, not live (nothing is cached), and close() stops the retries', async () => {
    const db = postgresDatabase({
      connectionString: 'postgres://nobody:nothing@127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    });
    const warnings: string[] = [];
    const changes = await openMemberChanges(db, {
      warn: (_details, message) => warnings.push(message),
      info: () => {},
    });
    try {
      expect(changes.live).toBe(false);
      expect(warnings).toEqual(['member change listener could not connect; audits are not cached']);
      await changes.settled(); // nothing to wait for while not listening
    } finally {
      await changes.close();
      await db.destroy();
    }
  });
});
