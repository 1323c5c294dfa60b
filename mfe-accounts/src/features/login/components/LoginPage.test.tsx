import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { setMember } from '@smunity/shared-auth';
import {
  createDeferred,
  installRoutedApi,
  sessionSnapshot,
  type FakeReply,
  type ReplyHandler,
} from '@smunity/shared-auth/src/testing';
import {
  AGREE_PAGE_READS_HELD,
  isolatePageTests,
  renderAccounts,
  renderAccountsInEnglish,
} from '../../../testing/renderAccounts';

const LOGIN_ANSWER = {
  username: '202210501',
  memberRole: 'ROLE_USER',
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
};
const RESET_ANSWER = {
  username: '202210501',
  name: '배준영',
  email: 'student@example.com',
  department: '생명공학전공',
  secondDepartment: null,
  authToken: 'reset-token',
};

const alerts = isolatePageTests();

/** The api answers the login with `reply`; returns the calls as they come. */
const answerLogin = (reply: FakeReply | ReplyHandler) =>
  installRoutedApi({ 'POST /accounts/login': reply }).calls;

/** The api answers the portal verification for a password reset with `reply`. */
const answerResetVerification = (reply: FakeReply | ReplyHandler) =>
  installRoutedApi({ 'POST /auth/password/reset': reply }).calls;

function loginForm() {
  return {
    username: screen.getByLabelText('학번'),
    password: screen.getByLabelText('비밀번호'),
    submit: screen.getByRole('button', { name: '로그인' }),
  };
}

describe('login page', () => {
  it('asks for the 학번 and the SMUNITY password, and offers sign-up', async () => {
    renderAccounts('/accounts/login');

    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(screen.getByText('학번과 스뮤니티 비밀번호를 입력해 주세요.')).toBeInTheDocument();
    const { username, password } = loginForm();
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/accounts/agree',
    );
  });

  it.each([
    ['both fields empty', '', ''],
    ['no password', '202210501', ''],
    ['only spaces for the 학번', '   ', 'secret-123'],
  ])('alerts and sends nothing with %s', async (_case, typedUsername, typedPassword) => {
    const calls = answerLogin({ status: 500, data: null });
    renderAccounts('/accounts/login');
    const { username, password, submit } = loginForm();
    if (typedUsername) await userEvent.type(username, typedUsername);
    if (typedPassword) await userEvent.type(password, typedPassword);

    await userEvent.click(submit);

    expect(alerts.mock.calls).toEqual([['학번과 비밀번호를 입력해주세요.']]);
    expect(calls).toEqual([]);
  });

  it('logs in with Enter, keeps the session and sends the member to my page', async () => {
    const calls = answerLogin({ status: 200, data: LOGIN_ANSWER });
    const router = renderAccounts('/accounts/login');
    const { username, password } = loginForm();

    await userEvent.type(username, ' 202210501 ');
    await userEvent.type(password, 'secret-123{Enter}');

    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/accounts/login',
        body: { username: '202210501', password: 'secret-123' },
      }),
    ]);
    // Kept without the refresh token: that one is the api's HttpOnly cookie (docs/adr/0022).
    const { refreshToken: _apiCookieOnly, ...kept } = LOGIN_ANSWER;
    expect(sessionSnapshot().member).toEqual(kept);
    expect(JSON.parse(Cookies.get('member') ?? 'null')).toEqual(kept);
    expect(alerts).not.toHaveBeenCalled();
  });

  it('shows the api refusal with a sign-up hint under it, and stays, logged out', async () => {
    const wrong = '학번 또는 비밀번호가 올바르지 않습니다.';
    installRoutedApi({
      'POST /accounts/login': { status: 401, data: { code: 'ACCOUNT015', message: wrong } },
      ...AGREE_PAGE_READS_HELD, // the sign-up link leads there
    });
    const router = renderAccounts('/accounts/login');
    const { username, password, submit } = loginForm();
    await userEvent.type(username, '202210501');
    await userEvent.type(password, 'wrong-password');

    await userEvent.click(submit);

    await waitFor(() => expect(alerts).toHaveBeenCalledWith(wrong));
    expect(screen.getByText(wrong)).toBeInTheDocument();
    const hint = screen.getByText(/아직 회원이 아니신가요\?/);
    expect(hint).toHaveTextContent('아직 회원이 아니신가요? 회원가입');
    const signUp = within(hint).getByRole('link', { name: '회원가입' });
    expect(signUp).toHaveAttribute('href', '/accounts/agree');
    expect(router.state.location.pathname).toBe('/accounts/login');
    expect(sessionSnapshot().member).toBeNull();
    expect(submit).toBeEnabled();

    await userEvent.click(signUp);
    expect(router.state.location.pathname).toBe('/accounts/agree');
  });

  it('offers no sign-up hint for other refusals', async () => {
    answerLogin({
      status: 429,
      data: { code: 'RATE001', message: '시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
    });
    renderAccounts('/accounts/login');
    const { username, password, submit } = loginForm();
    await userEvent.type(username, '202210501');
    await userEvent.type(password, 'wrong-password');

    await userEvent.click(submit);

    await waitFor(() => expect(alerts).toHaveBeenCalled());
    expect(screen.queryByText(/아직 회원이 아니신가요/)).not.toBeInTheDocument();
  }, 20_000);

  it('sends one login however often the button is pressed while it waits', async () => {
    const answer = createDeferred<FakeReply>();
    const calls = answerLogin(() => answer.promise);
    renderAccounts('/accounts/login');
    const { username, password, submit } = loginForm();
    await userEvent.type(username, '202210501');
    await userEvent.type(password, 'secret-123');

    await userEvent.click(submit);
    await userEvent.type(password, '{Enter}');

    expect(submit).toBeDisabled();
    answer.resolve({ status: 200, data: LOGIN_ANSWER });
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sends a member who is already logged in to my page', async () => {
    setMember({ ...LOGIN_ANSWER, memberRole: 'ROLE_USER' });
    const router = renderAccounts('/accounts/login');

    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage');
  });
});

describe('비밀번호 찾기', () => {
  async function openFindPassword() {
    renderAccounts('/accounts/login');
    const opener = await screen.findByRole('button', { name: '비밀번호를 잊어버리셨나요?' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '비밀번호 찾기' });
    return { opener, dialog: within(dialog) };
  }

  it('opens a dialog for the portal verification, focused on the 학번', async () => {
    const { opener, dialog } = await openFindPassword();

    expect(
      dialog.getByText(/샘물 통합로그인을 통해 재학생 인증을 진행합니다./),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /상명대학교 샘물포털시스템/ })).toHaveAttribute(
      'href',
      'https://portal.smu.ac.kr',
    );
    // Once the dialog is on screen (shared-ui's Modal).
    await waitFor(() => expect(dialog.getByLabelText('학번')).toHaveFocus());
    expect(dialog.getByLabelText('샘물 비밀번호')).toHaveAttribute('autocomplete', 'off');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('alerts when a field is empty', async () => {
    const calls = answerResetVerification({ status: 500, data: null });
    const { dialog } = await openFindPassword();
    await userEvent.type(dialog.getByLabelText('학번'), '202210501');

    await userEvent.click(dialog.getByRole('button', { name: '인증하기' }));

    expect(alerts.mock.calls).toEqual([['학번과 비밀번호를 입력해주세요.']]);
    expect(calls).toEqual([]);
  });

  it('verifies at the portal, keeps the reset authorisation and opens the reset page', async () => {
    const answer = createDeferred<FakeReply>();
    const calls = answerResetVerification(() => answer.promise);
    const { dialog } = await openFindPassword();
    await userEvent.type(dialog.getByLabelText('학번'), '202210501');
    await userEvent.type(dialog.getByLabelText('샘물 비밀번호'), 'portal-pw{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('샘물포털에서 인증하는 중입니다…');
    answer.resolve({ status: 200, data: RESET_ANSWER });

    expect(await screen.findByRole('heading', { name: '비밀번호 변경' })).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/auth/password/reset',
        body: { username: '202210501', password: 'portal-pw' },
        timeout: 30_000,
      }),
    ]);
    expect(sessionSnapshot().resetAuthorization).toEqual({
      username: '202210501',
      authToken: 'reset-token',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why and until when the portal-failure budget refuses, and keeps the dialog open', async () => {
    // docs/adr/0032: the api's RATE002 message carries the reason and the time.
    const spent =
      '이 학번으로 샘물 비밀번호가 여러 번 틀렸습니다(본인이 아닌 사람이 입력했을 수도 있습니다). 샘물은 비밀번호가 5번 틀리면 계정을 잠그므로, 계정이 잠기지 않도록 스뮤니티는 이 학번의 샘물 로그인을 잠시 보내지 않습니다. 샘물 포털(smul.smu.ac.kr)에서 직접 비밀번호를 확인해 주세요. 11월 29일 오후 3:08부터 다시 시도할 수 있습니다.';
    answerResetVerification({ status: 429, data: { code: 'RATE002', message: spent } });
    const { dialog } = await openFindPassword();
    await userEvent.type(dialog.getByLabelText('학번'), '202210501');
    await userEvent.type(dialog.getByLabelText('샘물 비밀번호'), 'right-pw');

    await userEvent.click(dialog.getByRole('button', { name: '인증하기' }));

    await waitFor(() => expect(alerts).toHaveBeenCalledWith(spent));
    expect(screen.getByRole('dialog', { name: '비밀번호 찾기' })).toBeInTheDocument();
    expect(sessionSnapshot().resetAuthorization).toBeNull();
  });

  it('shows the portal refusal and keeps the dialog open', async () => {
    answerResetVerification({
      status: 401,
      data: { code: 'AUTH001', message: '학번 및 비밀번호가 일치하지 않습니다.' },
    });
    const { dialog } = await openFindPassword();
    await userEvent.type(dialog.getByLabelText('학번'), '202210501');
    await userEvent.type(dialog.getByLabelText('샘물 비밀번호'), 'wrong-pw');

    await userEvent.click(dialog.getByRole('button', { name: '인증하기' }));

    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith('학번 및 비밀번호가 일치하지 않습니다.'),
    );
    expect(screen.getByRole('dialog', { name: '비밀번호 찾기' })).toBeInTheDocument();
    expect(sessionSnapshot().resetAuthorization).toBeNull();
  });
});

describe('login page in English', () => {
  it('asks for the student number and the SMUNITY password, and offers sign-up', async () => {
    await renderAccountsInEnglish('/accounts/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.title).toBe('Log in · SMUNITY');
    expect(
      screen.getByText('Enter your student number and your SMUNITY password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Student number')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/accounts/agree',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(alerts.mock.calls).toEqual([['Please enter your student number and password.']]);
  });

  it('offers sign-up under a refusal of the student number or password', async () => {
    const wrong = 'The student number or password is incorrect.';
    answerLogin({ status: 401, data: { code: 'ACCOUNT015', message: wrong } });
    await renderAccountsInEnglish('/accounts/login');
    await userEvent.type(await screen.findByLabelText('Student number'), '202210501');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');

    const hint = await screen.findByText(/Not a member yet\?/);
    expect(hint).toHaveTextContent('Not a member yet? Sign up');
    expect(within(hint).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/accounts/agree',
    );
    expect(alerts).toHaveBeenCalledWith(wrong);
  });

  it('verifies at the portal for a password reset in a dialog', async () => {
    const calls = answerResetVerification({ status: 500, data: null });
    await renderAccountsInEnglish('/accounts/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reset your password' }));

    expect(
      dialog.getByRole('link', { name: /Sangmyung University Sammul portal/ }),
    ).toHaveAttribute('href', 'https://portal.smu.ac.kr');
    await waitFor(() => expect(dialog.getByLabelText('Student number')).toHaveFocus());
    expect(dialog.getByLabelText('Sammul password')).toHaveAttribute('autocomplete', 'off');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(alerts.mock.calls).toEqual([['Please enter your student number and password.']]);
    expect(calls).toEqual([]);
  });
});
