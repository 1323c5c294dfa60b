import { memberSessionIn } from '@smunity/member-cookie';
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
    /**
     * Why the `member` cookie's token was not taken (expired, invalid, an ended session): the
     * request goes on as a guest's, and only a guard that needs a member answers with it.
     */
    staleCookieCredential: AppError | null;
  }
}

/**
 * Sets `request.principal` from `Authorization: Bearer <token>` on every request, or for a read
 * the site's own page fetches without that header, from the access token of the `member` cookie
 * (`pageReadToken`).
 *
 * A header's token is always checked, even on public paths, as in the original: an expired
 * access or verification token → 401 ACCOUNT005, anything else invalid (including a refresh
 * token) → 401 ACCOUNT004, an access token of an ended session (logout, password change, …)
 * → 401 ACCOUNT014, which clients answer by signing in again, not by a refresh. A header with
 * another scheme counts as no token.
 *
 * The cookie is not a credential the caller chose to send: the browser sends it with every read
 * of the page, and it outlives the session it holds (a withdrawal, a logout in another tab, a
 * password change elsewhere, the session's lifetime). So a cookie whose token fails any of those
 * checks makes the request a guest's: public paths answer as for anyone, and a path that needs
 * a member answers with the token's own error (`memberOf`), so the client renews or signs out.
 */
export function registerPrincipal(
  app: FastifyInstance,
  tokens: TokenService,
  sessions: LiveSessions,
): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('staleCookieCredential', null);

  const principalOf = async (token: string): Promise<Exclude<Principal, null>> => {
    const verified = tokens.verifyBearer(token);
    if (verified.typ === 'verification') {
      return { kind: 'verified', username: verified.username, tokenId: verified.jti };
    }
    if (!(await sessions.isAlive(verified.sessionId, verified.memberId))) {
      throw AppError.of('ACCOUNT014');
    }
    return {
      kind: 'member',
      memberId: verified.memberId,
      role: verified.role,
      sessionId: verified.sessionId,
    };
  };

  app.addHook('onRequest', async (request) => {
    const bearer = bearerToken(request.headers.authorization);
    if (bearer !== null) {
      request.principal = await principalOf(bearer);
      return;
    }
    const cookieToken = pageReadToken(request);
    if (cookieToken === null) return;
    try {
      const principal = await principalOf(cookieToken);
      // The cookie holds a member's access token, never a verification token.
      if (principal.kind === 'member') request.principal = principal;
      else request.staleCookieCredential = AppError.of('ACCOUNT004');
    } catch (error) {
      // Only the token's own refusals; anything else (the database away) stays an error.
      if (!isCredentialRefusal(error)) throw error;
      request.staleCookieCredential = error;
    }
  });
}

const CREDENTIAL_REFUSALS = new Set(['ACCOUNT004', 'ACCOUNT005', 'ACCOUNT014']);

function isCredentialRefusal(error: unknown): error is AppError {
  return error instanceof AppError && CREDENTIAL_REFUSALS.has(error.code);
}

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
  // The browser client's session cookie (@smunity/member-cookie): only a session it wrote.
  return memberSessionIn(headers.cookie)?.accessToken ?? null;
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The calling member, or the error the original returns: no token → 401 ACCOUNT007 (or the
 * refusal of a stale `member` cookie's token, see `registerPrincipal`), a verification token →
 * 403 ACCOUNT008. Use in handlers; `requireMember` is the same check as a
 * route hook, which rejects before the body is parsed and validated.
 */
export function memberOf(request: FastifyRequest): MemberPrincipal {
  const { principal } = request;
  if (principal === null) throw request.staleCookieCredential ?? AppError.of('ACCOUNT007');
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
