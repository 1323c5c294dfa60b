import type { MemberSession } from '../types';
import { useSessionStore } from './session-store';

export interface SessionView {
  member: MemberSession | null;
  /** Both tokens are present: the product's definition of "logged in". */
  isLoggedIn: boolean;
  isAdmin: boolean;
  username: string | null;
}

function describeSession(member: MemberSession | null): SessionView {
  const isLoggedIn = Boolean(member?.accessToken && member.refreshToken);
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
