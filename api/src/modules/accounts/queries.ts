import { sql } from 'kysely';
import type { SessionState } from '../../auth/live-sessions';
import type { AppDatabase } from '../../db/database';
import { metrics } from '../../observability/metrics';

// Sessions (migrations/008, docs/adr/0026). Times come from the database's clock (now()), the
// one every replica shares.

/** `seconds` ago by the database's clock: the last use (or login) before which a session is over. */
function idleCutoff(idleSeconds: number) {
  return sql<Date>`now() - make_interval(secs => ${idleSeconds})`;
}

/**
 * Starts a session (a login) at generation 1. Counted once stored; the login's transaction is
 * this insert's last step that can fail.
 */
export async function insertSession(
  db: AppDatabase,
  session: { id: string; memberId: number; userAgent: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      member_id: session.memberId,
      user_agent: session.userAgent,
      created_at: sql<Date>`now()`,
      last_used_at: sql<Date>`now()`,
    })
    .execute();
  metrics.sessionsStarted.inc();
}

/** Deletes every session (anyone's) unused for `idleSeconds`, revoked or not. */
export async function purgeIdleSessions(db: AppDatabase, idleSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('last_used_at', '<', idleCutoff(idleSeconds))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Moves an alive, recently used session from `generation` to the next one; the new generation
 * and the seconds left until its absolute end, or undefined when the session is not at `generation` (any more), revoked, idle, past its
 * absolute lifetime (`maxAgeSeconds` since the login) or not the member's. One statement: of two
 * refreshes with one token, PostgreSQL's row lock lets exactly one match `generation`, on any
 * replica.
 */
export async function advanceSession(
  db: AppDatabase,
  session: {
    id: string;
    memberId: number;
    generation: number;
    idleSeconds: number;
    maxAgeSeconds: number;
  },
): Promise<{ generation: number; secondsLeft: number } | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ generation: sql<number>`generation + 1`, last_used_at: sql<Date>`now()` })
    .where('id', '=', session.id)
    .where('member_id', '=', session.memberId)
    .where('generation', '=', session.generation)
    .where('revoked_at', 'is', null)
    .where('last_used_at', '>=', idleCutoff(session.idleSeconds))
    .where('created_at', '>=', idleCutoff(session.maxAgeSeconds))
    .returning([
      'generation',
      // Until the absolute end, by the database's clock (the one the conditions above read).
      sql<number>`extract(epoch from created_at - now())::float8 + ${session.maxAgeSeconds}::float8`.as(
        'secondsLeft',
      ),
    ])
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { generation: row.generation, secondsLeft: Number(row.secondsLeft) };
}

/**
 * Revokes the session of a refresh token whose generation the session has already passed (a
 * replayed copy); false when the session is not alive or not past it (ended, idle, gone).
 */
export async function revokeReplayedSession(
  db: AppDatabase,
  token: { id: string; memberId: number; generation: number },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', token.id)
    .where('member_id', '=', token.memberId)
    .where('generation', '>', token.generation)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A session's owner and whether it is alive (src/auth/live-sessions.ts). */
export async function sessionState(
  db: AppDatabase,
  sessionId: string,
): Promise<SessionState | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['member_id', 'revoked_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row && { memberId: row.member_id, alive: row.revoked_at === null };
}

/** Ends one alive session of the member; false when there is none such. */
export async function revokeSession(
  db: AppDatabase,
  session: { id: string; memberId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', session.id)
    .where('member_id', '=', session.memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every alive session of the member, but `exceptId` when given; how many were ended. */
export async function revokeSessionsOf(
  db: AppDatabase,
  memberId: number,
  exceptId?: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The member's alive sessions used within `idleSeconds` and younger than `maxAgeSeconds`, the
 * most recently used first.
 */
export function activeSessions(
  db: AppDatabase,
  memberId: number,
  lifetime: { idleSeconds: number; maxAgeSeconds: number },
) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_used_at'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('last_used_at', '>=', idleCutoff(lifetime.idleSeconds))
    .where('created_at', '>=', idleCutoff(lifetime.maxAgeSeconds))
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .execute();
}

/** A login record, at the api's clock (the retention purge compares with that clock too). */
export async function recordLogin(
  db: AppDatabase,
  login: { memberId: number; ip: string; at: Date },
): Promise<void> {
  await db
    .insertInto('login_statuses')
    .values({ member_id: login.memberId, ip: login.ip, login_at: login.at })
    .execute();
}
