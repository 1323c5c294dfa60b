import type { Static } from '@fastify/type-provider-typebox';
import type { VerifiedPrincipal } from '../../auth/principal';
import type { TokenService } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { AppDatabase } from '../../db/database';
import type { MemberRole } from '../../db/enums';
import { AppError } from '../../errors';
import {
  hashPassword,
  verifyPassword,
  type AttemptSource,
  type RetryAfterTarget,
} from '../../security';
import { recordConfiguredAdminSignUp } from '../admin/service';
import { takeVerification } from '../auth/queries';
import { cohortYearId, departmentsByName } from '../members/portal-profile';
import { memberInfo, type MemberInfo } from '../members/service';
import {
  findMemberById,
  findMemberCredentials,
  insertMember,
  memberIdByUsername,
  updateMember,
} from '../members/queries';
import { recordLogin, revokeRefreshTokens, storeRefreshToken, takeRefreshToken } from './queries';
import type { LoginBodySchema, RegisterBodySchema, SessionSchema } from './schemas';

export type RegisterRequest = Static<typeof RegisterBodySchema>;

export interface Registered {
  username: string;
  role: MemberRole;
  createdAt: Date;
}

/** The login answer (and the refresh answer); the refresh token also goes into the cookie. */
export type Session = Static<typeof SessionSchema>;

/** A session as issued: the refresh token is always there (routes decide where it travels). */
export type IssuedSession = Session & { refreshToken: string };

/**
 * POST /accounts/register. The verification token must be for this 학번 (401 ACCOUNT012) and
 * still unused; name and departments must equal what the portal verified (400 ACCOUNT013), so a
 * client cannot sign up under another department. The verification is used up in the same
 * transaction as the insert: a failed sign-up can be retried with the same token.
 */
export async function register(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  verified: VerifiedPrincipal,
  request: RegisterRequest,
): Promise<Registered> {
  if (verified.username !== request.username) throw AppError.of('ACCOUNT012');
  // Cheap checks before the deliberately slow hash.
  if ((await memberIdByUsername(db, request.username)) !== null) throw AppError.of('ACCOUNT001');
  const passwordHash = await hashPassword(request.password);

  try {
    return await db.transaction().execute(async (trx) => {
      const verification = await takeVerification(trx, {
        jti: verified.tokenId,
        purpose: 'REGISTER',
        username: request.username,
      });
      if (verification === undefined) throw AppError.of('ACCOUNT012');
      const secondDepartment = request.secondDepartment ?? null;
      if (
        verification.name !== request.name ||
        verification.department !== request.department ||
        verification.second_department !== secondDepartment
      ) {
        throw AppError.of('ACCOUNT013');
      }
      const yearId = await cohortYearId(trx, request.username);
      const departments = await departmentsByName(trx, {
        department: request.department,
        secondDepartment,
      });
      const member = await insertMember(trx, {
        username: request.username,
        password_hash: passwordHash,
        name: request.name,
        email: request.email ?? null,
        role: roleForNewMember(config.adminUsernames, request.username),
        year_id: yearId,
        department_id: departments.departmentId,
        second_department_id: departments.secondDepartmentId,
        exemption: null,
      });
      if (member.role === 'ROLE_ADMIN') {
        await recordConfiguredAdminSignUp(trx, { ...member, name: request.name });
      }
      return { username: member.username, role: member.role, createdAt: member.created_at };
    });
  } catch (error) {
    // Two sign-ups of one 학번 at once: the unique index decides, the loser gets the 409.
    if (isUniqueViolation(error)) throw AppError.of('ACCOUNT001');
    throw error;
  }
}

export type LoginRequest = Static<typeof LoginBodySchema>;

/**
 * POST /accounts/login. Failed attempts (unknown 학번, wrong password) count against the
 * client address and the 학번; once either is used up the answer is 429 before any check. A
 * hash of an older scheme (Django's pbkdf2 from v1) is replaced by scrypt on success.
 */
export async function login(
  { db, tokens, attemptLimits }: Pick<AppContext, 'db' | 'tokens' | 'attemptLimits'>,
  client: { source: AttemptSource; reply: RetryAfterTarget },
  request: LoginRequest,
): Promise<IssuedSession> {
  const limiter = attemptLimits.login;
  await limiter.check(client.source, client.reply, request.username);
  const member = await findMemberCredentials(db, request.username);
  if (member === undefined) {
    await limiter.record(client.source, request.username);
    throw AppError.of('ACCOUNT002');
  }
  const check = await verifyPassword(request.password, member.password_hash);
  if (!check.matches) {
    await limiter.record(client.source, request.username);
    throw AppError.of('ACCOUNT003');
  }
  const upgradedHash = check.needsRehash ? await hashPassword(request.password) : null;
  return db.transaction().execute(async (trx) => {
    if (upgradedHash !== null) await updateMember(trx, member.id, { password_hash: upgradedHash });
    await recordLogin(trx, member.id, client.source.ip);
    return issueSession(trx, tokens, member);
  });
}

/**
 * POST /accounts/refresh: rotation. The presented token is revoked and a new pair issued in one
 * transaction; a token not in the store (already rotated, logged out, or its member deleted) is
 * 401 ACCOUNT009. The role is read again, so a granted or revoked admin role applies here.
 */
export async function refresh(
  { db, tokens }: Pick<AppContext, 'db' | 'tokens'>,
  refreshToken: string,
): Promise<IssuedSession> {
  const claims = tokens.verifyRefresh(refreshToken);
  return db.transaction().execute(async (trx) => {
    const taken = await takeRefreshToken(trx, { jti: claims.jti, memberId: claims.memberId });
    const member = taken ? await findMemberById(trx, claims.memberId) : undefined;
    if (member === undefined) throw AppError.of('ACCOUNT009');
    return issueSession(trx, tokens, member);
  });
}

/** POST /accounts/logout: revokes the member's own refresh token (another's → 403 ACCOUNT008). */
export async function logout(
  { db, tokens }: Pick<AppContext, 'db' | 'tokens'>,
  memberId: number,
  refreshToken: string,
): Promise<void> {
  const claims = tokens.verifyRefresh(refreshToken);
  if (claims.memberId !== memberId) throw AppError.of('ACCOUNT008');
  if (!(await takeRefreshToken(db, { jti: claims.jti, memberId }))) {
    throw AppError.of('ACCOUNT009');
  }
}

/**
 * PATCH /members/me/password: the signed-in member sets a new password (see `replacePassword`).
 */
export async function changePassword(
  db: AppDatabase,
  memberId: number,
  password: string,
): Promise<MemberInfo> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute((trx) => replacePassword(trx, memberId, passwordHash));
}

/**
 * PATCH /members/password/reset with a verification token from POST /auth/password/reset: the
 * token's 학번 must be a member (404 MEMBER002) and the verification unused (401 ACCOUNT012);
 * the verification is used up in the transaction of the change.
 */
export async function resetPassword(
  db: AppDatabase,
  verified: VerifiedPrincipal,
  password: string,
): Promise<MemberInfo> {
  const memberId = await memberIdByUsername(db, verified.username);
  if (memberId === null) throw AppError.of('MEMBER002');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const verification = await takeVerification(trx, {
      jti: verified.tokenId,
      purpose: 'PASSWORD_RESET',
      username: verified.username,
    });
    if (verification === undefined) throw AppError.of('ACCOUNT012');
    return replacePassword(trx, memberId, passwordHash);
  });
}

/**
 * The one way a member's password changes (change and reset), inside the caller's transaction:
 * the new hash is stored and every refresh token of the member revoked with it, so a session
 * opened with the old password does not outlive it. 404 MEMBER002 when the member is gone.
 */
async function replacePassword(
  trx: AppDatabase,
  memberId: number,
  passwordHash: string,
): Promise<MemberInfo> {
  if (!(await updateMember(trx, memberId, { password_hash: passwordHash }))) {
    throw AppError.of('MEMBER002');
  }
  await revokeRefreshTokens(trx, memberId);
  return memberInfo(trx, memberId);
}

/** ADMIN_USERNAMES members are admins from sign-up on. */
function roleForNewMember(adminUsernames: readonly string[], username: string): MemberRole {
  return adminUsernames.includes(username) ? 'ROLE_ADMIN' : 'ROLE_USER';
}

async function issueSession(
  db: AppDatabase,
  tokens: TokenService,
  member: { id: number; username: string; role: MemberRole },
): Promise<IssuedSession> {
  const identity = { memberId: member.id, role: member.role };
  const access = tokens.signAccess(identity);
  const refreshToken = tokens.signRefresh(identity);
  await storeRefreshToken(db, {
    jti: refreshToken.jti,
    memberId: member.id,
    expiresAt: refreshToken.expiresAt,
  });
  return {
    username: member.username,
    memberRole: member.role,
    accessToken: access.token,
    refreshToken: refreshToken.token,
  };
}

/** PostgreSQL's unique_violation (both drivers expose SQLSTATE as `code`). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
