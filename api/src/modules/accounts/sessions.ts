import type { Static } from '@fastify/type-provider-typebox';
import type { MemberPrincipal } from '../../auth/principal';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { activeSessions, revokeSession, revokeSessionsOf } from './queries';
import type { ActiveSessionListSchema } from './schemas';
import { ENGLISH_BROWSER_NAMES, parseUserAgent } from './user-agent';

// "로그인 기기" on my page (docs/adr/0026): the member's active sessions, and ending them.

export type ActiveSessionList = Static<typeof ActiveSessionListSchema>;

/** GET /members/me/sessions: alive sessions used within the refresh lifetime, latest use first. */
export async function listSessions(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  member: MemberPrincipal,
): Promise<ActiveSessionList> {
  const rows = await activeSessions(db, member.memberId, {
    idleSeconds: config.refreshTokenTtlSeconds,
    maxAgeSeconds: config.sessionMaxAgeSeconds,
  });
  const content = rows.map((row) => ({
    id: row.id,
    ...parseUserAgent(row.user_agent),
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    current: row.id === member.sessionId,
  }));
  return { count: content.length, content };
}

/** The list for an English request: the browsers the list names in Korean, in English. */
export function englishSessions(list: ActiveSessionList): ActiveSessionList {
  return {
    ...list,
    content: list.content.map((session) => ({
      ...session,
      browser:
        session.browser === null
          ? null
          : (ENGLISH_BROWSER_NAMES[session.browser] ?? session.browser),
    })),
  };
}

/**
 * DELETE /members/me/sessions/{id}: ends one of the member's sessions (the current one too).
 * Someone else's, an ended or an unknown id → 404 SESSION001: the answer tells nothing about
 * other members' sessions.
 */
export async function endSession(
  { db, memberChanges }: Pick<AppContext, 'db' | 'memberChanges'>,
  member: MemberPrincipal,
  sessionId: string,
): Promise<void> {
  if (!(await revokeSession(db, { id: sessionId, memberId: member.memberId }))) {
    throw AppError.of('SESSION001');
  }
  memberChanges.changed(member.memberId);
}

/** DELETE /members/me/sessions?others=true: ends every session of the member but this one. */
export async function endOtherSessions(
  { db, memberChanges }: Pick<AppContext, 'db' | 'memberChanges'>,
  member: MemberPrincipal,
): Promise<void> {
  if ((await revokeSessionsOf(db, member.memberId, member.sessionId)) > 0) {
    memberChanges.changed(member.memberId);
  }
}
