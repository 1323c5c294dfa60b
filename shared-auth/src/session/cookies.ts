import { MEMBER_COOKIE } from '@smunity/member-cookie';
import Cookies from 'js-cookie';

/** Cookie names kept from the original product, so sessions survive the switch to the rebuild. */
export const COOKIE_NAMES = {
  // Read by the api and the page server too: its name and shape are @smunity/member-cookie's.
  member: MEMBER_COOKIE,
  verification: 'auth',
  resetAuthorization: 'authPassword',
} as const;

export type SessionCookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** How long the page's own cookies last (the privacy policy states it). */
export const COOKIE_LIFETIME_DAYS = 1;
// js-cookie removes only a cookie whose path matches the one it was written with.
const COOKIE_PATH = '/';

/** One day, whole site, not sent on cross-site sub-requests, https-only when the page is https. */
export function sessionCookieAttributes(
  pageProtocol: string = window.location.protocol,
): Cookies.CookieAttributes {
  return {
    expires: COOKIE_LIFETIME_DAYS,
    path: COOKIE_PATH,
    sameSite: 'Lax',
    secure: pageProtocol === 'https:',
  };
}

/** The cookie's JSON checked by `parse`; a missing or unreadable cookie counts as absent. */
export function readJsonCookie<T>(
  name: SessionCookieName,
  parse: (value: unknown) => T | null,
): T | null {
  const raw = Cookies.get(name);
  if (raw === undefined) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJsonCookie(name: SessionCookieName, value: object): void {
  Cookies.set(name, JSON.stringify(value), sessionCookieAttributes());
}

export function removeCookie(name: SessionCookieName): void {
  Cookies.remove(name, { path: COOKIE_PATH });
}
