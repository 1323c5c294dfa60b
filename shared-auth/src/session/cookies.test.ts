import Cookies from 'js-cookie';
import { readJsonCookie, removeCookie, sessionCookieAttributes, writeJsonCookie } from './cookies';
import { memberSessionFrom } from '@smunity/member-cookie';
import { MEMBER } from '../testing/sessions';

afterEach(() => removeCookie('member'));

describe('sessionCookieAttributes', () => {
  it('lasts one day on the whole site, SameSite=Lax', () => {
    expect(sessionCookieAttributes('http:')).toEqual({
      expires: 1,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  it('is https-only when the page is https', () => {
    expect(sessionCookieAttributes('https:')).toMatchObject({ secure: true });
  });
});

describe('JSON cookies', () => {
  it('writes with the session attributes and reads the value back', () => {
    const set = jest.spyOn(Cookies, 'set');

    writeJsonCookie('member', MEMBER);

    expect(set).toHaveBeenCalledWith('member', JSON.stringify(MEMBER), {
      expires: 1,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
    expect(readJsonCookie('member', memberSessionFrom)).toEqual(MEMBER);
    set.mockRestore();
  });

  it('reads a missing, malformed or incomplete cookie as absent', () => {
    expect(readJsonCookie('member', memberSessionFrom)).toBeNull();
    Cookies.set('member', '{not json', { path: '/' });
    expect(readJsonCookie('member', memberSessionFrom)).toBeNull();
    Cookies.set('member', JSON.stringify({ ...MEMBER, accessToken: '' }), { path: '/' });
    expect(readJsonCookie('member', memberSessionFrom)).toBeNull();
  });

  it('drops a refresh token an older release kept in the cookie', () => {
    Cookies.set('member', JSON.stringify({ ...MEMBER, refreshToken: 'old-refresh' }), {
      path: '/',
    });
    expect(readJsonCookie('member', memberSessionFrom)).toEqual(MEMBER);
  });

  it('removes the cookie', () => {
    writeJsonCookie('member', MEMBER);
    removeCookie('member');
    expect(Cookies.get('member')).toBeUndefined();
  });
});
