import { act, screen } from '@testing-library/react';
import { useParams, type RouteObject } from 'react-router-dom';
import { holdHomeFigures, renderApp } from '../testing/renderApp';
import { loadRemoteRoutes } from './federation';
import { arrangeRemotesAt } from './testing';

// A visitor; the layout's reads never answer.
beforeEach(() => holdHomeFigures());

jest.mock('./federation', () => ({
  locateRemote: jest.fn(),
  relocateRemote: jest.fn(),
  loadRemoteRoutes: jest.fn(),
}));

function SharedPage() {
  return <h1>공유된 결과 {useParams().token}</h1>;
}

/** mfe_mypage as it is shaped: a guarded area and a public `shared` route. */
const MYPAGE_ROUTES: RouteObject[] = [
  { element: null, children: [{ index: true, element: <h1>마이페이지</h1> }] },
  { path: 'shared', children: [{ path: ':token', element: <SharedPage /> }] },
];

describe('an alias of the registry: /shared → mfe_mypage', () => {
  arrangeRemotesAt(
    { entry: 'http://127.0.0.1:3002/0.1.0-abc/mf-manifest.json', mode: 'federation' },
    loadRemoteRoutes,
  );
  beforeEach(() => jest.mocked(loadRemoteRoutes).mockResolvedValue({ routes: MYPAGE_ROUTES }));

  it('mounts the children of the remote’s shared route at /shared', async () => {
    const { router } = await renderApp('/shared/AbC_123');

    expect(
      await screen.findByRole('heading', { level: 1, name: '공유된 결과 AbC_123' }),
    ).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe_mypage');

    // Only that route: the rest of the area is not reachable under the alias.
    await act(() => router.navigate('/shared'));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('마이페이지');
  });
});
