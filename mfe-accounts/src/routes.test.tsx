import { screen } from '@testing-library/react';
import { setMember, setResetAuthorization, setVerification } from '@smunity/shared-auth';
import {
  currentLocation,
  expectNoUnexpectedCalls,
  installRoutedApi,
  MEMBER,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { renderAccounts } from './testing/renderAccounts';

// The terms and the 검사대상표 are not looked at here; their reads never answer.
const NEVER = () => new Promise<never>(() => {});
beforeEach(() => {
  installRoutedApi({ 'GET /courses/basis/reference': NEVER, 'GET /departments': NEVER });
});

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
  resetSession();
  expectNoUnexpectedCalls();
});

const PAGES = [
  [ROUTES.LOGIN, '로그인', asVisitor],
  [ROUTES.AGREE, '이용약관 동의', asVisitor],
  [ROUTES.REGISTER, '회원가입', asVerifiedStudent],
  [ROUTES.PASSWORD_RESET, '비밀번호 변경', asResetAuthorisedStudent],
] as const;

describe('mfe_accounts routes', () => {
  it.each(PAGES)('%s shows the page heading %s to visitors', async (url, heading, arrange) => {
    arrange();
    renderAccounts(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentLocation()).toBe(url);
  });

  it.each(PAGES)('%s (%s) sends members to my page', async (url, heading, arrange) => {
    arrange();
    setMember(MEMBER);
    renderAccounts(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: '마이페이지' }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe(ROUTES.MYPAGE);
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
  });
});
