// A guest's page of this remote as the shell's server renders it with its first api answers
// (issue 27), then hydrated as the browser does (shared-auth's hydrateArea).
import { AREA_PATHS } from '@smunity/shared-ui';
import {
  hydrateArea,
  renderAreaOnServer,
  type HydratedArea,
} from '@smunity/shared-auth/src/testing/hydrateArea';
import { inKorean } from '@smunity/shared-ui/src/testing/inLanguage';
import { QNA_CATALOG } from '../messages/catalog';
import { routesIn } from './renderQna';

export {
  expectServerElementsKept,
  unmountHydratedPages,
} from '@smunity/shared-auth/src/testing/hydrateArea';

const QNA_PAGES = { routes: routesIn(inKorean(QNA_CATALOG)), area: AREA_PATHS.qna };

/** The markup of a guest's page at `url` as the shell's server renders it with `answers`. */
export function renderOnServer(url: string, answers: Readonly<Record<string, unknown>>): string {
  return renderAreaOnServer(QNA_PAGES, url, answers).markup;
}

/** A guest's page at `url`, rendered with `answers` held and hydrated over that markup. */
export function hydrateQna(
  url: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<HydratedArea> {
  return hydrateArea(QNA_PAGES, url, answers);
}
