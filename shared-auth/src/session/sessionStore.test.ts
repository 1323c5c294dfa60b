import Cookies from 'js-cookie';
import { act, renderHook } from '@testing-library/react';
import type { ResetAuthorization, VerificationResult } from '../types';
import { ADMIN, MEMBER, memberCookie, RENEWED } from '../testing/sessions';
import {
  clearMember,
  memberAtFirstRender,
  renderForMember,
  clearResetAuthorization,
  clearVerification,
  setMember,
  setResetAuthorization,
  setVerification,
  useSessionStore,
} from './sessionStore';
import { useSession } from './useSession';

const VERIFICATION: VerificationResult = {
  name: '김상명',
  username: '202012345',
  department: '컴퓨터과학전공',
  secondDepartment: null,
  email: 'student@example.com',
  authToken: 'verification-token',
};

const RESET: ResetAuthorization = { username: '202012345', authToken: 'reset-token' };

function cookieJson(name: string): unknown {
  const raw = Cookies.get(name);
  return raw === undefined ? undefined : JSON.parse(raw);
}

afterEach(() => {
  clearMember();
  clearVerification();
  clearResetAuthorization();
});

describe('initial state', () => {
  it('comes from the cookies the page loads with', () => {
    Cookies.set('member', JSON.stringify(ADMIN), { path: '/' });
    Cookies.set('auth', JSON.stringify(VERIFICATION), { path: '/' });
    Cookies.set('authPassword', JSON.stringify(RESET), { path: '/' });

    jest.isolateModules(() => {
      // A fresh copy of the module, as on a page load.
      const { useSessionStore: freshStore } =
        jest.requireActual<typeof import('./sessionStore')>('./sessionStore');
      expect(freshStore.getState()).toEqual({
        member: ADMIN,
        verification: VERIFICATION,
        resetAuthorization: RESET,
      });
    });
  });

  it("keeps the page-load cookie's access token (its preloads') whatever the session becomes", () => {
    Cookies.set('member', JSON.stringify(MEMBER), { path: '/' });

    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./sessionStore')>('./sessionStore');
      fresh.setMember({ ...MEMBER, accessToken: 'access-renewed' });
      expect(fresh.accessTokenAtPageLoad()).toBe(MEMBER.accessToken);
      fresh.clearMember();
      expect(fresh.accessTokenAtPageLoad()).toBe(MEMBER.accessToken);
    });
  });

  it('is empty without cookies', () => {
    jest.isolateModules(() => {
      const { useSessionStore: freshStore } =
        jest.requireActual<typeof import('./sessionStore')>('./sessionStore');
      expect(freshStore.getState()).toEqual({
        member: null,
        verification: null,
        resetAuthorization: null,
      });
    });
  });
});

describe('actions keep cookie and store in step', () => {
  it('sets and clears the member', () => {
    setMember({ ...MEMBER, extra: 'not kept' } as typeof MEMBER);
    expect(memberCookie()).toEqual(MEMBER);
    expect(useSessionStore.getState().member).toEqual(MEMBER);

    clearMember();
    expect(Cookies.get('member')).toBeUndefined();
    expect(useSessionStore.getState().member).toBeNull();
  });

  it("gives a server render's member to the first render only: no store, cookie or token", () => {
    renderForMember({ ...MEMBER, extra: 'not kept' } as typeof MEMBER);
    expect(memberAtFirstRender()).toEqual({
      username: MEMBER.username,
      memberRole: MEMBER.memberRole,
      accessToken: expect.not.stringMatching(MEMBER.accessToken),
    });
    expect(useSessionStore.getState().member).toBeNull();
    expect(Cookies.get('member')).toBeUndefined();

    renderForMember(null);
    expect(memberAtFirstRender()).toBeNull();
  });

  it('never keeps the refresh token of a login answer where a script could read it', () => {
    setMember({ ...MEMBER, refreshToken: 'refresh-1' } as typeof MEMBER);
    expect(memberCookie()).toEqual(MEMBER);
    expect(JSON.stringify(useSessionStore.getState())).not.toContain('refresh-1');
    expect(document.cookie).not.toContain('refresh-1');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('refresh-1');
  });

  it('sets and clears the verification', () => {
    setVerification(VERIFICATION);
    expect(cookieJson('auth')).toEqual(VERIFICATION);
    expect(useSessionStore.getState().verification).toEqual(VERIFICATION);

    clearVerification();
    expect(Cookies.get('auth')).toBeUndefined();
    expect(useSessionStore.getState().verification).toBeNull();
  });

  it('keeps what the portal does not have as null: the api answers "" for it', () => {
    setVerification({ ...VERIFICATION, email: '', secondDepartment: '' });
    const expected = { ...VERIFICATION, email: null, secondDepartment: null };
    expect(useSessionStore.getState().verification).toEqual(expected);
    expect(cookieJson('auth')).toEqual(expected);
  });

  it('keeps only the student number and token of a reset authorization', () => {
    const resetAnswer = { ...RESET, name: '김상명', email: 'student@example.com' };
    setResetAuthorization(resetAnswer);
    expect(cookieJson('authPassword')).toEqual(RESET);
    expect(useSessionStore.getState().resetAuthorization).toEqual(RESET);

    clearResetAuthorization();
    expect(Cookies.get('authPassword')).toBeUndefined();
    expect(useSessionStore.getState().resetAuthorization).toBeNull();
  });
});

describe('other tabs', () => {
  it('picks up a login, a renewal and a logout of another tab when this tab is shown again', () => {
    const showTab = () => document.dispatchEvent(new Event('visibilitychange'));

    Cookies.set('member', JSON.stringify(MEMBER), { path: '/' });
    showTab();
    expect(useSessionStore.getState().member).toEqual(MEMBER);

    Cookies.set('member', JSON.stringify(RENEWED), { path: '/' });
    window.dispatchEvent(new Event('focus'));
    expect(useSessionStore.getState().member).toEqual(RENEWED);

    Cookies.remove('member', { path: '/' });
    showTab();
    expect(useSessionStore.getState().member).toBeNull();
  });
});

describe('useSession', () => {
  it('switches at once on login and logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({
      member: null,
      isLoggedIn: false,
      isAdmin: false,
      username: null,
    });

    act(() => setMember(MEMBER));
    expect(result.current).toEqual({
      member: MEMBER,
      isLoggedIn: true,
      isAdmin: false,
      username: '202012345',
    });

    act(() => clearMember());
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('recognises an admin', () => {
    const { result } = renderHook(() => useSession());
    act(() => setMember(ADMIN));
    expect(result.current).toMatchObject({
      isLoggedIn: true,
      isAdmin: true,
      username: '201900001',
    });
  });
});
