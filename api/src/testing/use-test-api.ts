import type { Config } from '../config';
import { createTestApi, type TestApi } from './app';
import type { TestDatabaseKind } from './database';

export interface UseTestApiOptions {
  /** Config overrides, as createTestApi's second argument. */
  config?: Partial<Config>;
  /** Dependencies, as createTestApi's third argument (a stand-in portal, a logger, …). */
  dependencies?: Parameters<typeof createTestApi>[2];
  /**
   * Empty member data before each test (TestApi.reset). A suite whose tests build on the rows
   * an earlier one wrote, or that seeds once in beforeAll, passes false.
   */
  resetBetweenTests?: boolean;
  /** beforeAll's timeout, for suites whose api starts slowly (jest's default otherwise). */
  startTimeoutMs?: number;
}

/**
 * The api test files' preamble, once: inside a `describe.each(testDatabaseKinds())` block, builds
 * the whole api on `kind` before the block's tests, closes it after them and, unless told
 * otherwise, empties member data before each test:
 *
 *   describe.each(testDatabaseKinds())('terms (%s)', (kind) => {
 *     const api = useTestApi(kind);
 *     it('…', async () => { const res = await api.app.inject({ url: '/api/v1/terms/current' }); });
 *   });
 *
 * The api exists only from beforeAll on, so this returns a stand-in that reads the api's fields
 * when a hook or test uses them, and says so when used earlier.
 */
export function useTestApi(kind: TestDatabaseKind, options: UseTestApiOptions = {}): TestApi {
  const { config = {}, dependencies, resetBetweenTests = true, startTimeoutMs } = options;
  let current: TestApi | undefined;
  beforeAll(async () => {
    current = await createTestApi(kind, config, dependencies);
  }, startTimeoutMs);
  afterAll(() => current?.close());
  if (resetBetweenTests) beforeEach(() => current?.reset());
  return new Proxy({} as TestApi, {
    get(_target, field) {
      if (!current) {
        throw new Error(
          `useTestApi(${kind}): the api is built in beforeAll; read api.${String(field)} in a hook or test`,
        );
      }
      return current[field as keyof TestApi];
    },
  });
}
