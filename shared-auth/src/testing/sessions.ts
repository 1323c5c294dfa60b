import Cookies from 'js-cookie';
import { setNavigator } from '../navigation';
import {
  clearMember,
  clearResetAuthorization,
  clearVerification,
  setMember,
  useSessionStore,
  type SessionState,
} from '../session/sessionStore';
import type { MemberSession } from '../types';
import { expectNoUnexpectedCalls } from './routedApi';

export const MEMBER: MemberSession = {
  accessToken: 'access-1',
  memberRole: 'ROLE_USER',
  username: '202012345',
};

export const ADMIN: MemberSession = { ...MEMBER, memberRole: 'ROLE_ADMIN', username: '201900001' };

/** The refresh answer by cookie: a new access token (the rotated refresh token is the api's cookie). */
export const RENEWED: MemberSession = { ...MEMBER, accessToken: 'access-2' };

/** The `member` cookie as a browser would send it, parsed; undefined when there is none. */
export function memberCookie(): unknown {
  const raw = Cookies.get('member');
  return raw === undefined ? undefined : JSON.parse(raw);
}

/** Ends every kind of session, cookies included (for afterEach). */
export function resetSession(): void {
  clearMember();
  clearVerification();
  clearResetAuthorization();
}

/** What the session holds now. Tests read it here; the apps use useSession and its kin. */
export function sessionSnapshot(): SessionState {
  return useSessionStore.getState();
}

/** Calls `listener` on every change of the session; returns the unsubscribe function. */
export function subscribeToSession(listener: (session: SessionState) => void): () => void {
  return useSessionStore.subscribe(listener);
}

/**
 * For shared-auth's tests of a member's calls: each test starts logged in as MEMBER with the
 * returned mock as the navigator, and ends logged out, the navigator removed, and failed if the
 * api was called where the test did not expect it.
 */
export function eachTestAsMember(): jest.Mock<void | Promise<void>, [string]> {
  const navigator = jest.fn<void | Promise<void>, [string]>();
  let unregisterNavigator = () => {};
  beforeEach(() => {
    setMember(MEMBER);
    navigator.mockReset();
    unregisterNavigator = setNavigator(navigator);
  });
  afterEach(() => {
    unregisterNavigator();
    clearMember();
    expectNoUnexpectedCalls();
  });
  return navigator;
}
