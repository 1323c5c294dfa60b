// Renders the real route table in a memory router, as the bootstrap does with the browser one, and
// registers it as shared-auth's navigator as the bootstrap does. The session is shared-auth's own
// (set it with setMember); the network (the api through shared-auth's clients and the home page's
// fetch alike) is answered by shared-auth's installRoutedApi, the remotes' loader by the tests
// that load one.
import { StrictMode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setNavigator } from '@smunity/shared-auth';
import {
  installRoutedApi,
  unanswered,
  type ReplyTable,
  type RoutedApi,
} from '@smunity/shared-auth/src/testing';
import { PageViewReporterContext } from '../analytics/PageViewTracker';
import type { PageView, PageViewReporter } from '../analytics/PageViewReporter';
import { appRoutes } from '../routes';

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
export async function renderApp(url: string, reporter: PageViewReporter = createFakeReporter()) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  setNavigator((path) => router.navigate(path, { flushSync: true }));
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <StrictMode>
        <PageViewReporterContext value={reporter}>
          <RouterProvider router={router} />
        </PageViewReporterContext>
      </StrictMode>,
    );
  });
  return { ...(view as RenderResult), router };
}
