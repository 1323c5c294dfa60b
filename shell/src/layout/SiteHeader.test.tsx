import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, useSession } from 'shared-auth';
import { preloadRemoteArea } from '../remotes/remoteAreas';
import { renderApp } from '../testing/renderApp';

jest.mock('shared-auth', () => ({
  useSession: jest.fn(),
  logout: jest.fn(),
  publicClient: { get: jest.fn(() => new Promise(() => {})) },
}));

jest.mock('../remotes/remoteAreas', () => ({
  ...jest.requireActual('../remotes/remoteAreas'),
  preloadRemoteArea: jest.fn(),
}));

const mockedUseSession = jest.mocked(useSession);

function sessionOf(isLoggedIn: boolean, isAdmin = false): ReturnType<typeof useSession> {
  return { member: null, isLoggedIn, isAdmin, username: isLoggedIn ? '202012345' : null };
}

function mainMenu() {
  return within(screen.getByRole('navigation', { name: '주 메뉴' }));
}

const menuItems = () =>
  mainMenu()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('site header', () => {
  it('offers login and sign-up to visitors, next to the always-present 이용안내', async () => {
    mockedUseSession.mockReturnValue(sessionOf(false));
    await renderApp('/');

    expect(mainMenu().getByRole('link', { name: '이용안내' })).toHaveAttribute(
      'href',
      '/qna/terms',
    );
    expect(mainMenu().getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/accounts/login',
    );
    expect(mainMenu().getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/accounts/agree',
    );
    expect(mainMenu().queryByRole('link', { name: '마이페이지' })).not.toBeInTheDocument();
    expect(mainMenu().queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    expect(menuItems()).toEqual(['이용안내', '로그인', '회원가입']);
  });

  it('offers my page and logout to members', async () => {
    mockedUseSession.mockReturnValue(sessionOf(true));
    await renderApp('/');

    expect(mainMenu().getByRole('link', { name: '이용안내' })).toBeInTheDocument();
    expect(mainMenu().getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/mypage');
    expect(mainMenu().queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    expect(mainMenu().queryByRole('link', { name: '회원가입' })).not.toBeInTheDocument();
    expect(menuItems()).toEqual(['이용안내', '마이페이지', '로그아웃']);

    await userEvent.click(mainMenu().getByRole('button', { name: '로그아웃' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("adds 관리자 for admins only, after the members' links", async () => {
    mockedUseSession.mockReturnValue(sessionOf(true, true));
    await renderApp('/');

    expect(mainMenu().getByRole('link', { name: '관리자' })).toHaveAttribute('href', '/qna/admin');
    expect(menuItems()).toEqual(['이용안내', '마이페이지', '관리자', '로그아웃']);
  });

  it('links the logo home, and the footer to GitHub, privacy and terms', async () => {
    mockedUseSession.mockReturnValue(sessionOf(false));
    await renderApp('/');

    expect(screen.getByRole('link', { name: 'SMUNITY' })).toHaveAttribute('href', '/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/smu-nity',
    );
    expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/qna/privacy',
    );
    expect(footer.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/qna/terms');
    expect(
      footer.getByText(new RegExp(`© ${new Date().getFullYear()} SMUNITY ·`)),
    ).toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    mockedUseSession.mockReturnValue(sessionOf(false));
    await renderApp('/');

    const skipLink = screen.getAllByRole('link')[0];
    expect(skipLink).toHaveTextContent('본문 바로가기');
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('navigation focus', () => {
  it('moves focus to the main content after an in-app navigation, not on the first page', async () => {
    mockedUseSession.mockReturnValue(sessionOf(false));
    await renderApp('/no-such-page');
    const main = screen.getByRole('main');
    expect(main).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: '홈으로 돌아가기' }));

    expect(screen.getByRole('heading', { level: 1, name: 'SMUNITY' })).toBeInTheDocument();
    expect(main).toHaveFocus();
  });
});

describe('preload on intent', () => {
  it("starts loading an area's remote when the visitor points at or tabs to its nav link", async () => {
    mockedUseSession.mockReturnValue(sessionOf(false));
    await renderApp('/');
    expect(preloadRemoteArea).not.toHaveBeenCalled();

    await userEvent.hover(mainMenu().getByRole('link', { name: '로그인' }));
    expect(preloadRemoteArea).toHaveBeenLastCalledWith('mfe_accounts');

    await userEvent.tab(); // the skip link
    await userEvent.tab(); // the logo
    await userEvent.tab();
    expect(mainMenu().getByRole('link', { name: '이용안내' })).toHaveFocus();
    expect(preloadRemoteArea).toHaveBeenLastCalledWith('mfe_qna');
  });
});
