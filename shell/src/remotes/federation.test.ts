import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { inTurn, installRoutedApi, offline, ok } from '@smunity/shared-auth/src/testing';
import type * as Federation from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// What the build compiles in (mf-platform/build/shared-singletons.js, hostShareOffer), for two keys.
const OFFER = [
  { name: 'react', version: '19.3.1' },
  { name: '@smunity/shared-auth', version: '0.1.0' },
];
process.env.SHARED_SINGLETONS = JSON.stringify(OFFER);

const ACCOUNTS_ENTRY = 'http://127.0.0.1:3001/mf-manifest.json';
const MOVED_ACCOUNTS_ENTRY = 'https://cdn.example/accounts/2.0.0/mf-manifest.json';
const QNA_ENTRY = 'https://cdn.example/mfe-qna/0.1.0-1a2b3c4d5e6f/mf-manifest.json';
const routesModule = { routes: [{ path: 'login' }] };

/** Answers the reads of remotes.json in turn with `answers` ('offline': the network failed). */
function answerRemotesJson(...answers: Array<Record<string, unknown> | 'offline'>) {
  const turns = answers.map((answer) => (answer === 'offline' ? offline : ok(answer)));
  installRoutedApi({ 'GET /remotes.json': inTurn(...turns) });
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
  beforeEach(() => {
    jest.useFakeTimers();
    // Each fresh copy evaluates shared-ui again, which its singleton guard rightly reports.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    jest.clearAllMocks();
  });

  it("creates the instance with the shell's singletons and plugins, registers the remotes of remotes.json, then loads an area's routes", async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY });
    jest.mocked(loadRemote).mockResolvedValue(routesModule);
    const federation = loadFederation();

    await expect(federation.locateRemote('mfe_accounts')).resolves.toEqual({
      entry: ACCOUNTS_ENTRY,
      mode: 'federation',
    });
    await expect(federation.loadRemoteRoutes('mfe_accounts')).resolves.toBe(routesModule);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({
      name: 'shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: {
        react: expect.objectContaining({
          version: '19.3.1',
          shareConfig: { singleton: true, requiredVersion: false },
        }),
        '@smunity/shared-auth': expect.objectContaining({ version: '0.1.0' }),
      },
      plugins: [
        expect.objectContaining({ name: 'smunity-remote-entry-retry' }),
        expect.objectContaining({ name: 'smunity-remote-fallback' }),
        expect.objectContaining({ name: 'smunity-inline-styles' }),
        expect.objectContaining({ name: 'smunity-yielding' }),
      ],
    });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_accounts', entry: ACCOUNTS_ENTRY }]);
    expect(loadRemote).toHaveBeenCalledWith('mfe_accounts/routes');
  });

  it('rejects while remotes.json is unreadable, and recovers when relocating on retry', async () => {
    answerRemotesJson('offline', 'offline', { mfe_accounts: ACCOUNTS_ENTRY });
    const federation = loadFederation();

    const firstLookup = federation.locateRemote('mfe_accounts');
    const rejected = expect(firstLookup).rejects.toThrow('Failed to fetch');
    await jest.runAllTimersAsync();
    await rejected;

    await expect(federation.relocateRemote('mfe_accounts')).resolves.toEqual({
      entry: ACCOUNTS_ENTRY,
      mode: 'federation',
    });
  });

  it('rejects a remote that remotes.json does not list', async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY });
    const federation = loadFederation();

    await expect(federation.locateRemote('mfe_qna')).rejects.toThrow(
      'remotes.json does not list mfe_qna',
    );
  });

  it('re-registers the remote with force from a fresh remotes.json on retry', async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY }, { mfe_accounts: MOVED_ACCOUNTS_ENTRY });
    const federation = loadFederation();
    await federation.locateRemote('mfe_accounts');

    await federation.relocateRemote('mfe_accounts');

    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_accounts', entry: MOVED_ACCOUNTS_ENTRY }],
      { force: true },
    );
  });

  it("forgets the chunks the remote's previous build registered, so a new build loads its own", async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY }, { mfe_accounts: MOVED_ACCOUNTS_ENTRY });
    const federation = loadFederation();
    await federation.locateRemote('mfe_accounts');
    const registry = federation.chunkRegistryOf('mfe_accounts');
    Object.assign(globalThis, { [registry]: [[['__federation_expose_routes'], {}]] });

    await federation.relocateRemote('mfe_accounts');

    expect(registry in globalThis).toBe(false);
  });

  it('keeps the last good remotes.json when a re-read fails', async () => {
    answerRemotesJson({ mfe_accounts: ACCOUNTS_ENTRY }, 'offline', 'offline');
    const federation = loadFederation();
    await federation.locateRemote('mfe_accounts');

    const relocated = federation.relocateRemote('mfe_accounts');
    await jest.runAllTimersAsync();

    await expect(relocated).resolves.toEqual({ entry: ACCOUNTS_ENTRY, mode: 'federation' });
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_accounts', entry: ACCOUNTS_ENTRY }],
      { force: true },
    );
  });

  it('tells a parcel remote by its mode, and loads its lifecycles from ./parcel', async () => {
    answerRemotesJson({ mfe_qna: { entry: QNA_ENTRY, mode: 'parcel' } });
    const lifecycles = {
      bootstrap: jest.fn(),
      mount: jest.fn(),
      update: jest.fn(),
      unmount: jest.fn(),
    };
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    const federation = loadFederation();

    await expect(federation.locateRemote('mfe_qna')).resolves.toEqual({
      entry: QNA_ENTRY,
      mode: 'parcel',
    });
    await expect(federation.loadRemoteParcel('mfe_qna')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledWith('mfe_qna/parcel');
  });

  it('refuses modules that do not have the exposed shape', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    const federation = loadFederation();

    await expect(federation.loadRemoteRoutes('mfe_accounts')).rejects.toThrow(
      'mfe_accounts/routes does not export a routes array',
    );
    await expect(federation.loadRemoteParcel('mfe_qna')).rejects.toThrow(
      'mfe_qna/parcel does not export the parcel lifecycles',
    );
  });
});
