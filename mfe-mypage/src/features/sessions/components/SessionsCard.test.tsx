import type { ActiveSession } from '@smunity/api-contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inKorean, inLanguage } from '@smunity/shared-ui/src/testing/inLanguage';
import { MYPAGE_CATALOG } from '../../../messages/catalog';
import { setMember } from '@smunity/shared-auth';
import {
  apiError,
  installRoutedApi,
  MEMBER,
  noContent,
  ok,
  resetSession,
  sessionSnapshot,
} from '@smunity/shared-auth/src/testing';
import { aMember } from '../../../testing/members';
import { HOME_STAND_IN, renderMypageArea } from '../../../testing/renderMypageArea';
import { ROUTES } from '@smunity/shared-ui';
import { SessionsCard } from './SessionsCard';

const THIS_PC: ActiveSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome',
  os: 'Windows',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: '2026-11-25T09:44:00.000Z',
  current: true,
};
const PHONE: ActiveSession = {
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari',
  os: 'iOS',
  createdAt: '2026-11-01T12:30:00.000Z',
  lastUsedAt: '2026-11-24T23:10:00.000Z',
  current: false,
};
const UNKNOWN: ActiveSession = {
  id: '33333333-3333-4333-8333-333333333333',
  browser: null,
  os: null,
  createdAt: '2026-11-02T00:00:00.000Z',
  lastUsedAt: '2026-11-02T00:00:00.000Z',
  current: false,
};

const list = (sessions: ActiveSession[]) => ok({ count: sessions.length, content: sessions });

const alert = jest.spyOn(window, 'alert');

beforeEach(() => {
  alert.mockReset().mockImplementation(() => {});
  setMember(MEMBER);
});

afterEach(() => resetSession());

function item(name: RegExp): HTMLElement {
  return screen.getByText(name).closest('li') as HTMLElement;
}

describe('로그인 기기', () => {
  it('lists each device with browser, OS, first and last use in Korean time, the current one marked', async () => {
    installRoutedApi({ 'GET /members/me/sessions': list([THIS_PC, PHONE, UNKNOWN]) });
    render(<SessionsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });

    expect(await screen.findByText(/Chrome · Windows/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '로그인 기기' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    const current = item(/Chrome · Windows/);
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('현재 기기');
    expect(current).toHaveTextContent('처음 로그인26-11-20 10:00');
    expect(current).toHaveTextContent('마지막 사용26-11-25 18:44');
    expect(item(/Safari · iOS/)).not.toHaveAttribute('aria-current');
    expect(item(/Safari · iOS/)).not.toHaveTextContent('현재 기기');
    expect(screen.getByText('알 수 없는 브라우저 · 알 수 없는 운영체제')).toBeInTheDocument();
  });

  it('logs another device out and takes it off the list', async () => {
    const api = installRoutedApi({
      'GET /members/me/sessions': list([THIS_PC, PHONE]),
      [`DELETE /members/me/sessions/${PHONE.id}`]: noContent,
    });
    render(<SessionsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });

    await userEvent.click(await screen.findByRole('button', { name: 'Safari · iOS 로그아웃' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Chrome · Windows');
    expect(api.callsTo(`DELETE /members/me/sessions/${PHONE.id}`)).toHaveLength(1);
    expect(alert).toHaveBeenCalledWith('Safari · iOS 기기에서 로그아웃했습니다.');
    expect(sessionSnapshot().member).not.toBeNull();
  });

  it('logs every other device out at once; the button is off when there are none', async () => {
    const api = installRoutedApi({
      'GET /members/me/sessions': list([THIS_PC, PHONE, UNKNOWN]),
      'DELETE /members/me/sessions': noContent,
    });
    render(<SessionsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });
    // The button is there (off) while the list loads; the student presses it once it is on.
    const others = await screen.findByRole('button', { name: '다른 기기 모두 로그아웃' });
    await waitFor(() => expect(others).toBeEnabled());

    await userEvent.click(others);

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('DELETE /members/me/sessions')).toEqual([
      expect.objectContaining({ params: { others: 'true' } }),
    ]);
    expect(screen.getByText(/Chrome · Windows/)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('다른 기기에서 모두 로그아웃했습니다.');
    expect(others).toBeDisabled();
  });

  it('alerts the api refusal and keeps the list', async () => {
    installRoutedApi({
      'GET /members/me/sessions': list([THIS_PC, PHONE]),
      [`DELETE /members/me/sessions/${PHONE.id}`]: apiError(
        404,
        'SESSION001',
        '해당 로그인 기기를 찾을 수 없습니다.',
      ),
    });
    render(<SessionsCard />, { wrapper: inKorean(MYPAGE_CATALOG) });

    await userEvent.click(await screen.findByRole('button', { name: 'Safari · iOS 로그아웃' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('해당 로그인 기기를 찾을 수 없습니다.'));
    expect(screen.getByText(/Safari · iOS/)).toBeInTheDocument();
  });

  it("signs this device out the usual way: the api's logout, then home", async () => {
    const api = installRoutedApi({
      'GET /members/me': ok(aMember()),
      'GET /courses': ok({
        completed: false,
        status: { total: 130, completed: 0, required: 130, completion: 0 },
        count: 0,
        content: [],
      }),
      'GET /members/me/sessions': list([THIS_PC, PHONE]),
      'GET /members/me/mail-settings': ok({ email: null, answerMail: true }),
      'POST /accounts/logout': noContent,
    });
    renderMypageArea(ROUTES.MYPAGE);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Chrome · Windows (현재 기기) 로그아웃' }),
    );

    expect(await screen.findByText(HOME_STAND_IN)).toBeInTheDocument();
    expect(api.callsTo('POST /accounts/logout')).toHaveLength(1);
    expect(sessionSnapshot().member).toBeNull();
  }, 20_000);
});

describe('signed-in devices in English', () => {
  it('names the devices, the times and the buttons in English', async () => {
    installRoutedApi({ 'GET /members/me/sessions': list([THIS_PC, UNKNOWN]) });
    render(<SessionsCard />, { wrapper: await inLanguage(MYPAGE_CATALOG, 'en') });

    expect(await screen.findByRole('region', { name: 'Signed-in devices' })).toBeInTheDocument();
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getAllByText('First login')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Log out of Chrome · Windows (this device)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Log out of Unknown browser · Unknown operating system',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out of all other devices' })).toBeEnabled();
  });
});
