// This remote's routes as the shell mounts them (shared-auth's renderRemoteArea, under /qna).
import { renderRemoteArea, type RemoteAreaRouter } from '@smunity/shared-auth/src/testing';
import { AREA_PATHS } from '@smunity/shared-ui';
import { routes } from '../routes';

export function renderQna(url: string): RemoteAreaRouter {
  return renderRemoteArea(routes, { area: AREA_PATHS.qna, url });
}
