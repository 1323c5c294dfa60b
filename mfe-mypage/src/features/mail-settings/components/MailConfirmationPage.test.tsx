import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  apiError,
  expectNoUnexpectedCalls,
  installRoutedApi,
  ok,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { inKorean, inLanguage } from '@smunity/shared-ui/src/testing/inLanguage';
import { MYPAGE_CATALOG } from '../../../messages/catalog';
import { MailConfirmationPage } from './MailConfirmationPage';

/** The api's words for a used, expired or replaced link (400 NOTIFICATION007). */
const LINK_INVALID =
  '확인 링크가 올바르지 않거나 만료되었습니다. 마이페이지에서 확인 메일을 다시 보내 주세요.';

const TOKEN = 'a'.repeat(43);

afterEach(() => {
  resetSession();
  expectNoUnexpectedCalls();
});

function renderAt(hash: string, wrapper = inKorean(MYPAGE_CATALOG)) {
  render(
    <MemoryRouter initialEntries={[`/mypage/mail-confirmation${hash}`]}>
      <MailConfirmationPage />
    </MemoryRouter>,
    { wrapper },
  );
}

const confirmButton = () => screen.getByRole('button', { name: '이메일 주소 확인' });

describe('the confirmation link’s page', () => {
  it('changes nothing on opening; the button POSTs the token from the fragment', async () => {
    const api = installRoutedApi({
      'POST /notifications/mail/confirm': ok({ message: '이메일 주소를 확인했습니다.' }),
    });
    renderAt(`#token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: '이메일 주소 확인' })).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/mail/confirm')).toHaveLength(0);

    await userEvent.click(confirmButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      '이메일 주소를 확인했습니다. 이제 답변 알림 메일을 받을 수 있습니다.',
    );
    expect(api.callsTo('POST /notifications/mail/confirm')[0]?.body).toEqual({ token: TOKEN });
  });

  it('says so when the link is used up or expired', async () => {
    installRoutedApi({
      'POST /notifications/mail/confirm': apiError(400, 'NOTIFICATION007', LINK_INVALID),
    });
    renderAt(`#token=${TOKEN}`);
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
  });

  it('a link without a token cannot be sent', () => {
    installRoutedApi({});
    renderAt('');
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID);
  });

  it('speaks English on an English page', async () => {
    installRoutedApi({
      'POST /notifications/mail/confirm': ok({ message: 'Your email address is confirmed.' }),
    });
    renderAt(`#token=${TOKEN}`, await inLanguage(MYPAGE_CATALOG, 'en'));
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm your email address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is confirmed. You will now receive answer notifications.',
    );
  });
});
