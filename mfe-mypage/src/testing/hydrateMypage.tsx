// A member's page of this remote as the shell's server renders it with its first api answers
// (issue 27), then hydrated as the browser does (shared-auth's hydrateArea).
import type { MemberSession } from '@smunity/shared-auth';
import { hydrateArea, type HydratedArea } from '@smunity/shared-auth/src/testing/hydrateArea';
import { AREA_PATHS } from '@smunity/shared-ui';
import { routes } from '../routes';

export {
  expectServerElementsKept,
  unmountHydratedPages,
} from '@smunity/shared-auth/src/testing/hydrateArea';

/**
 * `member`'s page at `url`, rendered with `answers` held (their session seeded without its
 * token, as the server does) and hydrated over that markup in their browser session.
 */
export function hydrateMypage(
  url: string,
  answers: Readonly<Record<string, unknown>>,
  member: MemberSession,
): Promise<HydratedArea> {
  return hydrateArea({ routes, area: AREA_PATHS.mypage }, url, answers, member);
}
