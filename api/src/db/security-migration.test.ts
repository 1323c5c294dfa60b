import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../paths';
import {
  insertMember,
  openTestDatabase,
  storedRows,
  type TestDatabase,
  testDatabaseKinds,
} from '../testing';
import { closeDatabase, pgliteDatabase } from './database';
import { migrateToLatest } from './migrate';

// migrations/012 (issue 24, docs/adr/0032).

describe('migration 012 on stored page views', () => {
  it('rewrites share tokens in stored paths and referrers, and nothing else', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'smunity-migrations-'));
    const db = pgliteDatabase(await PGlite.create());
    try {
      const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql'));
      for (const file of files.filter((name) => name < '012')) {
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
      }
      await migrateToLatest(db, folder);
      const token = 'c2VjcmV0LXNoYXJlLXRva2VuLW9mLTMyLWJ5dGVzLWxvbmch';
      await db
        .insertInto('page_views')
        .values([
          { path: `/shared/${token}`, referrer: null },
          { path: `/shared/${token}?print=1`, referrer: 'https://smunity.co.kr/' },
          { path: '/', referrer: `https://smunity.co.kr/shared/${token}` },
          { path: '/mypage/result', referrer: 'https://example.com/shared/elsewhere/' },
          { path: '/shared/:token', referrer: null },
        ])
        .execute();

      for (const file of files.filter((name) => name >= '012')) {
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
      }
      await migrateToLatest(db, folder);

      const rows = await storedRows(db, 'page_views', ['path', 'referrer']);
      expect(rows).toEqual([
        { path: '/shared/:token', referrer: null },
        { path: '/shared/:token?print=1', referrer: 'https://smunity.co.kr/' },
        { path: '/', referrer: 'https://smunity.co.kr/shared/:token' },
        { path: '/mypage/result', referrer: 'https://example.com/shared/:token/' },
        { path: '/shared/:token', referrer: null },
      ]);
    } finally {
      await closeDatabase(db);
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(testDatabaseKinds())('the audit log is append-only (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database?.close());
  beforeEach(() => database.reset());

  async function logEntry() {
    const db = database.db;
    const actor = await insertMember(db, { role: 'ROLE_ADMIN', name: '관리자' });
    const target = await insertMember(db, { name: '회원' });
    const { id } = await db
      .insertInto('admin_audit_log')
      .values({
        action: 'ADMIN_GRANTED',
        source: 'WEB',
        actor_member_id: actor,
        actor_username: '202300001',
        actor_name: '관리자',
        target_member_id: target,
        target_username: '202300002',
        target_name: '회원',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, actor, target };
  }

  async function refusal(write: Promise<unknown>): Promise<string> {
    const error = await write.then(
      () => null,
      (reason: unknown) => reason as { code?: string; message?: string },
    );
    expect(error).not.toBeNull();
    return `${error?.code} ${error?.message}`;
  }

  it('refuses an UPDATE of any column', async () => {
    const { id } = await logEntry();
    for (const change of [
      { action: 'ADMIN_REVOKED' as const },
      { target_name: '다른 사람' },
      { occurred_at: new Date(0) },
      { actor_member_id: null, actor_name: '누군가' },
    ]) {
      expect(
        await refusal(
          database.db.updateTable('admin_audit_log').set(change).where('id', '=', id).execute(),
        ),
      ).toMatch(/^42501 admin_audit_log is append-only: UPDATE refused/);
    }
  });

  it('refuses a DELETE, also of every row', async () => {
    await logEntry();
    expect(await refusal(database.db.deleteFrom('admin_audit_log').execute())).toMatch(
      /^42501 admin_audit_log is append-only: DELETE refused/,
    );
    expect(await refusal(sql`delete from admin_audit_log where true`.execute(database.db))).toMatch(
      /append-only/,
    );
    const { count } = await database.db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('lets a withdrawal clear the member ids only (ON DELETE SET NULL), keeping 학번 and name', async () => {
    const { id, actor, target } = await logEntry();
    await database.db.deleteFrom('members').where('id', 'in', [actor, target]).execute();
    const row = await database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_member_id: null,
      actor_username: '202300001',
      actor_name: '관리자',
      target_member_id: null,
      target_username: '202300002',
      target_name: '회원',
    });
  });
});
