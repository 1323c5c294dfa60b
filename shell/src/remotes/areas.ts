import { SITE_MOUNTS } from '@smunity/mf-platform';
import type { RemoteName } from './contract';
import { preloadRemoteArea } from './remoteAreas';

export interface SiteArea {
  /** Where the shell mounts the area, e.g. '/qna'; the remote owns every path below it. */
  path: string;
  remote: RemoteName;
  /**
   * An alias of the registry (e.g. the public /shared of mfe_mypage): only the children of the
   * remote's top-level route of this path are mounted here.
   */
  routesUnder?: string;
}

/**
 * Which remote serves which area of the site, from the registry of remotes (areas and aliases):
 * the route table and link preloading both follow it.
 */
export const SITE_AREAS: readonly SiteArea[] = SITE_MOUNTS.map(({ path, remote, routes }) =>
  routes === undefined ? { path, remote } : { path, remote, routesUnder: routes },
);

export function remoteServing(path: string): RemoteName | undefined {
  const area = SITE_AREAS.find(
    (candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`),
  );
  return area?.remote;
}

/** Starts loading the remote behind a link's path; a path outside the areas needs nothing. */
export function preloadAreaOf(path: string): void {
  const remote = remoteServing(path);
  if (remote) preloadRemoteArea(remote);
}
