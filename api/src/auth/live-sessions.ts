import type { MemberChanges } from '../db/member-changes';

/** What the database says about a session: whose it is, and whether it may still be used. */
export interface SessionState {
  memberId: number;
  /** Not revoked (logout, reuse, password change, "로그아웃" on another device) nor deleted. */
  alive: boolean;
}

/**
 * Whether the session of an access token is still alive, asked on every authenticated request
 * (src/auth/principal.ts). Ending a session ends its access tokens at once, not at their expiry
 * (docs/adr/0026), yet the hot path stays a Map lookup: answers are kept in memory until the
 * database announces a change to the member (migrations/008's triggers on the channel of
 * migrations/006, heard by every replica), and nothing is kept while that channel is not live —
 * a revocation could go unheard, so every request asks the database then (fail closed).
 */
export interface LiveSessions {
  /** True when `sessionId` is an alive session of `memberId`. */
  isAlive(sessionId: string, memberId: number): Promise<boolean>;
  /** Stops listening for changes. */
  close(): void;
}

export interface LiveSessionsOptions {
  changes: MemberChanges;
  /** Reads a session from the database; undefined when there is no such row. */
  lookup(sessionId: string): Promise<SessionState | undefined>;
  /** Most sessions kept (the least recently asked dropped first). */
  capacity?: number;
}

const DEFAULT_CAPACITY = 100_000;
const GONE: SessionState = { memberId: 0, alive: false };

export function createLiveSessions({
  changes,
  lookup,
  capacity = DEFAULT_CAPACITY,
}: LiveSessionsOptions): LiveSessions {
  // Map order is the recency order: a hit moves its session to the end.
  const known = new Map<string, SessionState>();
  // A member's kept sessions, so a change drops them without scanning every entry.
  const byMember = new Map<number, Set<string>>();
  // A lookup's answer is kept only if it is still registered here when it ends: a change to
  // its member removes it, because the row it read may be from before the change.
  const pending = new Map<string, { memberId: number; answer: Promise<SessionState> }>();

  const forget = (sessionId: string) => {
    const state = known.get(sessionId);
    if (state === undefined) return;
    known.delete(sessionId);
    const sessions = byMember.get(state.memberId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) byMember.delete(state.memberId);
  };

  const keep = (sessionId: string, state: SessionState) => {
    forget(sessionId);
    known.set(sessionId, state);
    const sessions = byMember.get(state.memberId) ?? new Set<string>();
    sessions.add(sessionId);
    byMember.set(state.memberId, sessions);
    if (known.size > capacity) forget(known.keys().next().value as string);
  };

  const unsubscribe = changes.subscribe((change) => {
    if (change === 'all') {
      known.clear();
      byMember.clear();
      pending.clear();
      return;
    }
    for (const sessionId of [...(byMember.get(change) ?? [])]) forget(sessionId);
    for (const [sessionId, lookupOf] of pending) {
      if (lookupOf.memberId === change) pending.delete(sessionId);
    }
  });

  const start = (sessionId: string, memberId: number): Promise<SessionState> => {
    const answer: Promise<SessionState> = lookup(sessionId).then(
      (found) => {
        const state = found ?? GONE;
        if (pending.get(sessionId)?.answer === answer) {
          pending.delete(sessionId);
          // A row that is missing or of another member is dropped by no change of this member:
          // it is not kept (and such a token is refused anyway).
          if (changes.live && found !== undefined && found.memberId === memberId) {
            keep(sessionId, state);
          }
        }
        return state;
      },
      (error: unknown) => {
        if (pending.get(sessionId)?.answer === answer) pending.delete(sessionId);
        throw error;
      },
    );
    pending.set(sessionId, { memberId, answer });
    return answer;
  };

  const answerFor = (state: SessionState, memberId: number) =>
    state.alive && state.memberId === memberId;

  return {
    async isAlive(sessionId, memberId) {
      if (!changes.live) return answerFor((await lookup(sessionId)) ?? GONE, memberId);
      const kept = known.get(sessionId);
      if (kept !== undefined) {
        known.delete(sessionId);
        known.set(sessionId, kept);
        return answerFor(kept, memberId);
      }
      const inFlight = pending.get(sessionId);
      const state =
        inFlight !== undefined && inFlight.memberId === memberId
          ? await inFlight.answer
          : await start(sessionId, memberId);
      return answerFor(state, memberId);
    },
    close: unsubscribe,
  };
}
