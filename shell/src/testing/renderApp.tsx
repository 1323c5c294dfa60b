// Renders the whole site (SiteApp) in a memory router, as the bootstrap does with the browser's,
// which registers the router as shared-auth's navigator as it does in the browser. The session is shared-auth's own
// (set it with setMember); the network (the api through shared-auth's clients and the home page's
// fetch alike) is answered by shared-auth's installRoutedApi, the remotes' loader by the tests
// that load one.
import { act, render, type RenderResult } from '@testing-library/react';
import { navigateTo } from '@smunity/shared-auth';
import {
  installRoutedApi,
  unanswered,
  type ReplyTable,
  type RoutedApi,
} from '@smunity/shared-auth/src/testing';
import type { PageView, PageViewReporter } from '../analytics/PageViewReporter';
import { loadMessages, type SiteLocale } from '@smunity/shared-ui';
import { SHELL_CATALOG } from '../i18n/siteLocale';
import { SiteApp } from '../SiteApp';

/** The home page's figures (home/memberStatsApi.ts), held: for the tests not about them. */
export const HOME_FIGURES_HELD: ReplyTable = {
  'GET /members/count': unanswered,
  'GET /departments': unanswered,
};

/** Answers the network with the home page's figures held and nothing else expected. */
export const holdHomeFigures = (): RoutedApi => installRoutedApi(HOME_FIGURES_HELD);

export interface FakeReporter extends PageViewReporter {
  pageViews: PageView[];
}

export function createFakeReporter(): FakeReporter {
  const pageViews: PageView[] = [];
  return { pageViews, report: (pageView) => pageViews.push(pageView) };
}

/**
 * Rendered inside an awaited act: React 19 retries a suspended render (a remote area waiting
 * for its routes) in tests only when the suspension happened in an async act scope.
 */
export async function renderApp(
  url: string,
  reporter: PageViewReporter = createFakeReporter(),
  locale: SiteLocale = 'ko',
) {
  const messages = await loadMessages(SHELL_CATALOG, locale);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(<SiteApp locale={locale} messages={messages} path={url} reporter={reporter} />);
  });
  // The site's navigator, as the refresh queue and logout use it. Not awaited: it settles once the
  // new page is committed, which an act() scope does only when its callback has returned.
  const router = {
    navigate: (path: string) => {
      void navigateTo(path);
    },
  };
  return { ...(view as RenderResult), router };
}
