import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { setVerification, useSessionStore, type VerificationResult } from 'shared-auth';
import { captureAlerts } from '../../../testing/alerts';
import { deferred, installFakeApi, type FakeAnswer } from '../../../testing/fakeApi';
import { renderAccounts, resetSession } from '../../../testing/renderAccounts';

const VERIFICATION: VerificationResult = {
  username: '202012301',
  name: '박지훈',
  email: 'jihoon.park@example.com',
  department: '경영학부',
  secondDepartment: '컴퓨터과학전공',
  authToken: 'verification-token',
};

let alerts: ReturnType<typeof captureAlerts>;

beforeEach(() => {
  alerts = captureAlerts();
});

afterEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

async function typeNewPassword(password: string, confirmation: string) {
  if (password) await userEvent.type(screen.getByLabelText('비밀번호'), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('비밀번호 재확인'), confirmation);
}

const signUpButton = () => screen.getByRole('button', { name: '가입하기' });

describe('register page', () => {
  it('sends a visitor who is not verified to the agree page', async () => {
    installFakeApi(() => new Promise<FakeAnswer>(() => {}));
    const router = renderAccounts('/accounts/register');

    expect(
      await screen.findByRole('heading', { level: 1, name: '이용약관 동의' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/agree');
  });

  it('shows the verified profile read-only, with the second major when there is one', async () => {
    setVerification(VERIFICATION);
    renderAccounts('/accounts/register');

    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    expect(screen.getByText('스뮤니티 사이트의 고유 비밀번호를 설정해주세요.')).toBeInTheDocument();
    const readOnly: Array<[string, string]> = [
      ['이름', '박지훈'],
      ['학번', '202012301'],
      ['학과', '경영학부'],
      ['다전공', '컴퓨터과학전공'],
      ['이메일', 'jihoon.park@example.com'],
    ];
    for (const [label, value] of readOnly) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(
      '- 스뮤니티 사이트의 고유 비밀번호를 설정해주세요.',
    );
    expect(screen.getByLabelText('비밀번호 재확인')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('leaves out 다전공 for a single major and shows a missing e-mail as empty', async () => {
    setVerification({ ...VERIFICATION, secondDepartment: null, email: null });
    renderAccounts('/accounts/register');

    expect(await screen.findByLabelText('이메일')).toHaveValue('');
    expect(screen.queryByLabelText('다전공')).not.toBeInTheDocument();
  });

  it.each([
    ['no password at all', '', '', '비밀번호를 입력해주세요.'],
    ['no confirmation', 'new-password-1', '', '비밀번호를 입력해주세요.'],
    [
      'two different passwords',
      'new-password-1',
      'new-password-2',
      '비밀번호가 일치하지 않습니다.',
    ],
  ])('alerts and sends nothing with %s', async (_case, password, confirmation, message) => {
    const calls = installFakeApi(() => ({ status: 500, data: null }));
    setVerification(VERIFICATION);
    renderAccounts('/accounts/register');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await typeNewPassword(password, confirmation);

    await userEvent.click(signUpButton());

    expect(alerts.mock.calls).toEqual([[message]]);
    expect(calls).toEqual([]);
  });

  it('signs up with the verification token, then drops the verification and goes to the login', async () => {
    const answer = deferred<FakeAnswer>();
    const calls = installFakeApi(() => answer.promise);
    setVerification(VERIFICATION);
    const router = renderAccounts('/accounts/register');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await typeNewPassword('new-password-1', 'new-password-1{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('회원가입을 처리하는 중입니다…');
    expect(signUpButton()).toBeDisabled();
    answer.resolve({
      status: 201,
      data: { username: '202012301', role: 'ROLE_USER', createdAt: '2025-09-01T00:00:00Z' },
    });

    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/login');
    expect(alerts.mock.calls).toEqual([['회원가입이 완료되었습니다.']]);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'post',
        url: '/accounts/register',
        body: {
          name: '박지훈',
          username: '202012301',
          department: '경영학부',
          secondDepartment: '컴퓨터과학전공',
          email: 'jihoon.park@example.com',
          password: 'new-password-1',
        },
        config: { headers: { Authorization: 'Bearer verification-token' } },
      }),
    ]);
    expect(useSessionStore.getState().verification).toBeNull();
    expect(Cookies.get('auth')).toBeUndefined();
  });

  it('shows a validation refusal with its details and keeps the form', async () => {
    installFakeApi(() => ({
      status: 400,
      data: {
        code: 'VALID001',
        message: '입력값에 대한 검증에 실패했습니다.',
        detail: { password: '비밀번호는 최소 8자리 이어야 합니다.' },
      },
    }));
    setVerification(VERIFICATION);
    const router = renderAccounts('/accounts/register');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await typeNewPassword('short', 'short');

    await userEvent.click(signUpButton());

    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith(
        '입력값에 대한 검증에 실패했습니다.\n비밀번호는 최소 8자리 이어야 합니다.',
      ),
    );
    expect(router.state.location.pathname).toBe('/accounts/register');
    expect(useSessionStore.getState().verification).toEqual(VERIFICATION);
    expect(signUpButton()).toBeEnabled();
  });

  it('drops a verification the api no longer accepts, so the student verifies again', async () => {
    installFakeApi(() => ({
      status: 401,
      data: { code: 'ACCOUNT005', message: '기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.' },
    }));
    setVerification(VERIFICATION);
    const router = renderAccounts('/accounts/register');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await typeNewPassword('new-password-1', 'new-password-1');

    await userEvent.click(signUpButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: '이용약관 동의' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/agree');
    expect(alerts).toHaveBeenCalledWith('기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.');
    expect(Cookies.get('auth')).toBeUndefined();
  });
});
