import { randomUUID } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { MemberPrincipal, VerifiedPrincipal } from '../../auth/principal';
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
import {
  advanceSession,
  insertSession,
  purgeIdleSessions,
  recordLogin,
  revokeReplayedSession,
  revokeSession,
  revokeSessionsOf,
} from './queries';
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
 * POST /accounts/login: starts a session (docs/adr/0026). An unknown 학번 and a wrong password
 * get one answer, 401 ACCOUNT015, after the same scrypt work (an unknown 학번 is checked against
 * a dummy hash), so neither the answer nor its timing tells who is a member. Both count against
 * the client address and the 학번; once either is used up the answer is 429 before any check. A
 * hash of an older scheme (Django's pbkdf2 from v1) is replaced by scrypt on success. Sessions
 * of anyone unused for the refresh lifetime are purged on the way.
 */
export async function login(
  {
    db,
    tokens,
    attemptLimits,
    config,
  }: Pick<AppContext, 'db' | 'tokens' | 'attemptLimits' | 'config'>,
  client: { source: AttemptSource; reply: RetryAfterTarget; userAgent: string | undefined },
  request: LoginRequest,
): Promise<IssuedSession> {
  const limiter = attemptLimits.login;
  await limiter.check(client.source, client.reply, request.username);
  const member = await findMemberCredentials(db, request.username);
  const check = await verifyPassword(
    request.password,
    member?.password_hash ?? (await dummyPasswordHash()),
  );
  if (member === undefined || !check.matches) {
    await limiter.record(client.source, request.username);
    throw AppError.of('ACCOUNT015');
  }
  const upgradedHash = check.needsRehash ? await hashPassword(request.password) : null;
  const sessionId = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (upgradedHash !== null) await updateMember(trx, member.id, { password_hash: upgradedHash });
    await recordLogin(trx, member.id, client.source.ip);
    await purgeIdleSessions(trx, config.refreshTokenTtlSeconds);
    await insertSession(trx, {
      id: sessionId,
      memberId: member.id,
      userAgent: (client.userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH),
    });
  });
  return issueTokens(tokens, member, { sessionId, generation: 1 });
}

/** The hash an unknown 학번's password is checked against: made once, by the same scheme. */
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}

/** Longer User-Agent headers are cut: the list shows browser and OS, not the whole string. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * POST /accounts/refresh: rotation within the token's session. The session moves to its next
 * generation and a new pair is issued; the presented token is then spent. A token of an older
 * generation than the session's is a copy that was already rotated — someone else holds the
 * session's tokens: the whole session is revoked (both copies and its access tokens stop
 * working) and the answer is 401 ACCOUNT014. A session that was ended, is idle past the refresh
 * lifetime or whose member is gone is 401 ACCOUNT009. The role is read again, so a granted or
 * revoked admin role applies here.
 */
export async function refresh(
  {
    db,
    tokens,
    config,
    memberChanges,
  }: Pick<AppContext, 'db' | 'tokens' | 'config' | 'memberChanges'>,
  refreshToken: string,
): Promise<IssuedSession> {
  const claims = tokens.verifyRefresh(refreshToken);
  const generation = await advanceSession(db, {
    id: claims.sessionId,
    memberId: claims.memberId,
    generation: claims.generation,
    idleSeconds: config.refreshTokenTtlSeconds,
  });
  if (generation === undefined) {
    const replayed = {
      id: claims.sessionId,
      memberId: claims.memberId,
      generation: claims.generation,
    };
    if (await revokeReplayedSession(db, replayed)) {
      memberChanges.changed(claims.memberId);
      throw AppError.of('ACCOUNT014');
    }
    throw AppError.of('ACCOUNT009');
  }
  const member = await findMemberById(db, claims.memberId);
  if (member === undefined) throw AppError.of('ACCOUNT009');
  return issueTokens(tokens, member, { sessionId: claims.sessionId, generation });
}

/**
 * POST /accounts/logout: ends the session of the member's own refresh token (another's → 403
 * ACCOUNT008); its access tokens are refused from the next call on.
 */
export async function logout(
  { db, tokens, memberChanges }: Pick<AppContext, 'db' | 'tokens' | 'memberChanges'>,
  memberId: number,
  refreshToken: string,
): Promise<void> {
  const claims = tokens.verifyRefresh(refreshToken);
  if (claims.memberId !== memberId) throw AppError.of('ACCOUNT008');
  if (!(await revokeSession(db, { id: claims.sessionId, memberId }))) {
    throw AppError.of('ACCOUNT009');
  }
  memberChanges.changed(memberId);
}

/**
 * PATCH /members/me/password: the signed-in member sets a new password (see `replacePassword`);
 * the member's other sessions end, the one that changed it goes on.
 */
export async function changePassword(
  { db, memberChanges }: Pick<AppContext, 'db' | 'memberChanges'>,
  member: MemberPrincipal,
  password: string,
): Promise<MemberInfo> {
  const passwordHash = await hashPassword(password);
  const info = await db
    .transaction()
    .execute((trx) => replacePassword(trx, member.memberId, passwordHash, member.sessionId));
  memberChanges.changed(member.memberId);
  return info;
}

/**
 * PATCH /members/password/reset with a verification token from POST /auth/password/reset: the
 * token's 학번 must be a member (404 MEMBER002) and the verification unused (401 ACCOUNT012);
 * the verification is used up in the transaction of the change.
 */
export async function resetPassword(
  { db, memberChanges }: Pick<AppContext, 'db' | 'memberChanges'>,
  verified: VerifiedPrincipal,
  password: string,
): Promise<MemberInfo> {
  const memberId = await memberIdByUsername(db, verified.username);
  if (memberId === null) throw AppError.of('MEMBER002');
  const passwordHash = await hashPassword(password);
  const info = await db.transaction().execute(async (trx) => {
    const verification = await takeVerification(trx, {
      jti: verified.tokenId,
      purpose: 'PASSWORD_RESET',
      username: verified.username,
    });
    if (verification === undefined) throw AppError.of('ACCOUNT012');
    return replacePassword(trx, memberId, passwordHash);
  });
  memberChanges.changed(memberId);
  return info;
}

/**
 * The one way a member's password changes (change and reset), inside the caller's transaction:
 * the new hash is stored and every session of the member but `keptSessionId` (the one that
 * changed it) ended with it, so a session opened with the old password does not outlive it.
 * The caller announces the member's change after the commit. 404 MEMBER002 when the member is
 * gone.
 */
async function replacePassword(
  trx: AppDatabase,
  memberId: number,
  passwordHash: string,
  keptSessionId?: string,
): Promise<MemberInfo> {
  if (!(await updateMember(trx, memberId, { password_hash: passwordHash }))) {
    throw AppError.of('MEMBER002');
  }
  await revokeSessionsOf(trx, memberId, keptSessionId);
  return memberInfo(trx, memberId);
}

/** ADMIN_USERNAMES members are admins from sign-up on. */
function roleForNewMember(adminUsernames: readonly string[], username: string): MemberRole {
  return adminUsernames.includes(username) ? 'ROLE_ADMIN' : 'ROLE_USER';
}

/** A token pair of the session's generation (signing only: the session row is the caller's). */
function issueTokens(
  tokens: TokenService,
  member: { id: number; username: string; role: MemberRole },
  session: { sessionId: string; generation: number },
): IssuedSession {
  const identity = { memberId: member.id, role: member.role, sessionId: session.sessionId };
  return {
    username: member.username,
    memberRole: member.role,
    accessToken: tokens.signAccess(identity).token,
    refreshToken: tokens.signRefresh({ ...identity, generation: session.generation }).token,
  };
}

/** PostgreSQL's unique_violation (both drivers expose SQLSTATE as `code`). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
