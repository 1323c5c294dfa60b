import type { MemberSession, ResetAuthorization, VerificationResult } from '../types';
import { useSyncExternalStore } from 'react';
import { memberAtFirstRender, useSessionStore } from './sessionStore';

export interface SessionView {
  member: MemberSession | null;
  /** An access token is present (the refresh token is the api's HttpOnly cookie, unseen here). */
  isLoggedIn: boolean;
  isAdmin: boolean;
  username: string | null;
}

function describeSession(member: MemberSession | null): SessionView {
  const isLoggedIn = Boolean(member?.accessToken);
  return {
    member,
    isLoggedIn,
    isAdmin: isLoggedIn && member?.memberRole === 'ROLE_ADMIN',
    username: member?.username ?? null,
  };
}

const subscribe = (onChange: () => void) => useSessionStore.subscribe(onChange);
const currentMember = () => useSessionStore.getState().member;

/**
 * The member's session for React; re-renders on login, logout and token renewal. A first render
 * on a server, or hydrating its markup, shows memberAtFirstRender (a server render's member).
 */
export function useSession(): SessionView {
  return describeSession(useSyncExternalStore(subscribe, currentMember, memberAtFirstRender));
}

/** The portal verification of a student signing up (null until verified, and after sign-up). */
export function useVerification(): VerificationResult | null {
  return useSessionStore((state) => state.verification);
}

/** The authorisation to reset a forgotten password (null unless the reset was asked for). */
export function useResetAuthorization(): ResetAuthorization | null {
  return useSessionStore((state) => state.resetAuthorization);
}
