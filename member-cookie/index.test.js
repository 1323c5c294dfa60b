'use strict';

const { describe, expect, it } = require('@jest/globals');
const { memberCookieValue, memberSessionFrom, memberSessionIn } = require('./index');

const SESSION = { username: '202312345', memberRole: 'ROLE_USER', accessToken: 'eyJh.eyJz.c2ln' };
/** As js-cookie writes it (shared-auth's writeJsonCookie). */
const encoded = (/** @type {unknown} */ value) => encodeURIComponent(JSON.stringify(value));

describe('the member cookie', () => {
  it('reads the session the browser client wrote, among other cookies', () => {
    expect(memberSessionIn(`a=1; member=${encoded(SESSION)}; b=2`)).toEqual(SESSION);
    expect(memberSessionIn(`member=${encoded({ ...SESSION, memberRole: 'ROLE_ADMIN' })}`)).toEqual({
      ...SESSION,
      memberRole: 'ROLE_ADMIN',
    });
  });

  it('drops what an older release wrote beside the session', () => {
    expect(memberSessionFrom({ ...SESSION, refreshToken: 'old' })).toEqual(SESSION);
  });

  it.each([
    ['no cookie header', undefined],
    ['another cookie only', 'notmember=x; members=y'],
    ['an empty value', 'member='],
    ['no JSON', 'member=%7Bnot-json'],
    ['a broken encoding', 'member=%E0%A4%A'],
    ['an empty object', 'member=%7B%7D'],
    ['an unknown role', `member=${encoded({ ...SESSION, memberRole: 'ROLE_ROOT' })}`],
    ['an empty username', `member=${encoded({ ...SESSION, username: '' })}`],
    ['no token', `member=${encoded({ ...SESSION, accessToken: undefined })}`],
    ['a token that is no JWT', `member=${encoded({ ...SESSION, accessToken: 'a\r\nX-Evil: 1' })}`],
    ['a list', `member=${encoded([SESSION])}`],
  ])('reads no session from %s', (_what, header) => {
    expect(memberSessionIn(header)).toBeNull();
  });

  it("gives the cookie's raw value, '' when set empty", () => {
    expect(memberCookieValue('a=1; member = x=y ; b=2')).toBe('x=y');
    expect(memberCookieValue('member=')).toBe('');
    expect(memberCookieValue('members=1')).toBeUndefined();
  });
});
