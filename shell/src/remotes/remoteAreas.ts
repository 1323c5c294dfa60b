import type { RouteObject } from 'react-router-dom';
import type { RemoteName, RemoteParcelModule } from './contract';
import type * as Federation from './federation';
import type { ParcelHost } from './parcelHost';
import type { RemoteLocation } from './remotesConfig';
import { nextTask } from '@smunity/shared-ui';

// The federation runtime and the shell's singleton offer load with the first area wanted (an area
// route, a preload on intent or the idle prefetch), not with the page (docs/adr/0028). Both imports
// name one chunk, so its files arrive together, and the shell's server can preload it on an area's
// page (build/area-chunks.js). The runtime's modules run in the task the files arrive in, axios's
// in the next, the shell's side (the offer brings shared-auth's and shared-ui's whole packages,
// whose clients are axios instances) in the one after: on a phone, these in one task were one of
// the page's long tasks (docs/adr/0066; axios's module, its default instance and header accessors,
// was 6 of the offer's 11 ms here, docs/adr/0069).
async function federation(): Promise<typeof Federation> {
  await import(/* webpackChunkName: "federation" */ '@module-federation/enhanced/runtime');
  await nextTask();
  await import('axios');
  await nextTask();
  return import(/* webpackChunkName: "federation" */ './federation');
}

/** A remote area ready to render, as remotes.json says to mount it. */
export type LoadedRemoteArea =
  | { mode: 'federation'; routes: RouteObject[] }
  | { mode: 'parcel'; parcel: RemoteParcelModule; ParcelHost: ParcelHost };

type Locate = (runtime: typeof Federation, name: RemoteName) => Promise<RemoteLocation>;

async function loadArea(name: RemoteName, locate: Locate): Promise<LoadedRemoteArea> {
  const runtime = await federation();
  // The runtime's modules have run in the task its chunks arrived in; starting it (its instance,
  // the singletons' offer, remotes.json's remotes) waits for the next (docs/adr/0066).
  await nextTask();
  const { mode } = await locate(runtime, name);
  if (mode === 'federation') return { mode, routes: (await runtime.loadRemoteRoutes(name)).routes };
  // single-spa and the parcel host are loaded only by a page that has a parcel, alongside it.
  const [parcel, host] = await Promise.all([
    runtime.loadRemoteParcel(name),
    import('./parcelHost'),
  ]);
  host.shareHistoryBetweenRouters();
  return { mode, parcel, ParcelHost: host.RemoteParcel };
}

// One promise per remote for the whole visit, so coming back to an area renders at once (React's
// use() reads a settled promise synchronously) instead of flashing the loading state.
const areas = new Map<RemoteName, Promise<LoadedRemoteArea>>();

function remember(name: RemoteName, area: Promise<LoadedRemoteArea>) {
  // The area reports a failure when it renders; a preload nobody renders must not reject loudly.
  area.catch(() => undefined);
  areas.set(name, area);
  return area;
}

/**
 * In the build's prerender (prerender.tsx) every area stays in its loading state: loading a
 * remote is the browser's job, and the shell's server puts the remote's own prerendered markup
 * in that place (docs/adr/0041).
 */
let prerendering: Promise<LoadedRemoteArea> | undefined;

export function renderAreasLoading(): void {
  prerendering = new Promise<LoadedRemoteArea>(() => undefined);
}

export function getRemoteArea(name: RemoteName): Promise<LoadedRemoteArea> {
  if (prerendering) return prerendering;
  return (
    areas.get(name) ??
    remember(
      name,
      loadArea(name, (runtime, remote) => runtime.locateRemote(remote)),
    )
  );
}

/** Forgets the remote's outcome (failure or fallback) and loads it again from a fresh remotes.json. */
export function retryRemoteArea(name: RemoteName): void {
  remember(
    name,
    loadArea(name, (runtime, remote) => runtime.relocateRemote(remote)),
  );
}

/**
 * Starts loading an area before it is entered (the visitor points at or focuses its link), so the
 * click finds it ready (docs/benchmarks.md, "Preload on intent"). A second call costs nothing.
 */
export function preloadRemoteArea(name: RemoteName): void {
  void getRemoteArea(name);
}

/** Whether the remote's area has been asked for (it is loading, or has loaded or failed). */
export function isRemoteAreaLoading(name: RemoteName): boolean {
  return areas.has(name);
}

/** Settles once every area asked for so far has loaded or failed (the page's own area first). */
export async function areasSettled(): Promise<void> {
  await Promise.allSettled(areas.values());
}
