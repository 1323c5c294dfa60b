import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { setVerification, type VerificationResult } from '@smunity/shared-auth';
import {
  createDeferred,
  expectPageAt,
  installRoutedApi,
  ok,
  sessionSnapshot,
  type FakeReply,
  type RecordedCall,
  type ReplyHandler,
} from '@smunity/shared-auth/src/testing';
import {
  isolatePageTests,
  renderAccounts,
  renderAccountsInEnglish,
} from '../../../testing/renderAccounts';

const VERIFICATION: VerificationResult = {
  username: '202210501',
  name: '배준영',
  email: 'student@example.com',
  department: '생명공학전공',
  secondDepartment: null,
  authToken: 'verification-token',
};
const DEPARTMENTS = {
  count: 1,
  content: [{ college: '융합공과대학', name: '생명공학전공', code: '03000', count: 7 }],
};

/** The terms' reads answer; `verification` answers the portal verification, if the test sends it. */
function fakeApi(verification?: FakeReply | ReplyHandler) {
  return installRoutedApi({
    'GET /courses/basis/reference': ok({
      curriculumTerm: { year: 2025, semester: '2학기' },
      timetable: null,
    }),
    'GET /departments': ok(DEPARTMENTS),
    ...(verification ? { 'POST /auth/register': verification } : {}),
  }).calls;
}

/** The calls other than the terms page's own reads (data basis, departments). */
function submissions(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter((call) => call.method !== 'GET');
}

const alerts = isolatePageTests();

function verificationForm() {
  const section = within(screen.getByRole('region', { name: '학생 인증' }));
  return {
    section,
    username: section.getByLabelText('학번'),
    password: section.getByLabelText('비밀번호'),
    submit: section.getByRole('button', { name: '인증하기' }),
  };
}

const agreeToTerms = () =>
  userEvent.click(screen.getByRole('checkbox', { name: '다음 이용약관에 동의합니다.' }));

describe('agree page', () => {
  it('shows the terms with the current term, and the 검사대상표 on request', async () => {
    fakeApi();
    renderAccounts('/accounts/agree');

    expect(
      await screen.findByRole('heading', { level: 1, name: '이용약관 동의' }),
    ).toBeInTheDocument();
    expect(screen.getByText('아래 사항을 모두 읽고 약관에 동의해주세요.')).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: '이용약관' }));
    expect(await terms.findAllByText('2025학년도 2학기')).toHaveLength(2);
    expect(terms.getByRole('checkbox', { name: '다음 이용약관에 동의합니다.' })).not.toBeChecked();

    await userEvent.click(terms.getByRole('button', { name: '검사대상표' }));
    const table = within(screen.getByRole('dialog', { name: '검사대상표' }));
    expect(await table.findByText(/현재 총/)).toHaveTextContent('현재 총 1개 학과 검사 가능');
    expect(table.getByRole('cell', { name: '생명공학전공' })).toBeInTheDocument();
  });

  it('explains the verification and links to the portal', async () => {
    fakeApi();
    renderAccounts('/accounts/agree');

    const { section, password } = verificationForm();
    expect(
      section.getByText(/샘물 통합로그인을 통해 재학생 인증을 진행합니다./),
    ).toBeInTheDocument();
    const portalLink = section.getByRole('link', { name: /상명대학교 샘물포털시스템/ });
    expect(portalLink).toHaveAttribute('href', 'https://portal.smu.ac.kr');
    expect(portalLink).toHaveAttribute('target', '_blank');
    expect(portalLink.parentElement).toHaveTextContent(/학번\/비밀번호$/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'off');
    await waitFor(() => expect(screen.getAllByText('2025학년도 2학기')).toHaveLength(2));
  });

  it('asks for the agreement before anything else', async () => {
    const calls = fakeApi();
    renderAccounts('/accounts/agree');
    const { username, password, submit } = verificationForm();
    await userEvent.type(username, '202210501');
    await userEvent.type(password, 'portal-pw');

    await userEvent.click(submit);

    expect(alerts.mock.calls).toEqual([['이용약관에 동의해주세요.']]);
    expect(submissions(calls)).toEqual([]);
  });

  it.each([
    ['no 학번', '', 'portal-pw'],
    ['no password', '202210501', ''],
  ])(
    'asks for both portal fields once agreed (%s)',
    async (_case, typedUsername, typedPassword) => {
      const calls = fakeApi();
      renderAccounts('/accounts/agree');
      const { username, password, submit } = verificationForm();
      await agreeToTerms();
      if (typedUsername) await userEvent.type(username, typedUsername);
      if (typedPassword) await userEvent.type(password, typedPassword);

      await userEvent.click(submit);

      expect(alerts.mock.calls).toEqual([['학번과 샘물 비밀번호를 입력해주세요.']]);
      expect(submissions(calls)).toEqual([]);
    },
  );

  it('verifies at the portal behind a loading overlay, then moves on to the sign-up form', async () => {
    const answer = createDeferred<FakeReply>();
    const calls = fakeApi(() => answer.promise);
    const router = renderAccounts('/accounts/agree');
    const { username, password } = verificationForm();
    await agreeToTerms();
    await userEvent.type(username, '202210501');
    await userEvent.type(password, 'portal-pw{Enter}');

    const overlay = await screen.findByText('샘물포털에서 인증하는 중입니다…');
    expect(overlay.closest('[role="status"]')).toBeInTheDocument();
    answer.resolve({ status: 200, data: VERIFICATION });

    await expectPageAt(router, '/accounts/register', '회원가입');
    expect(submissions(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/auth/register',
        body: { username: '202210501', password: 'portal-pw' },
        timeout: 30_000,
      }),
    ]);
    expect(sessionSnapshot().verification).toEqual(VERIFICATION);
    expect(JSON.parse(Cookies.get('auth') ?? 'null')).toEqual(VERIFICATION);
  });

  it('shows why the portal or the api refused, and stays', async () => {
    fakeApi(() => ({
      status: 409,
      data: { code: 'ACCOUNT001', message: '중복된 사용자 이름 입니다.' },
    }));
    const router = renderAccounts('/accounts/agree');
    const { username, password, submit } = verificationForm();
    await agreeToTerms();
    await userEvent.type(username, '202210501');
    await userEvent.type(password, 'portal-pw');

    await userEvent.click(submit);

    await waitFor(() => expect(alerts).toHaveBeenCalledWith('중복된 사용자 이름 입니다.'));
    expect(router.state.location.pathname).toBe('/accounts/agree');
    expect(sessionSnapshot().verification).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('skips to the sign-up form for a student verified earlier', async () => {
    setVerification(VERIFICATION);
    const router = renderAccounts('/accounts/agree');

    await expectPageAt(router, '/accounts/register', '회원가입');
  });
});

describe('agree page in English', () => {
  it('names the terms, the agreement and the portal verification in English', async () => {
    fakeApi();
    await renderAccountsInEnglish('/accounts/agree');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agree to the terms' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Agree to the terms · SMUNITY');
    expect(
      screen.getByText('Please read everything below and agree to the terms.'),
    ).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Terms of use' }));
    expect(
      terms.getByRole('checkbox', { name: 'I agree to the following terms of use.' }),
    ).not.toBeChecked();
    const section = within(screen.getByRole('region', { name: 'Student verification' }));
    expect(
      section.getByText(
        /^We check that you are an enrolled student through Sammul, the university's single sign-on\./,
      ),
    ).toBeInTheDocument();
    expect(
      section.getByRole('link', {
        name: 'Sangmyung University Sammul portal (opens in a new window)',
      }),
    ).toHaveAttribute('href', 'https://portal.smu.ac.kr');
    expect(section.getByLabelText('Student number')).toBeInTheDocument();
    expect(section.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // The current term, from the api's data, named in English too.
    await waitFor(() => expect(screen.getAllByText('2nd semester 2025')).toHaveLength(2));
  });

  it('alerts in English', async () => {
    const calls = fakeApi();
    await renderAccountsInEnglish('/accounts/agree');
    const submit = await screen.findByRole('button', { name: 'Verify' });

    await userEvent.click(submit);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I agree to the following terms of use.' }),
    );
    await userEvent.click(submit);

    expect(alerts.mock.calls).toEqual([
      ['Please agree to the terms of use.'],
      ['Please enter your student number and Sammul password.'],
    ]);
    expect(submissions(calls)).toEqual([]);
  });
});
