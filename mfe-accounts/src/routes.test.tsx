import { screen } from '@testing-library/react';
import {
  clearResetAuthorization,
  clearVerification,
  setResetAuthorization,
  setVerification,
} from 'shared-auth';
import { AREA_PATHS, ROUTES } from 'shared-ui';
import { guardOf } from 'shared-ui/src/testing/markedGuards';
import { renderRemoteRoutes } from 'shared-ui/src/testing/renderRemoteRoutes';
import { routes } from './routes';

// The real session and clients, with guards that let everyone through and say where they sit.
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  ...jest.requireActual('shared-ui/src/testing/markedGuards').markedGuards(),
}));

// The terms and the 검사대상표 are not looked at here; their reads never answer.
jest.mock('./features/agree/api/agreeApi', () => ({
  verifyStudent: jest.fn(),
  fetchCurrentTerm: () => new Promise(() => {}),
  fetchDepartments: () => new Promise(() => {}),
}));

const asVerifiedStudent = () =>
  setVerification({
    name: '배준영',
    username: '202210501',
    department: '생명공학전공',
    secondDepartment: null,
    email: 'student@example.com',
    authToken: 'verification-token',
  });
const asResetAuthorisedStudent = () =>
  setResetAuthorization({ username: '202210501', authToken: 'reset-token' });
const asVisitor = () => {};

afterEach(() => {
  clearVerification();
  clearResetAuthorization();
});

describe('mfe_accounts routes', () => {
  it.each([
    [ROUTES.LOGIN, '로그인', asVisitor],
    [ROUTES.AGREE, '이용약관 동의', asVisitor],
    [ROUTES.REGISTER, '회원가입', asVerifiedStudent],
    [ROUTES.PASSWORD_RESET, '비밀번호 변경', asResetAuthorisedStudent],
  ])('%s shows the page heading %s, for visitors only', async (url, heading, arrangeSession) => {
    arrangeSession();
    renderRemoteRoutes(routes, AREA_PATHS.accounts, url);
    const pageHeading = await screen.findByRole('heading', { level: 1, name: heading });
    expect(guardOf(pageHeading).name).toBe('RequireGuest');
  });
});
