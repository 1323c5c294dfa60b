import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  apiError,
  expectNoUnexpectedCalls,
  installRoutedApi,
  MEMBER,
  ok,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { MailSettingsCard } from './MailSettingsCard';

const alert = jest.spyOn(window, 'alert');

beforeEach(() => {
  alert.mockReset().mockImplementation(() => {});
  setMember(MEMBER);
});
afterEach(() => {
  resetSession();
  expectNoUnexpectedCalls();
});

const emailField = () => screen.getByRole('textbox', { name: '이메일' });
const mailSwitch = () => screen.getByRole('checkbox', { name: '답변 알림 메일 받기' });
const save = () => userEvent.click(screen.getByRole('button', { name: '저장' }));

describe('알림 메일 on my page', () => {
  it('shows the address and the switch, and saves a changed address with mails turned off', async () => {
    const api = installRoutedApi({
      'GET /members/me/mail-settings': ok({ email: 'old@example.com', answerMail: true }),
      'PUT /members/me/mail-settings': (call) => ok(call.body),
    });
    render(<MailSettingsCard />);
    expect(await screen.findByRole('textbox', { name: '이메일' })).toHaveValue('old@example.com');
    expect(mailSwitch()).toBeChecked();

    await userEvent.clear(emailField());
    await userEvent.type(emailField(), ' new@sangmyung.kr ');
    await userEvent.click(mailSwitch());
    await save();

    expect(await screen.findByRole('status')).toHaveTextContent('알림 메일 설정을 저장했습니다.');
    expect(api.callsTo('PUT /members/me/mail-settings')[0]?.body).toEqual({
      email: 'new@sangmyung.kr',
      answerMail: false,
    });
  });

  it('checks the format before sending, and removes the address when left empty', async () => {
    const api = installRoutedApi({
      'GET /members/me/mail-settings': ok({ email: 'old@example.com', answerMail: true }),
      'PUT /members/me/mail-settings': ok({ email: null, answerMail: true }),
    });
    render(<MailSettingsCard />);
    await screen.findByRole('textbox', { name: '이메일' });

    await userEvent.clear(emailField());
    await userEvent.type(emailField(), 'not-an-address');
    await save();
    expect(screen.getByText('이메일 형식에 맞지 않습니다.')).toBeInTheDocument();
    expect(api.callsTo('PUT /members/me/mail-settings')).toHaveLength(0);

    await userEvent.clear(emailField());
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(
      '저장했습니다. 이메일 주소가 없어 알림 메일은 보내지 않습니다.',
    );
    expect(api.callsTo('PUT /members/me/mail-settings')[0]?.body).toEqual({
      email: '',
      answerMail: true,
    });
  });

  it("alerts the api's refusal and keeps what was typed", async () => {
    installRoutedApi({
      'GET /members/me/mail-settings': ok({ email: null, answerMail: true }),
      'PUT /members/me/mail-settings': apiError(400, 'COMMON005', '잘못된 요청 값입니다.', {
        email: '이메일 형식에 맞지 않습니다.',
      }),
    });
    render(<MailSettingsCard />);
    await screen.findByRole('textbox', { name: '이메일' });
    await userEvent.type(emailField(), 'a@b.c');
    await save();
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(emailField()).toHaveValue('a@b.c');
  });
});
