import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDependencies } from '../app';
import { createTokenService, type TokenService } from '../auth/tokens';
import { loadConfig, type Config } from '../config';
import type { AppDatabase } from '../db/database';
import { openMemberChanges, type ChangeLog, type MemberChanges } from '../db/member-changes';
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from './database';

const silentLog: ChangeLog = { warn: () => {}, info: () => {} };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

/** The configuration tests run with: the defaults, a fixed secret, and `overrides`. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(os.tmpdir(), 'smunity-api-test');
  return { ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir }), ...overrides };
}

/** Real time plus an offset that tests move forward, e.g. past a token's expiry. */
export class TestClock {
  private offsetMs = 0;

  readonly now = (): number => Date.now() + this.offsetMs;

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

export interface TestApi {
  app: App;
  db: AppDatabase;
  config: Config;
  /** Signs tokens the app accepts (same secret and clock). */
  tokens: TokenService;
  clock: TestClock;
  kind: TestDatabaseKind;
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
 * The whole api on a database of its own, for `app.inject()`. One per test file:
 *
 *   describe.each(testDatabaseKinds())('terms (%s)', (kind) => {
 *     let api: TestApi;
 *     beforeAll(async () => { api = await createTestApi(kind); });
 *     afterAll(() => api.close());
 *     beforeEach(() => api.reset());
 *     it('…', async () => { const res = await api.app.inject({ url: '/api/v1/terms/current' }); });
 *   });
 */
export async function createTestApi(
  kind: TestDatabaseKind = 'pglite',
  overrides: Partial<Config> = {},
  /**
   * e.g. `{ portal }` for a stand-in portal, `{ logger }` to capture the logs, `{ database }` for
   * one opened with options (it is closed with the api).
   */
  dependencies: Pick<AppDependencies, 'portal' | 'logger'> & { database?: TestDatabase } = {},
): Promise<TestApi> {
  const config = testConfig(overrides);
  const clock = new TestClock();
  const database = dependencies.database ?? (await openTestDatabase(kind));
  let memberChanges: MemberChanges | undefined;
  let app: App;
  try {
    memberChanges = await openMemberChanges(database.db, silentLog);
    app = await buildApp({
      portal: dependencies.portal,
      logger: dependencies.logger,
      config,
      db: database.db,
      now: clock.now,
      memberChanges,
    });
  } catch (error) {
    // An open database keeps jest from exiting after the failure.
    await memberChanges?.close();
    await database.close();
    throw error;
  }
  const changes = memberChanges;
  return {
    app,
    db: database.db,
    config,
    tokens: createTokenService(config, clock.now),
    clock,
    kind,
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
