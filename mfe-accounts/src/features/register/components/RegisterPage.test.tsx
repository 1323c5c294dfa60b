import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { setVerification, type VerificationResult } from '@smunity/shared-auth';
import { expectPageAt, installRoutedApi, sessionSnapshot } from '@smunity/shared-auth/src/testing';
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
  AGREE_PAGE_READS_HELD,
  isolatePageTests,
  renderAccounts,
  renderAccountsInEnglish,
} from '../../../testing/renderAccounts';

const VERIFICATION: VerificationResult = {
  username: '202012301',
  name: '박지훈',
  email: 'jihoon.park@example.com',
  department: '경영학부',
  secondDepartment: '컴퓨터과학전공',
  authToken: 'verification-token',
};

const REGISTER_PAGE: NewPasswordPage = {
  url: '/accounts/register',
  route: 'POST /accounts/register',
  heldReads: AGREE_PAGE_READS_HELD,
  heading: '회원가입',
  submitLabel: '가입하기',
  pendingLabel: '회원가입을 처리하는 중입니다…',
  authorise: () => setVerification(VERIFICATION),
  authorisation: {
    kept: () => sessionSnapshot().verification,
    given: VERIFICATION,
    cookie: 'auth',
  },
  afterRefusedToken: { url: '/accounts/agree', heading: '이용약관 동의' },
};

const alerts = isolatePageTests();

describe('register page', () => {
  it('sends a visitor who is not verified to the agree page', async () => {
    installRoutedApi(AGREE_PAGE_READS_HELD);
    const router = renderAccounts(REGISTER_PAGE.url);

    await expectPageAt(router, '/accounts/agree', '이용약관 동의');
  });

  it('shows the verified profile read-only, with the second major when there is one', async () => {
    await openNewPasswordPage(REGISTER_PAGE);

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
    renderAccounts(REGISTER_PAGE.url);

    expect(await screen.findByLabelText('이메일')).toHaveValue('');
    expect(screen.queryByLabelText('다전공')).not.toBeInTheDocument();
  });

  itAlertsAndSendsNothingForAMissingOrMismatchedPassword(REGISTER_PAGE, alerts);

  it('signs up with the verification token, then drops the verification and goes to the login', async () => {
    const { router, calls } = await sendNewPasswordOnEnter(REGISTER_PAGE, {
      status: 201,
      data: { username: '202012301', role: 'ROLE_USER', createdAt: '2025-09-01T00:00:00Z' },
    });

    await expectPageAt(router, '/accounts/login', '로그인');
    expect(alerts.mock.calls).toEqual([['회원가입이 완료되었습니다.']]);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/accounts/register',
        body: {
          name: '박지훈',
          username: '202012301',
          department: '경영학부',
          secondDepartment: '컴퓨터과학전공',
          email: 'jihoon.park@example.com',
          password: NEW_PASSWORD,
        },
        authorization: 'Bearer verification-token',
      }),
    ]);
    expect(sessionSnapshot().verification).toBeNull();
    expect(Cookies.get('auth')).toBeUndefined();
  });

  // A refused verification sends the student to verify again.
  itShowsTheApisRefusals(REGISTER_PAGE, alerts);
});

describe('register page in English', () => {
  it('shows the verified profile under English labels', async () => {
    setVerification(VERIFICATION);
    await renderAccountsInEnglish(REGISTER_PAGE.url);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(document.title).toBe('Sign up · SMUNITY');
    expect(screen.getByText('Choose a password of your own for SMUNITY.')).toBeInTheDocument();
    const readOnly: Array<[string, string]> = [
      ['Name', '박지훈'],
      ['Student number', '202012301'],
      ['Department', '경영학부'],
      ['Second major', '컴퓨터과학전공'],
      ['Email', 'jihoon.park@example.com'],
    ];
    for (const [label, value] of readOnly) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByText('- Choose a password of your own for SMUNITY.')).toBeInTheDocument();
  });

  it('says in English that the student has signed up, then shows the login', async () => {
    const { router } = await submitNewPasswordInEnglish(REGISTER_PAGE, 'Sign up', {
      status: 201,
      data: { username: '202012301', role: 'ROLE_USER', createdAt: '2025-09-01T00:00:00Z' },
    });

    await expectPageAt(router, '/accounts/login', 'Log in');
    expect(alerts.mock.calls).toEqual([['You have signed up.']]);
  });
});
