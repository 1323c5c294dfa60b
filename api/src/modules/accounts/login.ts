import { randomUUID } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { TokenService } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { MemberRole } from '../../db/enums';
import { AppError } from '../../errors';
import { findMemberById, findMemberCredentials, updateMember } from '../members/service';
import { eraseExpiredLoginAddresses } from '../privacy/retention';
import {
  advanceSession,
  insertSession,
  purgeIdleSessions,
  recordLogin,
  revokeReplayedSession,
  revokeSession,
} from './queries';
import type { LoginBodySchema, SessionSchema } from './schemas';

// A session's life (docs/adr/0026): login starts it, refresh rotates its tokens, logout ends it.

/** The login answer (and the refresh answer); the refresh token also goes into the cookie. */
export type Session = Static<typeof SessionSchema>;

/**
 * A session as issued: the refresh token is always there (routes decide where it travels), with
 * its lifetime, the refresh cookie's Max-Age (never past the session's absolute end).
 */
export type IssuedSession = Session & { refreshToken: string; refreshTokenLifetimeSeconds: number };

export type LoginRequest = Static<typeof LoginBodySchema>;

/**
 * POST /accounts/login: starts a session (docs/adr/0026). An unknown 학번 and a wrong password
 * get one answer, 401 ACCOUNT015, after the same scrypt work (an unknown 학번 is checked against
 * a dummy hash), so neither the answer nor its timing tells who is a member. Every attempt is
 * counted against the client address and the 학번 before the hash, in one atomic step (so a
 * burst of parallel guesses gets no more than the limit evaluated, docs/adr/0032), and given back
 * when the password was right; once either is used up the answer is 429 before any check. A
 * hash of an older scheme (Django's pbkdf2 from v1) is replaced by scrypt on success. Sessions
 * of anyone unused for the refresh lifetime, and login addresses past the attempt-limit window,
 * are purged on the way.
 */
export async function login(
  {
    db,
    tokens,
    attemptLimits,
    passwords,
    config,
    now,
  }: Pick<AppContext, 'db' | 'tokens' | 'attemptLimits' | 'passwords' | 'config' | 'now'>,
  client: { ip: string; userAgent: string | undefined },
  request: LoginRequest,
): Promise<IssuedSession> {
  const attempt = await attemptLimits.login.consume({ ip: client.ip, username: request.username });
  const member = await findMemberCredentials(db, request.username);
  const check = await passwords.verify(
    request.password,
    member?.password_hash ?? (await passwords.unknownMemberHash()),
  );
  if (member === undefined || !check.matches) throw AppError.of('ACCOUNT015');
  await attempt.refund();
  const upgradedHash = check.needsRehash ? await passwords.hash(request.password) : null;
  const sessionId = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (upgradedHash !== null) await updateMember(trx, member.id, { password_hash: upgradedHash });
    await recordLogin(trx, { memberId: member.id, ip: client.ip, at: new Date(now()) });
    // Addresses are kept for the attempt-limit window only (docs/adr/0037): older ones go now,
    // and the hourly retention purge erases them when no one logs in.
    await eraseExpiredLoginAddresses(trx, now(), config.retention);
    await purgeIdleSessions(trx, config.refreshTokenTtlSeconds);
    await insertSession(trx, {
      id: sessionId,
      memberId: member.id,
      userAgent: (client.userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH),
    });
  });
  return issueTokens(tokens, member, {
    sessionId,
    generation: 1,
    secondsLeft: config.sessionMaxAgeSeconds,
  });
}

/** Longer User-Agent headers are cut: the list shows browser and OS, not the whole string. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * POST /accounts/refresh: rotation within the token's session. The session moves to its next
 * generation and a new pair is issued; the presented token is then spent. A token of an older
 * generation than the session's is a copy that was already rotated — someone else holds the
 * session's tokens: the whole session is revoked (both copies and its access tokens stop
 * working) and the answer is 401 ACCOUNT014. A session that was ended, is idle past the refresh
 * lifetime, older than the absolute lifetime (SESSION_MAX_AGE_SECONDS since its login) or whose
 * member is gone is 401 ACCOUNT009. The role is read again, so a granted or revoked admin role
 * applies here. Refreshes are limited per member and per address (429 RATE001), counted once
 * the token's signature is checked.
 */
export async function refresh(
  {
    db,
    tokens,
    config,
    memberChanges,
    attemptLimits,
  }: Pick<AppContext, 'db' | 'tokens' | 'config' | 'memberChanges' | 'attemptLimits'>,
  client: { ip: string },
  refreshToken: string,
): Promise<IssuedSession> {
  const claims = tokens.verifyRefresh(refreshToken);
  await attemptLimits.refresh.consume({ ip: client.ip, memberId: claims.memberId });
  const advanced = await advanceSession(db, {
    id: claims.sessionId,
    memberId: claims.memberId,
    generation: claims.generation,
    idleSeconds: config.refreshTokenTtlSeconds,
    maxAgeSeconds: config.sessionMaxAgeSeconds,
  });
  if (advanced === undefined) {
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
  return issueTokens(tokens, member, { sessionId: claims.sessionId, ...advanced });
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

/** A token pair of the session's generation (signing only: the session row is the caller's). */
function issueTokens(
  tokens: TokenService,
  member: { id: number; username: string; role: MemberRole },
  session: { sessionId: string; generation: number; secondsLeft: number },
): IssuedSession {
  const identity = { memberId: member.id, role: member.role, sessionId: session.sessionId };
  const refreshToken = tokens.signRefresh({
    ...identity,
    generation: session.generation,
    sessionSecondsLeft: session.secondsLeft,
  });
  return {
    username: member.username,
    memberRole: member.role,
    accessToken: tokens.signAccess(identity).token,
    refreshToken: refreshToken.token,
    refreshTokenLifetimeSeconds: refreshToken.lifetimeSeconds,
  };
}
