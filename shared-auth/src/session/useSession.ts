import type { MemberSession, ResetAuthorization, VerificationResult } from '../types';
import { useSessionStore } from './sessionStore';

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

/** The member's session for React; re-renders on login, logout and token renewal. */
export function useSession(): SessionView {
  return describeSession(useSessionStore((state) => state.member));
}

/** The portal verification of a student signing up (null until verified, and after sign-up). */
export function useVerification(): VerificationResult | null {
  return useSessionStore((state) => state.verification);
}

/** The authorisation to reset a forgotten password (null unless the reset was asked for). */
export function useResetAuthorization(): ResetAuthorization | null {
  return useSessionStore((state) => state.resetAuthorization);
}
