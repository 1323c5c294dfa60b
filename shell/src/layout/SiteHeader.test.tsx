import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  ADMIN,
  expectNoUnexpectedCalls,
  installRoutedApi,
  MEMBER,
  noContent,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { switchLanguage } from '../i18n/languageChoice';
import { preloadRemoteArea } from '../remotes/remoteAreas';
import { holdHomeFigures, HOME_FIGURES_HELD, renderApp } from '../testing/renderApp';

jest.mock('../i18n/languageChoice', () => ({ switchLanguage: jest.fn() }));
jest.mock('../remotes/remoteAreas', () => ({
  ...jest.requireActual('../remotes/remoteAreas'),
  preloadRemoteArea: jest.fn(),
}));

// The real session: the header reads it as it does on the site. The home page's figures never
// arrive (they are not looked at here).
beforeEach(() => holdHomeFigures());
afterEach(() => {
  resetSession();
  expectNoUnexpectedCalls();
});

function mainMenu() {
  return within(screen.getByRole('navigation', { name: '주 메뉴' }));
}

const menuItems = () =>
  mainMenu()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('site header', () => {
  it('offers login and sign-up to visitors, next to the always-present 이용안내', async () => {
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
    setMember(MEMBER);
    const api = installRoutedApi({ ...HOME_FIGURES_HELD, 'POST /accounts/logout': noContent });
    await renderApp('/');

    expect(mainMenu().getByRole('link', { name: '이용안내' })).toBeInTheDocument();
    expect(mainMenu().getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/mypage');
    expect(mainMenu().queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    expect(mainMenu().queryByRole('link', { name: '회원가입' })).not.toBeInTheDocument();
    expect(menuItems()).toEqual(['이용안내', '마이페이지', '로그아웃']);

    await userEvent.click(mainMenu().getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(menuItems()).toEqual(['이용안내', '로그인', '회원가입']));
    expect(api.callsTo('POST /accounts/logout')).toHaveLength(1);
  });

  it("adds 관리자 for admins only, after the members' links", async () => {
    setMember(ADMIN);
    await renderApp('/');

    expect(mainMenu().getByRole('link', { name: '관리자' })).toHaveAttribute('href', '/qna/admin');
    expect(menuItems()).toEqual(['이용안내', '마이페이지', '관리자', '로그아웃']);
  });

  it('links the logo home, and the footer to GitHub, privacy and terms', async () => {
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

  it('names its links in English on an English page, with the switch back to 한국어', async () => {
    setMember(ADMIN);
    await renderApp('/', undefined, 'en');

    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Guide',
      'My page',
      'Admin',
      'Log out',
    ]);
    // The switch is the header's, after the menu (not a page of it).
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('button', { name: '한국어' })).toHaveAttribute('lang', 'ko');
    expect(menu.queryByRole('button', { name: '한국어' })).toBeNull();
  });

  it('switches to English from a Korean page', async () => {
    await renderApp('/');

    const toEnglish = within(screen.getByRole('banner')).getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    await userEvent.click(toEnglish);
    expect(switchLanguage).toHaveBeenCalledWith('en');
  });

  it('keeps the switch a form the page server answers, for a tap before hydration or without scripts', async () => {
    await renderApp('/');

    const toEnglish = within(screen.getByRole('banner')).getByRole('button', { name: 'English' });
    const form = toEnglish.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/language');
    expect(toEnglish).toHaveAttribute('type', 'submit');
    expect(form && Object.fromEntries(new FormData(form))).toEqual({ language: 'en' });
  });

  it('starts with a skip link to the main content', async () => {
    await renderApp('/');

    const skipLink = screen.getAllByRole('link')[0];
    expect(skipLink).toHaveTextContent('본문 바로가기');
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('navigation focus', () => {
  it('moves focus to the main content after an in-app navigation, not on the first page', async () => {
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
