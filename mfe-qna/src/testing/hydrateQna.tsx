// A guest's page of this remote as the shell's server renders it with its first api answers
// (issue 27), then hydrated as the browser does: the answers read from the page's element before
// hydrateRoot, the area's boundary hydrated once the remote has loaded (RemoteArea's use()).
import { act, StrictMode, Suspense, use, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';
import {
  AREA_PATHS,
  FIRST_DATA_ELEMENT_ID,
  readFirstDataElement,
  seedFirstData,
} from '@smunity/shared-ui';
import { renderAreaPath } from '@smunity/mf-platform/src/firstViews';
import { routes } from '../routes';

function AreaRoutes({ routes: areaRoutes }: { routes: RouteObject[] }) {
  return useRoutes(areaRoutes);
}

/** Renders its children once the remote's code is in, as the shell's RemoteArea does. */
function AfterRemoteLoads({ remote, children }: { remote: Promise<void>; children: ReactNode }) {
  use(remote);
  return children;
}

/**
 * The page at `url` as the browser renders it inside the shell's area: the area's routes under
 * its splat route, in the area's Suspense boundary, once the remote has loaded.
 */
function qnaPage(url: string, remote: Promise<void>) {
  const router = createMemoryRouter(
    [
      {
        path: `${AREA_PATHS.qna.slice(1)}/*`,
        element: (
          <AfterRemoteLoads remote={remote}>
            <AreaRoutes routes={routes} />
          </AfterRemoteLoads>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  // StrictMode as the shell's SiteApp: in development the effects run twice.
  return (
    <StrictMode>
      <Suspense fallback={<p>불러오는 중</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>
  );
}

/**
 * The markup of the page at `url` as the shell's server renders it with `answers` (the remote's
 * render bundle: answers held, mf-platform's renderAreaPath, none held), inside the area's
 * Suspense boundary of the frame, finished.
 */
export function renderOnServer(url: string, answers: Readonly<Record<string, unknown>>): string {
  const pathInArea = url.slice(`${AREA_PATHS.qna}/`.length);
  seedFirstData(answers);
  try {
    return `<!--$-->${renderAreaPath(routes, AREA_PATHS.qna, pathInArea)}<!--/$-->`;
  } finally {
    seedFirstData({});
  }
}

export interface HydratedQna {
  /** The server's markup of the page (before any JavaScript). */
  markup: string;
  /** Every element of the server's markup, in document order, before hydration. */
  serverElements: Element[];
  /** Every element of the page once hydrated (and the api answered), before the next frame. */
  hydratedElements: Element[];
  /** What React reported as recoverable while hydrating (a mismatched text or element). */
  recoverableErrors: unknown[];
  /** What was logged as an error meanwhile (React logs a mismatched attribute there). */
  loggedErrors: unknown[][];
}

const mounted: (() => void)[] = [];

/** For afterEach: unmounts the hydrated pages and takes them out of the document. */
export function unmountHydratedPages(): void {
  for (const unmount of mounted.splice(0)) unmount();
}

/**
 * Renders `url` with `answers` held (as the server does: seeded, renderToString, cleared), puts
 * the markup and the answers' element into the page, reads the element and hydrates the same
 * page over that markup.
 */
export async function hydrateQna(
  url: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<HydratedQna> {
  const markup = renderOnServer(url, answers);

  const container = document.createElement('div');
  container.innerHTML = markup;
  const answersElement = document.createElement('script');
  answersElement.type = 'application/json';
  answersElement.id = FIRST_DATA_ELEMENT_ID;
  answersElement.textContent = JSON.stringify(answers).replace(/</g, '\\u003c');
  document.body.append(container, answersElement);
  const serverElements = [...container.querySelectorAll('*')];

  readFirstDataElement();
  const recoverableErrors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Hydration comes before the next frame: what a component asks for at the next frame (the
  // Markdown renderer, after the text's first paint) runs once the hydrated page is recorded.
  const frames: FrameRequestCallback[] = [];
  const nextFrame = jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => frames.push(callback));
  const cancelFrame = jest
    .spyOn(window, 'cancelAnimationFrame')
    .mockImplementation((frame) => frames.splice(frame - 1, 1, () => {}));
  let remoteLoaded = () => {};
  const remote = new Promise<void>((resolve) => {
    remoteLoaded = resolve;
  });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, qnaPage(url, remote), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  await act(async () => remoteLoaded());
  const hydratedElements = [...container.querySelectorAll('*')];
  const loggedErrors = consoleError.mock.calls;
  consoleError.mockRestore();
  nextFrame.mockRestore();
  cancelFrame.mockRestore();
  act(() => frames.forEach((callback) => callback(performance.now())));
  answersElement.remove();
  mounted.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { markup, serverElements, hydratedElements, recoverableErrors, loggedErrors };
}

/**
 * Fails unless hydration kept every element of the server's markup, in its order (none replaced);
 * what came after it (e.g. an answer loaded since) may be added.
 */
export function expectServerElementsKept({ serverElements, hydratedElements }: HydratedQna): void {
  const fromServer = new Set(serverElements);
  const kept = hydratedElements.filter((element) => fromServer.has(element));
  // By identity: toEqual would take an equal copy of an element for the element itself.
  expect(kept).toHaveLength(serverElements.length);
  kept.forEach((element, index) => expect(element).toBe(serverElements[index]));
}
