import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { setResetAuthorization } from '@smunity/shared-auth';
import { expectPageAt, sessionSnapshot } from '@smunity/shared-auth/src/testing';
import {
  itAlertsAndSendsNothingForAMissingOrMismatchedPassword,
  itShowsTheApisRefusals,
  NEW_PASSWORD,
  openNewPasswordPage,
  sendNewPasswordOnEnter,
  submitNewPasswordInEnglish,
  type NewPasswordPage,
} from '../../../testing/newPasswordPage';
import {
  isolatePageTests,
  renderAccounts,
  renderAccountsInEnglish,
} from '../../../testing/renderAccounts';

const AUTHORIZATION = { username: '202314501', authToken: 'reset-token' };

const RESET_PAGE: NewPasswordPage = {
  url: '/accounts/password/reset',
  route: 'PATCH /members/password/reset',
  heading: '비밀번호 변경',
  submitLabel: '변경하기',
  pendingLabel: '비밀번호를 변경하는 중입니다…',
  authorise: () => setResetAuthorization(AUTHORIZATION),
  authorisation: {
    kept: () => sessionSnapshot().resetAuthorization,
    given: AUTHORIZATION,
    cookie: 'authPassword',
  },
  afterRefusedToken: { url: '/accounts/login', heading: '로그인' },
};

const alerts = isolatePageTests();

describe('password reset page', () => {
  it('sends a visitor without a reset authorisation to the login', async () => {
    const router = renderAccounts(RESET_PAGE.url);

    await expectPageAt(router, '/accounts/login', '로그인');
  });

  it('shows the verified 학번 read-only above the two password fields', async () => {
    await openNewPasswordPage(RESET_PAGE);

    expect(screen.getByText('비밀번호를 재설정해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('학번')).toHaveValue('202314501');
    expect(screen.getByLabelText('학번')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('비밀번호 재확인')).toHaveAttribute('type', 'password');
  });

  itAlertsAndSendsNothingForAMissingOrMismatchedPassword(RESET_PAGE, alerts);

  it('changes the password on Enter behind a loading overlay, then goes to the login', async () => {
    const { router, calls } = await sendNewPasswordOnEnter(RESET_PAGE, {
      status: 200,
      data: { username: '202314501' },
    });

    await expectPageAt(router, '/accounts/login', '로그인');
    expect(alerts.mock.calls).toEqual([['비밀번호가 변경되었습니다.']]);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/members/password/reset',
        body: { password: NEW_PASSWORD },
        authorization: 'Bearer reset-token',
      }),
    ]);
    expect(sessionSnapshot().resetAuthorization).toBeNull();
    expect(Cookies.get('authPassword')).toBeUndefined();
  });

  itShowsTheApisRefusals(RESET_PAGE, alerts);
});

describe('password reset page in English', () => {
  it('shows the verified student number under an English heading', async () => {
    setResetAuthorization(AUTHORIZATION);
    await renderAccountsInEnglish(RESET_PAGE.url);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change password' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Change password · SMUNITY');
    expect(screen.getByText('Set a new password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Student number')).toHaveValue('202314501');
  });

  it('says in English that the password has changed, then shows the login', async () => {
    const { router } = await submitNewPasswordInEnglish(RESET_PAGE, 'Change password', {
      status: 200,
      data: { username: '202314501' },
    });

    await expectPageAt(router, '/accounts/login', 'Log in');
    expect(alerts.mock.calls).toEqual([['Your password has been changed.']]);
  });
});
