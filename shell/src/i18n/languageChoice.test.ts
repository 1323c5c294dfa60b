import Cookies from 'js-cookie';
import { rememberLanguage, switchLanguage } from './languageChoice';

const pageAt = (protocol: string) => ({ protocol, reload: jest.fn() }) as unknown as Location;

afterEach(() => {
  Cookies.remove('lang', { path: '/' });
  jest.restoreAllMocks();
});

describe('the language choice', () => {
  it('is remembered in the lang cookie for a year, site-wide', () => {
    const set = jest.spyOn(Cookies, 'set');
    rememberLanguage('en', pageAt('http:'));

    expect(document.cookie).toContain('lang=en');
    expect(set).toHaveBeenCalledWith('lang', 'en', {
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  it('is a secure cookie on an https page', () => {
    const set = jest.spyOn(Cookies, 'set');
    rememberLanguage('ko', pageAt('https:'));
    expect(set).toHaveBeenCalledWith('lang', 'ko', expect.objectContaining({ secure: true }));
  });

  it('serves the page again once switched, so the server renders it in the new language', () => {
    const page = pageAt('http:');
    switchLanguage('en', page);

    expect(document.cookie).toContain('lang=en');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
