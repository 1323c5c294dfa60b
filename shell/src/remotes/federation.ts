// The shell's side of Module Federation at run time: create the federation instance with the
// shell's singletons, discover the remotes from remotes.json, register them, and load an area's
// './routes' or './parcel'. There are no build-time remotes. This module and the runtime load with
// the first area a page wants (remoteAreas.ts), not with the page (docs/adr/0028).
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type {
  RemoteHeaderModule,
  RemoteName,
  RemoteParcelModule,
  RemoteRoutesModule,
} from './contract';
import { createFallbackPlugin } from './fallbackPlugin';
import { createInlineStylesPlugin } from './inlineStylesPlugin';
import { takeRemotesConfig, type RemoteLocation, type RemotesConfig } from './remotesConfig';
import { createRetryPlugin } from './retryPlugin';
import { sharedOffer } from './sharedOffer';
import { createYieldingPlugin } from './yieldingPlugin';

let discovery: Promise<RemotesConfig> | undefined;
let lastGoodConfig: RemotesConfig | undefined;

function runtimeRemotes(config: RemotesConfig) {
  return Object.entries(config).flatMap(([name, location]) =>
    location ? [{ name, entry: location.entry }] : [],
  );
}

/** Reads remotes.json and registers what it lists; after one success, a failed re-read keeps that. */
function discoverRemotes(): Promise<RemotesConfig> {
  startFederation();
  discovery = takeRemotesConfig().then(
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

let started = false;

/**
 * Creates the page's federation instance, once: the shell's name, its singletons ('loaded-first':
 * a remote takes the shell's running copy when it is in the remote's range), the failure plugins,
 * the one that reuses a first view's inline CSS and the one that runs each loading step in a task
 * of its own.
 */
export function startFederation(): void {
  if (started) return;
  started = true;
  provideRuntimeCore();
  init({
    name: 'shell',
    remotes: [],
    shared: sharedOffer(),
    shareStrategy: 'loaded-first',
    plugins: [
      createRetryPlugin(),
      createFallbackPlugin(),
      createInlineStylesPlugin(),
      createYieldingPlugin(),
    ],
  });
}

/**
 * A remote's production container has no federation runtime core of its own: it takes the one on
 * the global its build names (`experiments.externalRuntime` in mf-platform/build/webpack.js), as
 * a host built with the federation plugin would provide it (`provideExternalRuntime`). So the
 * remotes' runtime is the shell's version, as their shared singletons are (docs/adr/0006, 0028).
 */
function provideRuntimeCore(): void {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE =
    runtimeCore;
}

function locationIn(config: RemotesConfig, name: RemoteName): RemoteLocation {
  const location = config[name];
  if (!location) throw new Error(`remotes.json does not list ${name}.`);
  return location;
}

/** Where remotes.json says the remote lives, and how to mount it. Rejects while it is unreadable. */
export async function locateRemote(name: RemoteName): Promise<RemoteLocation> {
  return locationIn(await (discovery ?? discoverRemotes()), name);
}

/**
 * webpack's registry of the chunks a remote has loaded, a global named after the remote
 * (output.chunkLoadingGlobal in mf-platform/build/webpack.js).
 */
export const chunkRegistryOf = (name: RemoteName) => `webpackChunk${name}`;

/**
 * For the retry button. The runtime caches a failed remote (its manifest, entry and module), so the
 * remote is registered again with `force`, which drops those caches, from a fresh remotes.json in
 * case the remote has moved (or was rolled back) meanwhile. The chunk registry goes too: another
 * build of the remote would find the old build's chunks there under the same ids, take them as
 * loaded and run the old code (or miss modules).
 */
export async function relocateRemote(name: RemoteName): Promise<RemoteLocation> {
  const location = locationIn(await discoverRemotes(), name);
  Reflect.deleteProperty(globalThis, chunkRegistryOf(name));
  registerRemotes([{ name, entry: location.entry }], { force: true });
  return location;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  return isObject(value) && Array.isArray(value.routes);
}

function isRemoteParcelModule(value: unknown): value is RemoteParcelModule {
  const isLifecycle = (lifecycle: unknown) =>
    typeof lifecycle === 'function' || Array.isArray(lifecycle);
  return (
    isObject(value) &&
    isLifecycle(value.bootstrap) &&
    isLifecycle(value.mount) &&
    isLifecycle(value.unmount) &&
    isLifecycle(value.update)
  );
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  startFederation();
  const routesModule = await loadRemote<unknown>(`${name}/routes`);
  if (!isRemoteRoutesModule(routesModule)) {
    throw new Error(`${name}/routes does not export a routes array.`);
  }
  return routesModule;
}

export async function loadRemoteParcel(name: RemoteName): Promise<RemoteParcelModule> {
  startFederation();
  const parcelModule = await loadRemote<unknown>(`${name}/parcel`);
  if (!isRemoteParcelModule(parcelModule)) {
    throw new Error(`${name}/parcel does not export the parcel lifecycles.`);
  }
  return parcelModule;
}

function isRemoteHeaderModule(value: unknown): value is RemoteHeaderModule {
  return isObject(value) && typeof value.subscribeHeaderItems === 'function';
}

/** './header' of a remote whose registry entry has `header: true` (docs/adr/0034). */
export async function loadRemoteHeader(name: RemoteName): Promise<RemoteHeaderModule> {
  await locateRemote(name);
  const headerModule = await loadRemote<unknown>(`${name}/header`);
  if (!isRemoteHeaderModule(headerModule)) {
    throw new Error(`${name}/header does not export subscribeHeaderItems.`);
  }
  return headerModule;
}
