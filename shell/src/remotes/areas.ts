import { REMOTES } from 'mf-platform';
import type { RemoteName } from './contract';
import { preloadRemoteArea } from './remoteAreas';

export interface SiteArea {
  /** Where the shell mounts the area, e.g. '/qna'; the remote owns every path below it. */
  path: string;
  remote: RemoteName;
}

/**
 * Which remote serves which area of the site, from the registry of remotes: the route table and
 * link preloading both follow it.
 */
export const SITE_AREAS: readonly SiteArea[] = REMOTES.map(({ area, container }) => ({
  path: area,
  remote: container,
}));

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
