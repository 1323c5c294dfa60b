import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { setResetAuthorization, useSessionStore } from 'shared-auth';
import { captureAlerts } from '../../../testing/alerts';
import { deferred, installFakeApi, type FakeAnswer } from '../../../testing/fakeApi';
import { renderAccounts, resetSession } from '../../../testing/renderAccounts';

const AUTHORIZATION = { username: '202314501', authToken: 'reset-token' };

let alerts: ReturnType<typeof captureAlerts>;

beforeEach(() => {
  alerts = captureAlerts();
});

afterEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

async function openResetPage() {
  setResetAuthorization(AUTHORIZATION);
  const router = renderAccounts('/accounts/password/reset');
  await screen.findByRole('heading', { level: 1, name: '비밀번호 변경' });
  return router;
}

async function typeNewPassword(password: string, confirmation: string) {
  if (password) await userEvent.type(screen.getByLabelText('비밀번호'), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('비밀번호 재확인'), confirmation);
}

const changeButton = () => screen.getByRole('button', { name: '변경하기' });

describe('password reset page', () => {
  it('sends a visitor without a reset authorisation to the login', async () => {
    const router = renderAccounts('/accounts/password/reset');

    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/login');
  });

  it('shows the verified 학번 read-only above the two password fields', async () => {
    await openResetPage();

    expect(screen.getByText('비밀번호를 재설정해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('학번')).toHaveValue('202314501');
    expect(screen.getByLabelText('학번')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('비밀번호 재확인')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['no password at all', '', '', '비밀번호를 입력해주세요.'],
    ['no password, only the confirmation', '', 'new-password-1', '비밀번호를 입력해주세요.'],
    [
      'two different passwords',
      'new-password-1',
      'new-password-2',
      '비밀번호가 일치하지 않습니다.',
    ],
  ])('alerts and sends nothing with %s', async (_case, password, confirmation, message) => {
    const calls = installFakeApi(() => ({ status: 500, data: null }));
    await openResetPage();
    await typeNewPassword(password, confirmation);

    await userEvent.click(changeButton());

    expect(alerts.mock.calls).toEqual([[message]]);
    expect(calls).toEqual([]);
  });

  it('changes the password on Enter behind a loading overlay, then goes to the login', async () => {
    const answer = deferred<FakeAnswer>();
    const calls = installFakeApi(() => answer.promise);
    const router = await openResetPage();

    await typeNewPassword('new-password-1', 'new-password-1{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('비밀번호를 변경하는 중입니다…');
    expect(changeButton()).toBeDisabled();
    answer.resolve({ status: 200, data: { username: '202314501' } });

    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/login');
    expect(alerts.mock.calls).toEqual([['비밀번호가 변경되었습니다.']]);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'patch',
        url: '/members/password/reset',
        body: { password: 'new-password-1' },
        config: { headers: { Authorization: 'Bearer reset-token' } },
      }),
    ]);
    expect(useSessionStore.getState().resetAuthorization).toBeNull();
    expect(Cookies.get('authPassword')).toBeUndefined();
  });

  it('shows a refusal and keeps the form', async () => {
    installFakeApi(() => ({
      status: 400,
      data: {
        code: 'VALID001',
        message: '입력값에 대한 검증에 실패했습니다.',
        detail: { password: '비밀번호는 최소 8자리 이이어야 합니다.' },
      },
    }));
    const router = await openResetPage();
    await typeNewPassword('short', 'short');

    await userEvent.click(changeButton());

    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith(
        '입력값에 대한 검증에 실패했습니다.\n비밀번호는 최소 8자리 이이어야 합니다.',
      ),
    );
    expect(router.state.location.pathname).toBe('/accounts/password/reset');
    expect(useSessionStore.getState().resetAuthorization).toEqual(AUTHORIZATION);
  });

  it('drops an authorisation the api no longer accepts and returns to the login', async () => {
    installFakeApi(() => ({
      status: 401,
      data: { code: 'ACCOUNT005', message: '기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.' },
    }));
    const router = await openResetPage();
    await typeNewPassword('new-password-1', 'new-password-1');

    await userEvent.click(changeButton());

    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/login');
    expect(alerts).toHaveBeenCalledWith('기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.');
    expect(Cookies.get('authPassword')).toBeUndefined();
  });
});
