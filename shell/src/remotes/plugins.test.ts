import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackPlugin, unavailableRoutesModule } from './fallbackPlugin';
import { createRetryPlugin } from './retryPlugin';

type LoadEntryErrorArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>[0];
type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>
>[0];

describe('retry plugin: loadEntryError', () => {
  function entryErrorArgs(
    getRemoteEntry: jest.Mock,
    globalLoading: Record<string, Promise<void> | undefined>,
  ) {
    return {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_qna', entry: 'http://127.0.0.1:3003/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'mfe_qna:http://127.0.0.1:3003/remoteEntry.js',
    } as unknown as LoadEntryErrorArgs;
  }

  it('drops the cached failure and loads the entry again', async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, Promise<void> | undefined> = {
      'mfe_qna:http://127.0.0.1:3003/remoteEntry.js': Promise.resolve(),
    };
    const getRemoteEntry = jest.fn(async () => {
      // The runtime finds no cached load and starts a fresh one.
      expect(globalLoading['mfe_qna:http://127.0.0.1:3003/remoteEntry.js']).toBeUndefined();
      return container;
    });
    const plugin = createRetryPlugin({ attempts: 2, backoffMs: 0 });

    await expect(
      plugin.loadEntryError?.(entryErrorArgs(getRemoteEntry, globalLoading)),
    ).resolves.toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('hands the failure back (undefined) when the retries fail too', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const plugin = createRetryPlugin({ attempts: 3, backoffMs: 0 });

    await expect(
      plugin.loadEntryError?.(entryErrorArgs(getRemoteEntry, {})),
    ).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('fallback plugin: errorLoadRemote', () => {
  const plugin = createFallbackPlugin();
  const args = (overrides: Partial<ErrorLoadRemoteArgs>) =>
    ({
      id: 'mfe_accounts/routes',
      error: new Error('down'),
      from: 'runtime',
      lifecycle: 'onLoad',
      ...overrides,
    }) as ErrorLoadRemoteArgs;

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("turns a failed './routes' load into the fallback module", () => {
    expect(plugin.errorLoadRemote?.(args({}))).toBe(unavailableRoutesModule);
  });

  it('leaves manifest and shared-module failures to the runtime', () => {
    expect(
      plugin.errorLoadRemote?.(
        args({ id: 'http://127.0.0.1:3001/mf-manifest.json', lifecycle: 'afterResolve' }),
      ),
    ).toBeUndefined();
    expect(
      plugin.errorLoadRemote?.(args({ id: 'react', lifecycle: 'beforeLoadShare' })),
    ).toBeUndefined();
  });
});
