import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { holdHomeFigures, renderApp } from '../testing/renderApp';
import type { RemoteRoutesModule } from './contract';
import { unavailableRoutesModule } from './fallbackPlugin';
import { loadRemoteRoutes, locateRemote, relocateRemote } from './federation';
import { arrangeRemotesAt, clickRetry, FALLBACK_TEXT } from './testing';

// A visitor; the layout's reads never answer.
beforeEach(() => holdHomeFigures());

jest.mock('./federation', () => ({
  locateRemote: jest.fn(),
  relocateRemote: jest.fn(),
  loadRemoteRoutes: jest.fn(),
}));

function routesModule(...routes: RouteObject[]): RemoteRoutesModule {
  return { routes };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

// The module cache lives for the whole file (as for a whole visit), so each test uses its own remote.
describe('RemoteArea', () => {
  arrangeRemotesAt(
    { entry: 'http://127.0.0.1:3001/0.1.0-abc/mf-manifest.json', mode: 'federation' },
    loadRemoteRoutes,
  );

  it('shows loading, then a Korean fallback when the remote fails, and recovers on 다시 시도', async () => {
    const firstLoad = deferred<RemoteRoutesModule>();
    jest
      .mocked(loadRemoteRoutes)
      .mockReturnValueOnce(firstLoad.promise)
      .mockResolvedValueOnce(routesModule({ path: 'login', element: <h1>로그인</h1> }));
    const { router } = await renderApp('/accounts/login');

    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
    // The area loads in steps, each in a task of its own (remoteAreas.ts).
    await waitFor(() => expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe_accounts'));
    expect(locateRemote).toHaveBeenCalledWith('mfe_accounts');

    await act(async () => firstLoad.reject(new Error('offline')));

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent(FALLBACK_TEXT);
    expect(within(fallback).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    // Only the area is affected: the rest of the page still works.
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await clickRetry();

    // The area loads again in steps, each in a task of its own (remoteAreas.ts).
    await waitFor(() => expect(relocateRemote).toHaveBeenCalledWith('mfe_accounts'));
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_TEXT)).not.toBeInTheDocument();

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'SMUNITY' })).toBeInTheDocument();
  });

  it('shows the fallback module the runtime hands over for a failed load, and retries it', async () => {
    jest
      .mocked(loadRemoteRoutes)
      .mockResolvedValueOnce(unavailableRoutesModule)
      .mockResolvedValueOnce(routesModule({ index: true, element: <h1>마이페이지</h1> }));
    await renderApp('/mypage');

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK_TEXT);

    await clickRetry();

    expect(
      await screen.findByRole('heading', { level: 1, name: '마이페이지' }),
    ).toBeInTheDocument();
  });

  it('contains a remote that crashes while rendering, and mounts its routes once it works', async () => {
    function CrashingPage(): never {
      throw new Error('remote bug');
    }
    jest
      .mocked(loadRemoteRoutes)
      .mockResolvedValueOnce(routesModule({ path: 'terms', element: <CrashingPage /> }))
      .mockResolvedValueOnce(
        routesModule(
          { path: 'terms', element: <h1>이용약관</h1> },
          { path: 'questions', element: <h1>Q&A 게시판</h1> },
        ),
      );
    const { router } = await renderApp('/qna/terms');

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK_TEXT);
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();

    await clickRetry();
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();

    // Moving inside the area reuses the loaded routes; an unknown path there is an unknown route.
    await act(() => router.navigate('/qna/questions'));
    expect(screen.getByRole('heading', { level: 1, name: 'Q&A 게시판' })).toBeInTheDocument();
    await act(() => router.navigate('/qna/no-such-page'));
    const main = within(screen.getByRole('main'));
    expect(
      main.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(2);
  });
});
