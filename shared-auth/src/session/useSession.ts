import type { MemberSession, ResetAuthorization, VerificationResult } from '../types';
import { useSyncExternalStore } from 'react';
import { useSessionStore, type SessionState } from './sessionStore';

export interface SessionView {
  member: MemberSession | null;
  /**
   * A member is signed in. In the browser the session always holds their access token (the
   * refresh token is the api's HttpOnly cookie, unseen here); the server renders a member's page
   * with their name and role only, never their token (docs/adr/0042), and the page must render
   * the same there.
   */
  isLoggedIn: boolean;
  isAdmin: boolean;
  username: string | null;
}

/**
 * A part of the session, kept current. Not zustand's hook: it renders the store's initial state on
 * the server and while hydrating, but the server seeds the member after the store was made, and
 * the browser's store holds the cookie's session from the start; both render the current one.
 */
function useSessionValue<T>(select: (state: SessionState) => T): T {
  const current = () => select(useSessionStore.getState());
  return useSyncExternalStore(useSessionStore.subscribe, current, current);
}

function describeSession(member: MemberSession | null): SessionView {
  const isLoggedIn = member !== null;
  return {
    member,
    isLoggedIn,
    isAdmin: isLoggedIn && member?.memberRole === 'ROLE_ADMIN',
    username: member?.username ?? null,
  };
}

/** The member's session for React; re-renders on login, logout and token renewal. */
export function useSession(): SessionView {
  return describeSession(useSessionValue((state) => state.member));
}

/** The portal verification of a student signing up (null until verified, and after sign-up). */
export function useVerification(): VerificationResult | null {
  return useSessionValue((state) => state.verification);
}

/** The authorisation to reset a forgotten password (null unless the reset was asked for). */
export function useResetAuthorization(): ResetAuthorization | null {
  return useSessionValue((state) => state.resetAuthorization);
}
