// The `member` cookie (docs/adr/0058): the session the browser client writes (shared-auth, with
// js-cookie: URI-encoded JSON of username, memberRole and accessToken) and two servers read from a
// request's Cookie header: the api takes its token for a page's own read sent without an
// Authorization header (docs/adr/0042), the page server renders a member's page with the member's
// answers (docs/adr/0044). Its name, its session's shape and the check of that shape live here
// once, importing nothing, so the browser's bundle, the api and the page server can all load it.
'use strict';

/** Kept from the original product, so sessions survive the switch to the rebuild. */
const MEMBER_COOKIE = /** @type {const} */ ('member');

const MEMBER_ROLES = new Set(['ROLE_USER', 'ROLE_ADMIN']);
/**
 * An access token is a JWT (base64url parts and dots): nothing else is ever sent on as an
 * Authorization header by a server that took it from a cookie.
 */
const ACCESS_TOKEN = /^[A-Za-z0-9\-_.]+$/;

/** @typedef {import('./index').MemberSession} MemberSession (index.d.ts) */

/**
 * The session in the cookie's parsed JSON, or null when it is not one (a cookie may be stale,
 * edited or written by an older release); a refresh token an older release wrote there is
 * dropped, never read.
 * @param {unknown} json
 * @returns {MemberSession | null}
 */
function memberSessionFrom(json) {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { username, memberRole, accessToken } = /** @type {Record<string, unknown>} */ (json);
  if (typeof username !== 'string' || username === '') return null;
  if (typeof memberRole !== 'string' || !MEMBER_ROLES.has(memberRole)) return null;
  if (typeof accessToken !== 'string' || !ACCESS_TOKEN.test(accessToken)) return null;
  return {
    username,
    memberRole: /** @type {MemberSession['memberRole']} */ (memberRole),
    accessToken,
  };
}

/**
 * The raw value of the member cookie in a Cookie header ('' when it is set empty), or undefined
 * without one.
 * @param {string | undefined} cookieHeader
 * @returns {string | undefined}
 */
function memberCookieValue(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === MEMBER_COOKIE) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/**
 * The session of the member cookie in a Cookie header, or null without one that reads as a
 * session. Whether its token is good is the api's to say.
 * @param {string | undefined} cookieHeader
 * @returns {MemberSession | null}
 */
function memberSessionIn(cookieHeader) {
  const raw = memberCookieValue(cookieHeader);
  if (!raw) return null;
  try {
    return memberSessionFrom(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return null; // not JSON, or not URI-encoded: not a session the client wrote
  }
}

/** @type {typeof import('./index')} as index.d.ts declares it */
module.exports = { MEMBER_COOKIE, memberCookieValue, memberSessionFrom, memberSessionIn };
