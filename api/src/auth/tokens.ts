import { createHash, randomUUID } from 'node:crypto';
import { createDecoder, createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Config } from '../config';
import { MEMBER_ROLES, type MemberRole } from '../db/enums';
import { AppError } from '../errors';

/**
 * What a token is for, carried in the `typ` claim and checked on every verification, so a
 * refresh token is never accepted as an access token (a quirk of the original) and a
 * verification token never logs anyone in.
 */
export type TokenType = 'access' | 'refresh' | 'verification';

/** The role claim of a verification token: a student the portal vouched for, not a member. */
export const VERIFIED_ROLE = 'ROLE_VERIFIED';

export interface IssuedToken {
  token: string;
  /** Unique id (`jti` claim); refresh tokens are stored by it so they can be revoked. */
  jti: string;
  expiresAt: Date;
  /** From its issue to `expiresAt`: a cookie's Max-Age. */
  lifetimeSeconds: number;
}

export interface MemberIdentity {
  memberId: number;
  role: MemberRole;
}

/** A member's token belongs to one session (a login: migrations/008, docs/adr/0026). */
export interface SessionIdentity extends MemberIdentity {
  sessionId: string;
}

/** A refresh token is the one of its session's current generation, or a replayed older copy. */
export interface RefreshIdentity extends SessionIdentity {
  generation: number;
  /**
   * Seconds until the session's absolute end (SESSION_MAX_AGE_SECONDS after its login): the
   * token expires then if that comes before its own lifetime (REFRESH_TOKEN_TTL_SECONDS).
   */
  sessionSecondsLeft: number;
}

export interface VerifiedMemberToken extends SessionIdentity {
  jti: string;
  expiresAt: Date;
}

export interface VerifiedRefreshToken extends VerifiedMemberToken {
  generation: number;
}

export interface VerifiedStudentToken {
  /** The 학번 the portal confirmed. */
  username: string;
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  signAccess(member: SessionIdentity): IssuedToken;
  signRefresh(member: RefreshIdentity): IssuedToken;
  /** After a portal login: lets the student register or reset a password for 30 minutes. */
  signVerification(username: string): IssuedToken;
  /** Throws AppError ACCOUNT005 when expired, ACCOUNT004 when invalid or of another type. */
  verifyAccess(token: string): VerifiedMemberToken;
  /** Throws AppError ACCOUNT006 when expired, ACCOUNT004 when invalid or of another type. */
  verifyRefresh(token: string): VerifiedRefreshToken;
  /** Throws AppError ACCOUNT005 when expired, ACCOUNT004 when invalid or of another type. */
  verifyVerification(token: string): VerifiedStudentToken;
  /**
   * A bearer token of a request: an access or a verification token (a refresh token is
   * ACCOUNT004). Throws AppError ACCOUNT005 when expired.
   */
  verifyBearer(token: string): BearerToken;
}

export type BearerToken =
  ({ typ: 'access' } & VerifiedMemberToken) | ({ typ: 'verification' } & VerifiedStudentToken);

export type TokenConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'jwtAcceptedSecrets'
  | 'accessTokenTtlSeconds'
  | 'refreshTokenTtlSeconds'
  | 'verificationTokenTtlSeconds'
>;

interface Claims {
  sub: string;
  memberRole: string;
  typ: TokenType;
  iat: number;
  exp: number;
  jti: string;
  /** Access and refresh tokens: the session (login) they belong to. */
  sid?: string;
  /** Refresh tokens: the session's generation when issued. */
  gen?: number;
}

const ALGORITHM = 'HS256';
/** Session ids are UUIDs (the sessions table's key); anything else is no session of ours. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key id (`kid` header) of a secret: a digest prefix, so that a token names the secret that
 * signed it without revealing it, and the id needs no configuration of its own.
 */
export function keyIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 12);
}

/**
 * HS256 tokens with the claims sub, memberRole, typ, iat, exp and jti; a member's tokens also
 * carry sid (the session) and refresh tokens gen (its generation). `now` (milliseconds) is
 * injectable so tests can move time instead of waiting.
 */
export function createTokenService(
  config: TokenConfig,
  now: () => number = Date.now,
): TokenService {
  const sign = createSigner({
    key: config.jwtSecret,
    algorithm: ALGORITHM,
    kid: keyIdOf(config.jwtSecret),
  });
  // JWT_SECRET and JWT_ACCEPTED_SECRETS verify, each the tokens that name it as `kid`: a
  // rotation keeps every session (docs/operations.md). Expiry is checked below against `now`,
  // after the signature and the claims are trusted.
  const verifiers = new Map(
    [config.jwtSecret, ...config.jwtAcceptedSecrets].map((key) => [
      keyIdOf(key),
      createVerifier({
        key,
        algorithms: [ALGORITHM],
        ignoreExpiration: true,
        requiredClaims: ['sub', 'memberRole', 'typ', 'iat', 'exp', 'jti'],
      }),
    ]),
  );
  const readHeader = createDecoder({ complete: true });
  const decode = (token: string): unknown => {
    const { kid } = (readHeader(token) as { header: { kid?: unknown } }).header;
    // Tokens signed before key ids existed have none: each secret may have signed them.
    const candidates = kid === undefined ? [...verifiers.values()] : [verifiers.get(String(kid))];
    let failure: unknown = new TokenError(TokenError.codes.invalidKey, 'unknown key id');
    for (const verifier of candidates) {
      if (verifier === undefined) continue;
      try {
        return verifier(token);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  };

  const issue = (
    typ: TokenType,
    sub: string,
    memberRole: string,
    ttlSeconds: number,
    session: Pick<Claims, 'sid' | 'gen'> = {},
  ) => {
    const iat = Math.floor(now() / 1000);
    const claims: Claims = {
      sub,
      memberRole,
      typ,
      iat,
      exp: iat + ttlSeconds,
      jti: randomUUID(),
      ...session,
    };
    return {
      token: sign(claims),
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000),
      lifetimeSeconds: ttlSeconds,
    };
  };

  const verify = (
    token: string,
    accepted: readonly TokenType[],
    expiredCode: 'ACCOUNT005' | 'ACCOUNT006',
  ): Claims => {
    let claims: Claims;
    try {
      claims = decode(token) as Claims;
    } catch (error) {
      if (error instanceof TokenError) throw AppError.of('ACCOUNT004');
      throw error;
    }
    if (
      !accepted.includes(claims.typ) ||
      typeof claims.sub !== 'string' ||
      typeof claims.exp !== 'number' ||
      typeof claims.jti !== 'string'
    ) {
      throw AppError.of('ACCOUNT004');
    }
    if (claims.exp * 1000 <= now()) throw AppError.of(expiredCode);
    return claims;
  };

  const memberToken = (claims: Claims): VerifiedMemberToken => {
    const memberId = Number(claims.sub);
    const role = MEMBER_ROLES.find((candidate) => candidate === claims.memberRole);
    // A member token without a session (issued before sessions existed) is not one we accept.
    if (
      !Number.isSafeInteger(memberId) ||
      memberId <= 0 ||
      role === undefined ||
      typeof claims.sid !== 'string' ||
      !UUID.test(claims.sid)
    ) {
      throw AppError.of('ACCOUNT004');
    }
    return {
      memberId,
      role,
      sessionId: claims.sid,
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000),
    };
  };

  const refreshToken = (claims: Claims): VerifiedRefreshToken => {
    const generation = claims.gen;
    if (typeof generation !== 'number' || !Number.isSafeInteger(generation) || generation <= 0) {
      throw AppError.of('ACCOUNT004');
    }
    return { ...memberToken(claims), generation };
  };

  const studentToken = (claims: Claims): VerifiedStudentToken => {
    if (claims.memberRole !== VERIFIED_ROLE) throw AppError.of('ACCOUNT004');
    return { username: claims.sub, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
  };

  return {
    signAccess: ({ memberId, role, sessionId }) =>
      issue('access', String(memberId), role, config.accessTokenTtlSeconds, { sid: sessionId }),
    signRefresh: ({ memberId, role, sessionId, generation, sessionSecondsLeft }) =>
      issue(
        'refresh',
        String(memberId),
        role,
        Math.max(1, Math.min(config.refreshTokenTtlSeconds, Math.floor(sessionSecondsLeft))),
        {
          sid: sessionId,
          gen: generation,
        },
      ),
    signVerification: (username) =>
      issue('verification', username, VERIFIED_ROLE, config.verificationTokenTtlSeconds),
    verifyAccess: (token) => memberToken(verify(token, ['access'], 'ACCOUNT005')),
    verifyRefresh: (token) => refreshToken(verify(token, ['refresh'], 'ACCOUNT006')),
    verifyVerification: (token) => studentToken(verify(token, ['verification'], 'ACCOUNT005')),
    verifyBearer: (token) => {
      const claims = verify(token, ['access', 'verification'], 'ACCOUNT005');
      return claims.typ === 'access'
        ? { typ: 'access', ...memberToken(claims) }
        : { typ: 'verification', ...studentToken(claims) };
    },
  };
}
