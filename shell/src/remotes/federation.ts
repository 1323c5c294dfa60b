// The shell's side of Module Federation at run time: discover the remotes from remotes.json,
// register them, and load an area's './routes'. There are no build-time remotes.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from './contract';
import { createFallbackPlugin } from './fallbackPlugin';
import { fetchRemotesConfig, type RemotesConfig } from './remotesConfig';
import { createRetryPlugin } from './retryPlugin';

let discovery: Promise<RemotesConfig> | undefined;
let lastGoodConfig: RemotesConfig | undefined;

function runtimeRemotes(config: RemotesConfig) {
  return Object.entries(config).flatMap(([name, location]) =>
    location ? [{ name, entry: location.entry }] : [],
  );
}

/** Reads remotes.json and registers what it lists; after one success, a failed re-read keeps that. */
function discoverRemotes(): Promise<RemotesConfig> {
  discovery = fetchRemotesConfig().then(
    (config) => {
      // Already registered remotes are left alone here; a retry replaces its own (see below).
      registerRemotes(runtimeRemotes(config));
      lastGoodConfig = config;
      return config;
    },
    (error: unknown) => {
      if (lastGoodConfig) return lastGoodConfig;
      throw error;
    },
  );
  // A failed discovery is reported by each area that needs it, not as an unhandled rejection.
  discovery.catch(() => undefined);
  return discovery;
}

/** Called once by the bootstrap, before the first render. */
export function startFederation(): void {
  registerPlugins([createRetryPlugin(), createFallbackPlugin()]);
  void discoverRemotes();
}

function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<RemoteRoutesModule>).routes)
  );
}

async function loadRoutesModule(
  name: RemoteName,
  config: RemotesConfig,
): Promise<RemoteRoutesModule> {
  if (config[name]?.mode === 'parcel') {
    throw new Error(
      `remotes.json marks ${name} as a parcel; this shell mounts federation remotes only.`,
    );
  }
  const routesModule = await loadRemote<unknown>(`${name}/routes`);
  if (!isRemoteRoutesModule(routesModule)) {
    throw new Error(`${name}/routes does not export a routes array.`);
  }
  return routesModule;
}

/** The routes an area mounts. Rejects when remotes.json could not be read. */
export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  return loadRoutesModule(name, await (discovery ?? discoverRemotes()));
}

/**
 * The retry button. The runtime caches a failed remote (its manifest, entry and module), so the
 * remote is registered again with `force`, which drops those caches, from a fresh remotes.json
 * in case the remote has moved meanwhile.
 */
export async function reloadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const config = await discoverRemotes();
  const location = config[name];
  if (location) registerRemotes([{ name, entry: location.entry }], { force: true });
  return loadRoutesModule(name, config);
}
