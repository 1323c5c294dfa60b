// Which remote serves a path, and where remotes.json says its build is now: the registry's mounts
// (an area and its aliases, ADR 0021) and remotes.json's entry of each remote (ADR 0013).
'use strict';

/**
 * @typedef {{ container: string, area: string, aliases?: { path: string, routes?: string }[] }}
 *   MountedRemote
 * @type {{ remotes: MountedRemote[] }}
 */
const { remotes: REMOTES } = require('@smunity/mf-platform/remotes.registry.json');

/** Every path the shell mounts a remote on: its area and its aliases (the registry, ADR 0021). */
const MOUNTS = REMOTES.flatMap(({ container, area, aliases = [] }) => [
  { path: area, remote: container },
  ...aliases.map((alias) => ({ path: alias.path, remote: container })),
]);

/**
 * The remote serving a page's path, or undefined outside the areas.
 * @param {string} pathname
 */
function remoteServing(pathname) {
  return MOUNTS.find((mount) => pathname === mount.path || pathname.startsWith(`${mount.path}/`))
    ?.remote;
}

/**
 * The area a remote is mounted on (not an alias: a remote's first views are its area's).
 * @param {string} remote
 */
function areaOf(remote) {
  return REMOTES.find(({ container }) => container === remote)?.area;
}

/**
 * A page's path inside the remote's area ('questions/7'), or undefined outside it.
 * @param {string} remote
 * @param {string} pathname
 */
function pathInArea(remote, pathname) {
  const area = areaOf(remote);
  return area && pathname.startsWith(`${area}/`) ? pathname.slice(area.length + 1) : undefined;
}

/**
 * A page's path as its remote's route table names it ('questions/7'): '' at the area itself, and
 * at an alias the path under the route it mounts there ('/shared/x' → 'shared/x'); undefined
 * where the remote's routes are not what the shell mounts (an alias of the whole area).
 * @param {string} remote
 * @param {string} pathname
 */
function routePathOf(remote, pathname) {
  const mounted = REMOTES.find(({ container }) => container === remote);
  if (!mounted) return undefined;
  /** @param {string} mount @param {string} prefix the route the mount is at */
  const under = (mount, prefix) => {
    if (pathname === mount) return prefix;
    if (!pathname.startsWith(`${mount}/`)) return undefined;
    return [prefix, pathname.slice(mount.length + 1)].filter(Boolean).join('/');
  };
  const inArea = under(mounted.area, '');
  if (inArea !== undefined) return inArea;
  for (const alias of mounted.aliases ?? []) {
    const inAlias = alias.routes === undefined ? undefined : under(alias.path, alias.routes);
    if (inAlias !== undefined) return inAlias;
  }
  return undefined;
}

/**
 * @typedef {{ entry: string, mode: string }} RemoteLocation a build's manifest URL, and how the
 *   shell mounts it ('federation' or 'parcel')
 */

/**
 * remotes.json's entry of a remote: a manifest URL, or { entry, mode }.
 * @param {Record<string, unknown>} remotesJson
 * @param {string} remote
 * @returns {RemoteLocation | undefined}
 */
function locationOf(remotesJson, remote) {
  const value = remotesJson[remote];
  if (typeof value === 'string') return { entry: value, mode: 'federation' };
  if (typeof value === 'object' && value !== null && 'entry' in value) {
    const { entry, mode } = /** @type {{ entry: unknown, mode?: unknown }} */ (value);
    if (typeof entry === 'string')
      return { entry, mode: mode == null ? 'federation' : String(mode) };
  }
  return undefined;
}

module.exports = { locationOf, pathInArea, remoteServing, routePathOf };
