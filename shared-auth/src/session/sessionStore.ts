import { memberSessionFrom } from '@smunity/member-cookie';
import { create } from 'zustand';
import { shallow } from 'zustand/shallow';
import type { MemberSession, ResetAuthorization, VerificationResult } from '../types';
import { COOKIE_NAMES, readJsonCookie, removeCookie, writeJsonCookie } from './cookies';
import { parseResetAuthorization, parseVerificationResult, toNullableString } from './parse';

/**
 * The session as the page sees it. The cookies are the durable copy (they survive reloads and are
 * shared by every tab); the store is what React subscribes to, so the nav switches at once.
 * Every change goes through the actions below, which write both.
 */
export interface SessionState {
  member: MemberSession | null;
  verification: VerificationResult | null;
  resetAuthorization: ResetAuthorization | null;
}

function readSessionCookies(): SessionState {
  return {
    member: readJsonCookie(COOKIE_NAMES.member, memberSessionFrom),
    verification: readJsonCookie(COOKIE_NAMES.verification, parseVerificationResult),
    resetAuthorization: readJsonCookie(COOKIE_NAMES.resetAuthorization, parseResetAuthorization),
  };
}

export const useSessionStore = create<SessionState>()(() => readSessionCookies());

export function setMember(member: MemberSession): void {
  // Copy the known fields only: callers may pass a wider api answer, and a cookie holds 4 KB.
  // Never the refresh token: it stays in the api's HttpOnly cookie (docs/adr/0022).
  const stored: MemberSession = {
    accessToken: member.accessToken,
    memberRole: member.memberRole,
    username: member.username,
  };
  writeJsonCookie(COOKIE_NAMES.member, stored);
  useSessionStore.setState({ member: stored });
}

/**
 * The member as the shared cookie has it now, taken into this page's store: another tab may have
 * renewed the tokens (or ended the session) since this page last looked.
 */
export function adoptStoredMember(): MemberSession | null {
  const member = readJsonCookie(COOKIE_NAMES.member, memberSessionFrom);
  useSessionStore.setState({ member });
  return member;
}

/**
 * Stands for the access token while a server renders a member's page (a session counts as signed
 * in by its token): never a token, and never sent, since a server render makes no request.
 */
const RENDERED_ON_THE_SERVER = 'rendered-on-the-server';

/** The member a server render is for (renderForMember); never set in a browser. */
let serverRenderMember: MemberSession | null = null;

/**
 * The member a server render shows the page to (docs/adr/0044), or none again afterwards. Only
 * what a first render reads (memberAtFirstRender): not the store (a server's store is shared by
 * every render) and never a cookie (a server render has no document); no tokens.
 */
export function renderForMember(
  member: Pick<MemberSession, 'username' | 'memberRole'> | null,
): void {
  serverRenderMember = member && {
    username: member.username,
    memberRole: member.memberRole,
    accessToken: RENDERED_ON_THE_SERVER,
  };
}

/**
 * The member of a page's first render, on a server and while the browser hydrates the server's
 * markup: a server render's member, else the session the page loaded with (its cookie), so
 * hydration renders what the server rendered even if the session has changed since.
 */
export function memberAtFirstRender(): MemberSession | null {
  return serverRenderMember ?? useSessionStore.getInitialState().member;
}

/**
 * The access token the `member` cookie held as the page loaded, or null: the token the page's
 * HTML preloads went out with (preloadedReads.ts), whatever renewals came since. The store is
 * made when shared-auth is evaluated, a moment after the browser sent those preloads; a tab
 * renewing in that moment is missed, and this page then renews once more than it needed to.
 */
export function accessTokenAtPageLoad(): string | null {
  return useSessionStore.getInitialState().member?.accessToken ?? null;
}

export function clearMember(): void {
  removeCookie(COOKIE_NAMES.member);
  useSessionStore.setState({ member: null });
}

export function setVerification(verification: VerificationResult): void {
  const stored: VerificationResult = {
    name: verification.name,
    username: verification.username,
    department: verification.department,
    // POST /auth/register answers "" for what the portal does not have; the session keeps null,
    // as it does when reading the cookie back, so sign-up sends null rather than "".
    secondDepartment: toNullableString(verification.secondDepartment),
    email: toNullableString(verification.email),
    authToken: verification.authToken,
  };
  writeJsonCookie(COOKIE_NAMES.verification, stored);
  useSessionStore.setState({ verification: stored });
}

export function clearVerification(): void {
  removeCookie(COOKIE_NAMES.verification);
  useSessionStore.setState({ verification: null });
}

export function setResetAuthorization(authorization: ResetAuthorization): void {
  // The reset answer also carries the portal's name and e-mail; the reset page needs neither.
  const stored: ResetAuthorization = {
    username: authorization.username,
    authToken: authorization.authToken,
  };
  writeJsonCookie(COOKIE_NAMES.resetAuthorization, stored);
  useSessionStore.setState({ resetAuthorization: stored });
}

export function clearResetAuthorization(): void {
  removeCookie(COOKIE_NAMES.resetAuthorization);
  useSessionStore.setState({ resetAuthorization: null });
}

/**
 * Brings the store in line with the cookies, which another tab may have changed: it logged in or
 * out, or renewed the tokens (the api rotates refresh tokens, so this tab's old one is now dead).
 * Cheap and idempotent; it only touches the store when something differs.
 */
export function syncSessionFromCookies(): void {
  const stored = readSessionCookies();
  const current = useSessionStore.getState();
  const changes: Partial<SessionState> = {};
  if (!shallow(current.member, stored.member)) changes.member = stored.member;
  if (!shallow(current.verification, stored.verification)) {
    changes.verification = stored.verification;
  }
  if (!shallow(current.resetAuthorization, stored.resetAuthorization)) {
    changes.resetAuthorization = stored.resetAuthorization;
  }
  if (Object.keys(changes).length > 0) useSessionStore.setState(changes);
}

// Coming back to this tab shows what happened in the others (a logout there logs out here too).
if (typeof window !== 'undefined') {
  window.addEventListener('focus', syncSessionFromCookies);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') syncSessionFromCookies();
  });
}
