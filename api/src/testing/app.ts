import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, type App, type AppDependencies } from '../app';
import {
  createTokenService,
  type IssuedToken,
  type SessionIdentity,
  type TokenService,
} from '../auth/tokens';
import { loadConfig, type Config } from '../config';
import type { AppDatabase } from '../db/database';
import { openMemberChanges, type ChangeLog, type MemberChanges } from '../db/member-changes';
import { createPasswordHasher, type PasswordHasher, type ScryptParameters } from '../security';
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from './database';

const silentLog: ChangeLog = { warn: () => {}, info: () => {} };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

/**
 * Attempt limits no test of another subject reaches: for suites that log in or upload many times
 * (`useTestApi(kind, { config: { attemptLimits: GENEROUS_ATTEMPT_LIMITS } })`).
 */
export const GENEROUS_ATTEMPT_LIMITS: Config['attemptLimits'] = {
  windowSeconds: 600,
  login: { perUsername: 1000, perIp: 1000 },
  portal: { perUsername: 1000, perIp: 1000 },
  refresh: { perMember: 1000, perIp: 1000 },
  qnaWrites: { perMember: 1000, perIp: 1000 },
  shareCreation: { perMember: 1000, perIp: 1000 },
  mailConfirmations: { perMember: 1000, perMailbox: 1000, perIp: 1000 },
  shareReads: { perIp: 1000 },
  pageViews: { perIp: 1000 },
  // Above the portal's own lock-out, which loadConfig refuses: tests of wrong portal passwords only.
  portalFailures: { perUsername: 1000, windowSeconds: 86_400 },
};

/**
 * No load shedding: whether a test's machine is busy must not decide its answers. The tests of
 * shedding (src/observability/overload.test.ts) set their own limits.
 */
export const NO_OVERLOAD_SHEDDING: Config['overload'] = {
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxPoolWaiting: 0,
  maxInFlight: 0,
  retryAfterSeconds: 1,
};

/**
 * scrypt at 1/32 of the site's cost (N = 2^10, ~5 ms instead of ~150 ms a hash on this machine):
 * the suites sign up and log in thousands of times, and the site's cost made up most of their
 * time. The scheme and the code path are the site's; src/security/passwords.test.ts and the
 * config's test hold the site's own parameters.
 */
export const TEST_SCRYPT_PARAMETERS: ScryptParameters = {
  cost: 2 ** 10,
  blockSize: 8,
  parallelization: 1,
};

/**
 * The configuration tests run with: the defaults, a fixed secret, no load shedding, cheap
 * password hashes and `overrides`.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(os.tmpdir(), 'smunity-api-test');
  return {
    ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir }),
    overload: NO_OVERLOAD_SHEDDING,
    passwordHashing: TEST_SCRYPT_PARAMETERS,
    ...overrides,
  };
}

/** Real time plus an offset that tests move forward, e.g. past a token's expiry. */
export class TestClock {
  private offsetMs = 0;

  readonly now = (): number => Date.now() + this.offsetMs;

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

/** The date every test api starts on, in Asia/Seoul: 2026 2학기. */
export const TEST_TODAY = '2026-11-26T12:00:00+09:00';

/**
 * The calendar the app reads the current term from: a fixed date that a test moves with
 * `set('2027-03-01T09:00:00+09:00')`, so no test depends on the real date.
 */
export class TestCalendar {
  private nowMs = Date.parse(TEST_TODAY);

  readonly now = (): number => this.nowMs;

  set(isoDate: string): void {
    this.nowMs = Date.parse(isoDate);
  }
}

/**
 * The app's token service, where an access token may also be signed without a session
 * (`signAccess({ memberId, role })`): the test api then starts one for it, stored before the
 * app's next session read, so the token works as a login's would — and is refused once that
 * session is ended. A member that does not exist gets no session: its token is refused (401
 * ACCOUNT014).
 */
export interface TestTokens extends TokenService {
  signAccess(member: Omit<SessionIdentity, 'sessionId'> & { sessionId?: string }): IssuedToken;
}

export interface TestApi {
  app: App;
  db: AppDatabase;
  config: Config;
  /** Signs tokens the app accepts (same secret and clock). */
  tokens: TestTokens;
  /** Hashes passwords as the app does (config.passwordHashing), for members written straight in. */
  passwords: PasswordHasher;
  clock: TestClock;
  /** The calendar date the current term follows (TEST_TODAY until a test sets another). */
  calendar: TestCalendar;
  kind: TestDatabaseKind;
  /**
   * Stores the sessions of tokens `tokens.signAccess` signed without one. The test app does it
   * before each session read; a second app built over the same database (`buildApp`) takes it
   * as its `beforeSessionLookup`.
   */
  storeSessions(): Promise<void>;
  /**
   * Empties member data between tests (see TestDatabase.reset), and waits until the app has
   * heard of it (its audit cache is empty).
   */
  reset(): Promise<void>;
  /**
   * Waits until the app has heard of every change committed so far. Call it after writing
   * member rows or courses straight through `db`, as another process would, before asking
   * the app for an audit: with PostgreSQL the notification comes over another connection.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole api on a database of its own, for `app.inject()`. Suites do not call it: they call
 * `useTestApi(kind)` (use-test-api.ts), which builds, empties and closes it in their hooks.
 */
export async function createTestApi(
  kind: TestDatabaseKind = 'pglite',
  overrides: Partial<Config> = {},
  /**
   * e.g. `{ portal }` for a stand-in portal, `{ logger }` to capture the logs, `{ lifecycle }` to
   * begin a shutdown, `{ loopMonitor }` to set the event loop's load (a TestLoopMonitor),
   * `{ database }` for one opened with options (it is closed with the api).
   */
  dependencies: Pick<
    AppDependencies,
    'portal' | 'logger' | 'lifecycle' | 'mailTransport' | 'loopMonitor'
  > & {
    database?: TestDatabase;
  } = {},
): Promise<TestApi> {
  const config = testConfig(overrides);
  const clock = new TestClock();
  const calendar = new TestCalendar();
  const database = dependencies.database ?? (await openTestDatabase(kind));
  let memberChanges: MemberChanges | undefined;
  let app: App;
  // Sessions of tokens signed by `tokens.signAccess` without one, not yet stored.
  const unstoredSessions: Array<{ id: string; memberId: number }> = [];
  // Each call waits for the stores before it: a concurrent request's session may be in one.
  let stored: Promise<void> = Promise.resolve();
  const storeSessions = () => {
    stored = stored
      .catch(() => {})
      .then(async () => {
        for (const session of unstoredSessions.splice(0)) {
          await sql`
            insert into sessions (id, member_id, created_at, last_used_at, user_agent)
            select ${session.id}, id, now(), now(), 'test' from members where id = ${session.memberId}
          `.execute(database.db);
        }
      });
    return stored;
  };
  try {
    memberChanges = await openMemberChanges(database.db, silentLog);
    app = await buildApp({
      portal: dependencies.portal,
      logger: dependencies.logger,
      lifecycle: dependencies.lifecycle,
      mailTransport: dependencies.mailTransport,
      loopMonitor: dependencies.loopMonitor,
      config,
      db: database.db,
      now: clock.now,
      today: calendar.now,
      memberChanges,
      beforeSessionLookup: storeSessions,
    });
  } catch (error) {
    // An open database keeps jest from exiting after the failure.
    await memberChanges?.close();
    await database.close();
    throw error;
  }
  const changes = memberChanges;
  const tokens = createTokenService(config, clock.now);
  return {
    app,
    db: database.db,
    config,
    passwords: createPasswordHasher(config.passwordHashing),
    tokens: {
      ...tokens,
      signAccess: ({ sessionId, ...member }) => {
        if (sessionId !== undefined) return tokens.signAccess({ ...member, sessionId });
        const session = { id: randomUUID(), memberId: member.memberId };
        unstoredSessions.push(session);
        return tokens.signAccess({ ...member, sessionId: session.id });
      },
    },
    clock,
    calendar,
    kind,
    storeSessions,
    reset: async () => {
      await database.reset();
      await changes.settled();
    },
    settled: () => changes.settled(),
    close: async () => {
      await app.close();
      await changes.close();
      await database.close();
    },
  };
}
