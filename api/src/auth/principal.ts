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
 * Sets `request.principal` from `Authorization: Bearer <token>` on every request. As in the
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
    const token = bearerToken(request.headers.authorization);
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
