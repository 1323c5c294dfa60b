// A remote's page as the shell's server renders it with its first api answers (issue 27: a
// guest's page, docs/adr/0044; a member's result and plan page), then hydrated as the browser
// does: the answers read from the page's element before hydrateRoot, the area's boundary
// hydrated once the remote has loaded (RemoteArea's use()). Imported by path (it brings
// react-dom/server), not from this folder's index.
import { act, StrictMode, Suspense, use, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { FIRST_DATA_ELEMENT_ID, readFirstDataElement, seedFirstData } from '@smunity/shared-ui';
import { takeDocumentTitle } from '@smunity/mf-platform/contract/document-title';
import { AreaRoutes, areaRoute } from '@smunity/mf-platform';
import { renderAreaPath } from '@smunity/mf-platform/src/firstViews';
import { renderForMember, setMember, useSessionStore } from '../session/sessionStore';
import type { MemberSession } from '../types';

/** A remote's routes and where the shell mounts them (e.g. AREA_PATHS.qna). */
export interface RemoteAreaPages {
  routes: RouteObject[];
  area: string;
}

/** Whose page it is: a guest's (none) or the member's, signed in with this session. */
export type PageReader = MemberSession | null;

/** Renders its children once the remote's code is in, as the shell's RemoteArea does. */
function AfterRemoteLoads({ remote, children }: { remote: Promise<void>; children: ReactNode }) {
  use(remote);
  return children;
}

/**
 * The page at `url` as the browser renders it inside the shell's area: the area's routes under
 * its splat route, in the area's Suspense boundary, once the remote has loaded.
 */
function areaPage({ routes, area }: RemoteAreaPages, url: string, remote: Promise<void>) {
  const siteRoutes = [
    areaRoute(
      area,
      <AfterRemoteLoads remote={remote}>
        <AreaRoutes routes={routes} />
      </AfterRemoteLoads>,
    ),
  ];
  // StrictMode as the shell's SiteApp: in development the effects run twice.
  return (
    <StrictMode>
      <Suspense fallback={<p>불러오는 중</p>}>
        <MemoryRouter initialEntries={[url]}>
          <AreaRoutes routes={siteRoutes} />
        </MemoryRouter>
      </Suspense>
    </StrictMode>
  );
}

/**
 * The markup of the page at `url` as the shell's server renders it with `answers` (the remote's
 * render bundle: answers held and renderForMember(reader), mf-platform's renderAreaPath, then
 * none held and no member), inside the area's Suspense boundary of the frame, finished; its
 * `<title>` taken out for the page's <head>, as the server does.
 */
export function renderAreaOnServer(
  pages: RemoteAreaPages,
  url: string,
  answers: Readonly<Record<string, unknown>>,
  reader: PageReader = null,
): { markup: string; title: string | undefined } {
  const pathInArea = url.slice(`${pages.area}/`.length);
  seedFirstData(answers);
  renderForMember(reader);
  try {
    const { title, view } = takeDocumentTitle(renderAreaPath(pages.routes, pages.area, pathInArea));
    return { markup: `<!--$-->${view}<!--/$-->`, title };
  } finally {
    seedFirstData({});
    renderForMember(null);
  }
}

/**
 * The browser's session of `reader` as the page loaded with it (their `member` cookie, read when
 * the session store was made): what a hydrating render shows (shared-auth's memberAtFirstRender),
 * and what the page runs with from then on. A guest's page loads with none.
 */
function loadPageWithSession(reader: PageReader): { restore: () => void } {
  if (!reader) return { restore: () => {} };
  setMember(reader);
  const loaded = { ...useSessionStore.getInitialState(), member: reader };
  const initialState = jest.spyOn(useSessionStore, 'getInitialState').mockReturnValue(loaded);
  return { restore: () => initialState.mockRestore() };
}

export interface HydratedArea {
  /** The server's markup of the page (before any JavaScript). */
  markup: string;
  /** The `<title>` the server put in the page's <head> (HTML-escaped), if the page has one. */
  title: string | undefined;
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
 * Renders `url` with `answers` held for `reader` (as the server does), puts the markup and the
 * answers' element into the page, reads the element and hydrates the same page over that markup,
 * in the browser's session of `reader` (their cookie: the member with their token).
 */
export async function hydrateArea(
  pages: RemoteAreaPages,
  url: string,
  answers: Readonly<Record<string, unknown>>,
  reader: PageReader = null,
): Promise<HydratedArea> {
  const { markup, title } = renderAreaOnServer(pages, url, answers, reader);
  const sessionLoaded = loadPageWithSession(reader);

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
    root = hydrateRoot(container, areaPage(pages, url, remote), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  await act(async () => remoteLoaded());
  sessionLoaded.restore();
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
  return { markup, title, serverElements, hydratedElements, recoverableErrors, loggedErrors };
}

/**
 * Fails unless hydration kept every element of the server's markup, in its order (none replaced);
 * what came after it (e.g. an answer loaded since) may be added.
 */
export function expectServerElementsKept({ serverElements, hydratedElements }: HydratedArea): void {
  const fromServer = new Set(serverElements);
  const kept = hydratedElements.filter((element) => fromServer.has(element));
  // By identity: toEqual would take an equal copy of an element for the element itself.
  expect(kept).toHaveLength(serverElements.length);
  kept.forEach((element, index) => expect(element).toBe(serverElements[index]));
}
