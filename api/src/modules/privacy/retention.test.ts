import {
  insertMember,
  openTestDatabase,
  testConfig,
  testDatabaseKinds,
  TestClock,
} from '../../testing';
import type { TestDatabase } from '../../testing';
import { createRetentionPurge, PURGE_INTERVAL_MS } from './retention';

// The retention job (docs/adr/0037) on a pinned clock: what each period leaves and removes.

const DAY_MS = 86_400_000;
const retention = {
  pageViewMonths: 13,
  loginHistoryMonths: 3,
  loginIpSeconds: 600,
  adminLogMonths: 36,
};

describe.each(testDatabaseKinds())('the retention purge (%s)', (kind) => {
  let database: TestDatabase;
  let clock: TestClock;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.reset();
    clock = new TestClock();
  });

  const ago = (ms: number) => new Date(clock.now() - ms);
  const logins = () =>
    database.db
      .selectFrom('login_statuses')
      .select(['ip', 'login_at'])
      .orderBy('login_at')
      .execute();

  it('erases a login address after the attempt-limit window, and the record after its months', async () => {
    const memberId = await insertMember(database.db);
    await database.db
      .insertInto('login_statuses')
      .values([
        { member_id: memberId, ip: '203.0.113.1', login_at: ago(4 * 31 * DAY_MS) },
        { member_id: memberId, ip: '203.0.113.2', login_at: ago(11 * 60_000) },
        { member_id: memberId, ip: '203.0.113.3', login_at: ago(9 * 60_000) },
      ])
      .execute();
    const purge = createRetentionPurge(database.db, retention, clock.now);
    await purge.purgeIfDue();
    expect((await logins()).map((row) => row.ip)).toEqual([null, '203.0.113.3']);

    // Within the hour nothing runs again; after it, the last address is past the window too.
    clock.advance(120);
    await purge.purgeIfDue();
    expect((await logins()).map((row) => row.ip)).toEqual([null, '203.0.113.3']);
    clock.advance(PURGE_INTERVAL_MS / 1000);
    await purge.purgeIfDue();
    expect((await logins()).map((row) => row.ip)).toEqual([null, null]);

    // Three months on, the records themselves go.
    clock.advance(93 * 86_400);
    await purge.purgeIfDue();
    expect(await logins()).toEqual([]);
  });

  it('deletes expired share links and verifications, keeps live ones', async () => {
    const memberId = await insertMember(database.db);
    const share = (hashDigit: string, expiresAt: Date) => ({
      member_id: memberId,
      token_hash: hashDigit.repeat(64),
      show_name: false,
      snapshot: '{}',
      created_at: new Date(expiresAt.getTime() - DAY_MS),
      expires_at: expiresAt,
    });
    await database.db
      .insertInto('shares')
      .values([share('a', ago(60_000)), share('b', ago(-DAY_MS))])
      .execute();
    await database.db
      .insertInto('verifications')
      .values([
        { jti: 'old', purpose: 'PASSWORD_RESET', username: '202012345', expires_at: ago(1) },
        { jti: 'live', purpose: 'PASSWORD_RESET', username: '202012345', expires_at: ago(-60_000) },
      ])
      .execute();
    await createRetentionPurge(database.db, retention, clock.now).purgeIfDue();
    const hashes = await database.db.selectFrom('shares').select('token_hash').execute();
    expect(hashes).toEqual([{ token_hash: 'b'.repeat(64) }]);
    const verifications = await database.db.selectFrom('verifications').select('jti').execute();
    expect(verifications).toEqual([{ jti: 'live' }]);
  });

  const MONTH_MS = 31 * DAY_MS;
  const logEntryAt = (occurredAt: Date, target: string) =>
    database.db
      .insertInto('admin_audit_log')
      .values({
        action: 'ADMIN_GRANTED',
        source: 'CLI',
        target_username: target,
        target_name: '회원',
        occurred_at: occurredAt,
      })
      .execute();
  const loggedTargets = async () =>
    (
      await database.db
        .selectFrom('admin_audit_log')
        .select('target_username')
        .orderBy('occurred_at')
        .execute()
    ).map((row) => row.target_username);

  it("deletes the admins' audit-log entries older than its months, keeps the rest", async () => {
    await logEntryAt(ago(37 * MONTH_MS), '201900037');
    await logEntryAt(ago(35 * MONTH_MS), '201900035');
    await logEntryAt(ago(DAY_MS), '202600001');

    await createRetentionPurge(database.db, retention, clock.now).purgeIfDue();

    expect(await loggedTargets()).toEqual(['201900035', '202600001']);
  });

  it('cannot delete an audit-log entry younger than 12 months, whatever the period', async () => {
    await logEntryAt(ago(DAY_MS), '202600001');
    const purge = createRetentionPurge(database.db, { ...retention, adminLogMonths: 0 }, clock.now);

    await expect(purge.purgeIfDue()).rejects.toMatchObject({
      message: expect.stringMatching(/admin_audit_log is append-only: DELETE refused/),
    });
    expect(await loggedTargets()).toEqual(['202600001']);
    // And without the purge's setting, no DELETE goes through at any age.
    await logEntryAt(ago(40 * MONTH_MS), '201900040');
    await expect(database.db.deleteFrom('admin_audit_log').execute()).rejects.toMatchObject({
      message: expect.stringMatching(/append-only: DELETE refused/),
    });
    expect(await loggedTargets()).toEqual(['201900040', '202600001']);
  });

  it('reads the periods from the configuration it is given', () => {
    expect(testConfig().retention).toEqual(retention);
  });
});
