import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inKorean, inLanguage } from '@smunity/shared-ui/src/testing/inLanguage';
import { MYPAGE_CATALOG } from '../../../messages/catalog';
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
  it('says whether the address is confirmed, and mails the link again on request', async () => {
    const api = installRoutedApi({
      'GET /members/me/mail-settings': ok({
        email: 'me@example.com',
        answerMail: true,
        emailConfirmed: false,
      }),
      'POST /members/me/mail-settings/confirmation': ok({ message: '확인 메일을 보냈습니다.' }),
    });
    render(<MailSettingsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });
    expect(await screen.findByText(/주소 확인을 기다리는 중입니다/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인 메일 다시 보내기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('확인 메일을 보냈습니다.');
    expect(api.callsTo('POST /members/me/mail-settings/confirmation')).toHaveLength(1);
  });

  it('shows a confirmed address as confirmed, without a way to send a link', async () => {
    installRoutedApi({
      'GET /members/me/mail-settings': ok({
        email: 'me@example.com',
        answerMail: true,
        emailConfirmed: true,
      }),
    });
    render(<MailSettingsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });
    expect(await screen.findByText('확인된 주소입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '확인 메일 다시 보내기' })).toBeNull();
  });

  it('shows the address and the switch, and saves a changed address with mails turned off', async () => {
    const api = installRoutedApi({
      'GET /members/me/mail-settings': ok({
        email: 'old@example.com',
        answerMail: true,
        emailConfirmed: true,
      }),
      'PUT /members/me/mail-settings': (call) =>
        ok({ ...(call.body as object), emailConfirmed: false, confirmationSent: true }),
    });
    render(<MailSettingsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });
    expect(await screen.findByRole('textbox', { name: '이메일' })).toHaveValue('old@example.com');
    expect(mailSwitch()).toBeChecked();

    await userEvent.clear(emailField());
    await userEvent.type(emailField(), ' new@sangmyung.kr ');
    await userEvent.click(mailSwitch());
    await save();

    expect(await screen.findByRole('status')).toHaveTextContent(
      '확인 메일을 보냈습니다. 메일의 링크를 열어 주소를 확인하면 알림 메일을 보내 드립니다.',
    );
    // The new address waits for its owner.
    expect(screen.getByText(/주소 확인을 기다리는 중입니다/)).toBeInTheDocument();
    expect(api.callsTo('PUT /members/me/mail-settings')[0]?.body).toEqual({
      email: 'new@sangmyung.kr',
      answerMail: false,
    });
  });

  it('checks the format before sending, and removes the address when left empty', async () => {
    const api = installRoutedApi({
      'GET /members/me/mail-settings': ok({
        email: 'old@example.com',
        answerMail: true,
        emailConfirmed: true,
      }),
      'PUT /members/me/mail-settings': ok({
        email: null,
        answerMail: true,
        emailConfirmed: false,
        confirmationSent: false,
      }),
    });
    render(<MailSettingsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });
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
      'GET /members/me/mail-settings': ok({
        email: null,
        answerMail: true,
        emailConfirmed: false,
        confirmationSent: false,
      }),
      'PUT /members/me/mail-settings': apiError(400, 'COMMON005', '잘못된 요청 값입니다.', {
        email: '이메일 형식에 맞지 않습니다.',
      }),
    });
    render(<MailSettingsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });
    await screen.findByRole('textbox', { name: '이메일' });
    await userEvent.type(emailField(), 'a@b.c');
    await save();
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(emailField()).toHaveValue('a@b.c');
  });
});

describe('notification mail in English', () => {
  it('labels the form in English and says what a save did', async () => {
    const api = installRoutedApi({
      'GET /members/me/mail-settings': ok({ email: null, answerMail: true, emailConfirmed: false }),
      'PUT /members/me/mail-settings': ok({
        email: null,
        answerMail: false,
        emailConfirmed: false,
        confirmationSent: false,
      }),
    });
    render(<MailSettingsCard />, { wrapper: await inLanguage(MYPAGE_CATALOG, 'en') });

    expect(await screen.findByRole('region', { name: 'Notification mail' })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This is not a valid email address.')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Email me when my questions are answered' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Without an email address, no notification mail is sent.',
    );
    expect(api.callsTo('PUT /members/me/mail-settings')).toHaveLength(1);
  });
});
