import { AREA_PATHS } from 'shared-ui';
import type { RemoteName } from './contract';
import { preloadRemoteArea } from './remoteAreas';

/** Which remote serves which area of the site. */
const AREA_REMOTES: ReadonlyArray<readonly [areaPath: string, remote: RemoteName]> = [
  [AREA_PATHS.accounts, 'mfe_accounts'],
  [AREA_PATHS.mypage, 'mfe_mypage'],
  [AREA_PATHS.qna, 'mfe_qna'],
];

export function remoteServing(path: string): RemoteName | undefined {
  const area = AREA_REMOTES.find(
    ([areaPath]) => path === areaPath || path.startsWith(`${areaPath}/`),
  );
  return area?.[1];
}

/** Starts loading the remote behind a link's path; a path outside the areas needs nothing. */
export function preloadAreaOf(path: string): void {
  const remote = remoteServing(path);
  if (remote) preloadRemoteArea(remote);
}
