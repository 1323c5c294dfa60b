import { screen } from '@testing-library/react';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { guardOf } from 'shared-ui/src/testing/markedGuards';
import { renderRemoteRoutes } from 'shared-ui/src/testing/renderRemoteRoutes';
import { answerApi } from './testing/fakeApi';
import { routes } from './routes';

jest.mock('shared-auth', () => jest.requireActual('./testing/sharedAuthMock').mockedSharedAuth());

describe('mfe_mypage routes', () => {
  it.each([
    [ROUTES.MYPAGE, '마이페이지'],
    [ROUTES.MYPAGE_RESULT, '졸업요건 검사 결과'],
  ])('%s shows the page heading %s, for members only', async (url, heading) => {
    // The pages' data never arrives: only the route and its guard are under test here.
    answerApi(() => new Promise(() => {}));
    renderRemoteRoutes(routes, AREA_PATHS.mypage, url);
    const pageHeading = await screen.findByRole('heading', { level: 1, name: heading });
    expect(guardOf(pageHeading).name).toBe('RequireAuth');
  });
});
