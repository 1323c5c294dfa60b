import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as Federation from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ACCOUNTS_ENTRY = 'http://127.0.0.1:3001/mf-manifest.json';
const MOVED_ACCOUNTS_ENTRY = 'https://cdn.example/accounts/2.0.0/mf-manifest.json';
const routesModule = { routes: [{ path: 'login' }] };

function answerRemotesJson(...answers: Array<Record<string, unknown> | 'offline'>) {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    if (answer === 'offline') fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    else fetchMock.mockResolvedValueOnce({ ok: true, json: () => Promise.resolve(answer) });
  }
  globalThis.fetch = fetchMock;
  return fetchMock;
}

// federation.ts keeps the discovery for the page's lifetime, so each test loads a fresh copy.
function loadFederation(): typeof Federation {
  let federation: typeof Federation | undefined;
  jest.isolateModules(() => {
    federation = jest.requireActual<typeof Federation>('./federation');
  });
  return federation!;
}

describe('federation', () => {
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    jest.useFakeTimers();
    // Each fresh copy evaluates shared-ui again, which its singleton guard rightly reports.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    jest.clearAllMocks();
    globalThis.fetch = originalFetch;
  });

  it("registers the plugins and the remotes of remotes.json, then loads an area's routes", async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY });
    jest.mocked(loadRemote).mockResolvedValue(routesModule);
    const federation = loadFederation();

    federation.startFederation();

    await expect(federation.loadRemoteRoutes('mfe_accounts')).resolves.toBe(routesModule);
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'smunity-remote-entry-retry' }),
      expect.objectContaining({ name: 'smunity-remote-fallback' }),
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_accounts', entry: ACCOUNTS_ENTRY }]);
    expect(loadRemote).toHaveBeenCalledWith('mfe_accounts/routes');
  });

  it('rejects area loads while remotes.json is unreadable, and recovers on retry', async () => {
    answerRemotesJson('offline', 'offline', { mfe_accounts: ACCOUNTS_ENTRY });
    jest.mocked(loadRemote).mockResolvedValue(routesModule);
    const federation = loadFederation();

    federation.startFederation();
    const firstLoad = federation.loadRemoteRoutes('mfe_accounts');
    const rejected = expect(firstLoad).rejects.toThrow('Failed to fetch');
    await jest.runAllTimersAsync();
    await rejected;
    expect(loadRemote).not.toHaveBeenCalled();

    await expect(federation.reloadRemoteRoutes('mfe_accounts')).resolves.toBe(routesModule);
  });

  it('re-registers the remote with force from a fresh remotes.json on retry', async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY }, { mfe_accounts: MOVED_ACCOUNTS_ENTRY });
    jest.mocked(loadRemote).mockResolvedValue(routesModule);
    const federation = loadFederation();
    federation.startFederation();
    await federation.loadRemoteRoutes('mfe_accounts');

    await federation.reloadRemoteRoutes('mfe_accounts');

    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_accounts', entry: MOVED_ACCOUNTS_ENTRY }],
      {
        force: true,
      },
    );
  });

  it('keeps the last good remotes.json when a re-read fails', async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY }, 'offline', 'offline');
    jest.mocked(loadRemote).mockResolvedValue(routesModule);
    const federation = loadFederation();
    federation.startFederation();
    await federation.loadRemoteRoutes('mfe_accounts');

    const retried = federation.reloadRemoteRoutes('mfe_accounts');
    await jest.runAllTimersAsync();

    await expect(retried).resolves.toBe(routesModule);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_accounts', entry: ACCOUNTS_ENTRY }],
      { force: true },
    );
  });

  it('refuses a module that is not a routes module, and a remote marked as a parcel', async () => {
    answerRemotesJson({
      mfe_accounts: ACCOUNTS_ENTRY,
      mfe_qna: { entry: 'http://x/mf-manifest.json', mode: 'parcel' },
    });
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    const federation = loadFederation();
    federation.startFederation();

    await expect(federation.loadRemoteRoutes('mfe_accounts')).rejects.toThrow(
      'does not export a routes array',
    );
    await expect(federation.loadRemoteRoutes('mfe_qna')).rejects.toThrow('parcel');
  });
});
