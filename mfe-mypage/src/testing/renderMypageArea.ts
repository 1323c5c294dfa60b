// This remote's routes as the shell mounts them (shared-auth's renderRemoteArea, under /mypage),
// next to a stand-in home page so tests can see the pages leave the area (logout, withdrawal).
import { renderRemoteArea, type RemoteAreaRouter } from '@smunity/shared-auth/src/testing';
import { AREA_PATHS, ROUTES } from '@smunity/shared-ui';
import { routes } from '../routes';

export const HOME_STAND_IN = '홈 (테스트)';

/** Renders `url` (e.g. ROUTES.MYPAGE). */
export function renderMypageArea(url: string): RemoteAreaRouter {
  return renderRemoteArea(routes, {
    area: AREA_PATHS.mypage,
    url,
    standIns: { [ROUTES.HOME]: HOME_STAND_IN },
  });
}
