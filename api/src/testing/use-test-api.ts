import type { Config } from '../config';
import { createTestApi, type TestApi } from './app';
import type { TestDatabaseKind } from './database';

/**
 * A value, or how to get it in beforeAll: for what exists only once an earlier beforeAll of the
 * suite has run (an SMTP server's address, a temporary DATA_DIR, a database behind a proxy).
 */
export type LateValue<T> = T | (() => T | Promise<T>);

/** When a suite's api is built, emptied and closed. */
export interface TestApiLifecycle {
  /**
   * Empty member data before each test (TestApi.reset). A suite whose tests build on the rows
   * an earlier one wrote, or that seeds once in beforeAll, passes false.
   */
  resetBetweenTests?: boolean;
  /**
   * Move the clock past the attempt limits' window before each test: the limiters' counters
   * live in the app, which the suite's tests share, and member ids start again after a reset.
   */
  newAttemptWindowEachTest?: boolean;
  /** beforeAll's timeout (API_START_TIMEOUT_MS unless told). */
  startTimeoutMs?: number;
}

export interface UseTestApiOptions extends TestApiLifecycle {
  /** Config overrides, as createTestApi's second argument. */
  config?: LateValue<Partial<Config>>;
  /** Dependencies, as createTestApi's third argument (a stand-in portal, a logger, …). */
  dependencies?: LateValue<Parameters<typeof createTestApi>[2]>;
}

/**
 * How long building an api may take: a changed migration makes the first suite build the PGlite
 * template (~5–10 s), and the machine's two cores may be shared with other suites.
 */
export const API_START_TIMEOUT_MS = 60_000;

const valueOf = <T>(late: LateValue<T>): T | Promise<T> =>
  typeof late === 'function' ? (late as () => T | Promise<T>)() : late;

/**
 * The api test files' preamble, once: inside a `describe.each(testDatabaseKinds())` block (or a
 * describe of one kind), builds the whole api on `kind` before the block's tests, closes it after
 * them and, unless told otherwise, empties member data before each test:
 *
 *   describe.each(testDatabaseKinds())('terms (%s)', (kind) => {
 *     const api = useTestApi(kind);
 *     it('…', async () => { const res = await api.app.inject({ url: '/api/v1/terms/current' }); });
 *   });
 *
 * Its hooks run where the call stands among the suite's own: a server the api needs starts in a
 * beforeAll written before the call, and stops in an afterAll written after it (jest runs both
 * kinds in the order written).
 */
export function useTestApi(kind: TestDatabaseKind, options: UseTestApiOptions = {}): TestApi {
  const { config = {}, dependencies } = options;
  return useBuiltTestApi(
    kind,
    async () =>
      createTestApi(
        kind,
        await valueOf(config),
        dependencies === undefined ? undefined : await valueOf(dependencies),
      ),
    options,
  );
}

/**
 * useTestApi for a test api that `build` makes (one with more fields, such as the accounts
 * suites' captured logs). The api exists only from beforeAll on, so this returns a stand-in that
 * reads the api's fields when a hook or test uses them, and says so when used earlier.
 */
export function useBuiltTestApi<Api extends TestApi>(
  kind: TestDatabaseKind,
  build: () => Promise<Api>,
  lifecycle: TestApiLifecycle = {},
): Api {
  const {
    resetBetweenTests = true,
    newAttemptWindowEachTest = false,
    startTimeoutMs = API_START_TIMEOUT_MS,
  } = lifecycle;
  let current: Api | undefined;
  beforeAll(async () => {
    current = await build();
  }, startTimeoutMs);
  afterAll(() => current?.close());
  if (resetBetweenTests || newAttemptWindowEachTest) {
    beforeEach(async () => {
      if (!current) return;
      if (resetBetweenTests) await current.reset();
      if (newAttemptWindowEachTest)
        current.clock.advance(current.config.attemptLimits.windowSeconds);
    });
  }
  return new Proxy({} as Api, {
    get(_target, field) {
      if (!current) {
        throw new Error(
          `useTestApi(${kind}): the api is built in beforeAll; read api.${String(field)} in a hook or test`,
        );
      }
      return current[field as keyof Api];
    },
  });
}

/**
 * Starts a fresh attempt window: the limiters' counters live in the app, which a suite shares
 * across its tests, so a test that must not count what an earlier one did moves the clock past
 * the window.
 */
export function startNewAttemptWindow(api: TestApi): void {
  api.clock.advance(api.config.attemptLimits.windowSeconds);
}
