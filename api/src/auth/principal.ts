import { cookieValue } from '../http/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberRole } from '../db/enums';
import { AppError } from '../errors';
import type { LiveSessions } from './live-sessions';
import type { TokenService } from './tokens';

export interface MemberPrincipal {
  kind: 'member';
  memberId: number;
  role: MemberRole;
  /** The session (login) of the access token: "로그인 기기" marks it as the current one. */
  sessionId: string;
}

/** A student the portal verified (sign-up, password reset), not yet a logged-in member. */
export interface VerifiedPrincipal {
  kind: 'verified';
  username: string;
  /** The verification token's jti: the key of what the portal verified (modules/auth). */
  tokenId: string;
}

/** Who is calling: null for anonymous requests. */
export type Principal = MemberPrincipal | VerifiedPrincipal | null;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
}

/**
 * Sets `request.principal` from `Authorization: Bearer <token>` on every request, or for a read
 * the site's own page fetches without that header, from the access token of the `member` cookie
 * (`pageReadToken`). As in the
 * original, a token that is present is always checked, even on public paths: an expired access
 * or verification token → 401 ACCOUNT005, anything else invalid (including a refresh token)
 * → 401 ACCOUNT004. An access token of a session that was ended (logout, password change, …)
 * → 401 ACCOUNT014, which clients answer by signing in again, not by a refresh. A header with
 * another scheme counts as no token.
 */
export function registerPrincipal(
  app: FastifyInstance,
  tokens: TokenService,
  sessions: LiveSessions,
): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization) ?? pageReadToken(request);
    if (token === null) return;
    const verified = tokens.verifyBearer(token);
    if (verified.typ === 'verification') {
      request.principal = { kind: 'verified', username: verified.username, tokenId: verified.jti };
      return;
    }
    if (!(await sessions.isAlive(verified.sessionId, verified.memberId))) {
      throw AppError.of('ACCOUNT014');
    }
    request.principal = {
      kind: 'member',
      memberId: verified.memberId,
      role: verified.role,
      sessionId: verified.sessionId,
    };
  });
}

/** The browser client's session cookie (shared-auth's COOKIE_NAMES.member): JSON with `accessToken`. */
const MEMBER_COOKIE = 'member';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The access token of the `member` cookie, for a read that the site's own page fetches without
 * an Authorization header: the shell's server preloads a member's first api reads
 * (`<link rel=preload as=fetch crossorigin=use-credentials>`), which cannot carry the header
 * (docs/adr/0042). Taken only when the browser itself says so, in headers no page can set: a
 * same-origin fetch (`Sec-Fetch-Site: same-origin`, `Sec-Fetch-Mode: cors`, `Sec-Fetch-Dest:
 * empty`), never a navigation, an embedded resource or another site's request, and only for
 * GET/HEAD: every state change stays bearer-only (docs/adr/0022). Whoever can send such a request
 * runs on the site's origin and can read the script-readable cookie anyway.
 */
function pageReadToken(request: FastifyRequest): string | null {
  const { headers } = request;
  if (
    !SAFE_METHODS.has(request.method) ||
    headers['sec-fetch-site'] !== 'same-origin' ||
    headers['sec-fetch-mode'] !== 'cors' ||
    headers['sec-fetch-dest'] !== 'empty'
  ) {
    return null;
  }
  return memberCookieToken(headers.cookie);
}

function memberCookieToken(cookieHeader: string | undefined): string | null {
  const value = cookieValue(cookieHeader, MEMBER_COOKIE);
  if (value === undefined) return null;
  try {
    // js-cookie's encoding of the JSON (shared-auth's writeJsonCookie).
    const session: unknown = JSON.parse(decodeURIComponent(value));
    const token = (session as { accessToken?: unknown } | null)?.accessToken;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null; // not a session the client wrote: no token
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The calling member, or the error the original returns: no token → 401 ACCOUNT007, a
 * verification token → 403 ACCOUNT008. Use in handlers; `requireMember` is the same check as a
 * route hook, which rejects before the body is parsed and validated.
 */
export function memberOf(request: FastifyRequest): MemberPrincipal {
  const { principal } = request;
  if (principal === null) throw AppError.of('ACCOUNT007');
  if (principal.kind !== 'member') throw AppError.of('ACCOUNT008');
  return principal;
}

/** An admin member: no token → 401 ACCOUNT007, anyone else → 403 ACCOUNT008. */
export function adminOf(request: FastifyRequest): MemberPrincipal {
  const member = memberOf(request);
  if (member.role !== 'ROLE_ADMIN') throw AppError.of('ACCOUNT008');
  return member;
}

/** A portal-verified student: no token → 401 ACCOUNT007, a member token → 403 ACCOUNT008. */
export function verifiedOf(request: FastifyRequest): VerifiedPrincipal {
  const { principal } = request;
  if (principal === null) throw AppError.of('ACCOUNT007');
  if (principal.kind !== 'verified') throw AppError.of('ACCOUNT008');
  return principal;
}

// Route hooks: `app.get('/me', { onRequest: requireMember }, handler)`. Route-level onRequest
// hooks run after the app-level one above, so the principal is already parsed.
export async function requireMember(request: FastifyRequest): Promise<void> {
  memberOf(request);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  adminOf(request);
}

export async function requireVerified(request: FastifyRequest): Promise<void> {
  verifiedOf(request);
}
