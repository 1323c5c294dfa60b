import Cookies from 'js-cookie';
import { setMember } from '@smunity/shared-auth';
import {
  installRoutedApi,
  MEMBER,
  offline,
  ok,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { rememberLanguage, switchLanguage } from './languageChoice';

const pageAt = (protocol: string) => ({ protocol, reload: jest.fn() }) as unknown as Location;

afterEach(() => {
  resetSession();
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

  it('serves the page again once switched, so the server renders it in the new language', async () => {
    const { calls } = installRoutedApi({});
    const page = pageAt('http:');
    await switchLanguage('en', page);

    expect(document.cookie).toContain('lang=en');
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it("tells the api a member's choice first, and switches even when the api fails", async () => {
    setMember(MEMBER);
    const { callsTo, reply } = installRoutedApi({
      'PATCH /members/me/language': ok({ language: 'en' }),
    });
    const page = pageAt('http:');
    await switchLanguage('en', page);
    expect(callsTo('PATCH /members/me/language')).toEqual([
      expect.objectContaining({ body: { language: 'en' } }),
    ]);
    expect(page.reload).toHaveBeenCalledTimes(1);

    reply({ 'PATCH /members/me/language': offline });
    await switchLanguage('ko', page);
    expect(document.cookie).toContain('lang=ko');
    expect(page.reload).toHaveBeenCalledTimes(2);
  });
});
