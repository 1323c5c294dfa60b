import { screen } from '@testing-library/react';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { guardOf } from 'shared-ui/src/testing/markedGuards';
import { renderRemoteRoutes } from 'shared-ui/src/testing/renderRemoteRoutes';
import { routes } from './routes';

jest.mock('shared-auth', () =>
  jest.requireActual('shared-ui/src/testing/markedGuards').markedGuards(),
);

describe('mfe_accounts routes', () => {
  it.each([
    [ROUTES.LOGIN, '로그인'],
    [ROUTES.AGREE, '이용약관 동의'],
    [ROUTES.REGISTER, '회원가입'],
    [ROUTES.PASSWORD_RESET, '비밀번호 변경'],
  ])('%s shows the page heading %s, for visitors only', async (url, heading) => {
    renderRemoteRoutes(routes, AREA_PATHS.accounts, url);
    const pageHeading = await screen.findByRole('heading', { level: 1, name: heading });
    expect(guardOf(pageHeading).name).toBe('RequireGuest');
  });
});
