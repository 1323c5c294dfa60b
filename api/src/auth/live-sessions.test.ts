import type { MemberChange, MemberChanges } from '../db/member-changes';
import { createLiveSessions, type SessionState } from './live-sessions';

/** Change notifications the test sends by hand; `live` is switched like a dropped listener. */
function fakeChanges() {
  const listeners = new Set<(change: MemberChange) => void>();
  const changes = {
    live: true,
    subscribe(listener: (change: MemberChange) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed: (memberId: number) => listeners.forEach((listener) => listener(memberId)),
    emit: (change: MemberChange) => listeners.forEach((listener) => listener(change)),
    settled: async () => {},
    close: async () => {},
  };
  return changes satisfies MemberChanges;
}

/** A sessions table in a Map, counting reads; `hold` makes the next read wait for `release`. */
function fakeTable(rows: Record<string, SessionState>) {
  let reads = 0;
  let held: (() => void) | null = null;
  let holdNext = false;
  return {
    rows,
    get reads() {
      return reads;
    },
    hold: () => {
      holdNext = true;
    },
    release: () => held?.(),
    lookup: async (sessionId: string) => {
      reads += 1;
      const answer = rows[sessionId] === undefined ? undefined : { ...rows[sessionId] };
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (held = resolve));
      }
      return answer;
    },
  };
}

describe('createLiveSessions', () => {
  it('reads a session once, then answers from memory until its member changes', async () => {
    const changes = fakeChanges();
    const table = fakeTable({ a: { memberId: 1, alive: true }, b: { memberId: 2, alive: true } });
    const sessions = createLiveSessions({ changes, lookup: table.lookup });

    expect(await sessions.isAlive('a', 1)).toBe(true);
    expect(await sessions.isAlive('a', 1)).toBe(true);
    expect(await sessions.isAlive('b', 2)).toBe(true);
    expect(table.reads).toBe(2);

    table.rows.a = { memberId: 1, alive: false };
    expect(await sessions.isAlive('a', 1)).toBe(true); // not announced yet
    changes.changed(1);
    expect(await sessions.isAlive('a', 1)).toBe(false);
    expect(await sessions.isAlive('b', 2)).toBe(true);
    expect(table.reads).toBe(3);

    changes.emit('all');
    expect(await sessions.isAlive('b', 2)).toBe(true);
    expect(table.reads).toBe(4);
  });

  it('refuses unknown sessions and sessions of another member', async () => {
    const table = fakeTable({ a: { memberId: 1, alive: true } });
    const sessions = createLiveSessions({ changes: fakeChanges(), lookup: table.lookup });

    expect(await sessions.isAlive('missing', 1)).toBe(false);
    expect(await sessions.isAlive('a', 2)).toBe(false);
    expect(await sessions.isAlive('a', 1)).toBe(true);
  });

  it('asks the database on every call while the change listener is down (fail closed)', async () => {
    const changes = fakeChanges();
    const table = fakeTable({ a: { memberId: 1, alive: true } });
    const sessions = createLiveSessions({ changes, lookup: table.lookup });
    expect(await sessions.isAlive('a', 1)).toBe(true);

    changes.live = false;
    changes.emit('all'); // what the listener says when it drops
    table.rows.a = { memberId: 1, alive: false };

    expect(await sessions.isAlive('a', 1)).toBe(false);
    table.rows.a = { memberId: 1, alive: true };
    expect(await sessions.isAlive('a', 1)).toBe(true);
    expect(await sessions.isAlive('a', 1)).toBe(true);
    expect(table.reads).toBe(4);
  });

  it('does not keep a read that a change overtook', async () => {
    const changes = fakeChanges();
    const table = fakeTable({ a: { memberId: 1, alive: true } });
    const sessions = createLiveSessions({ changes, lookup: table.lookup });

    table.hold();
    const first = sessions.isAlive('a', 1);
    // The session is revoked and announced while the read (of the row before) is under way.
    table.rows.a = { memberId: 1, alive: false };
    changes.changed(1);
    table.release();

    expect(await first).toBe(true);
    expect(await sessions.isAlive('a', 1)).toBe(false);
  });

  it('joins concurrent reads of one session', async () => {
    const table = fakeTable({ a: { memberId: 1, alive: true } });
    const sessions = createLiveSessions({ changes: fakeChanges(), lookup: table.lookup });

    const answers = await Promise.all([1, 2, 3].map(() => sessions.isAlive('a', 1)));

    expect(answers).toEqual([true, true, true]);
    expect(table.reads).toBe(1);
  });

  it('keeps at most `capacity` sessions, dropping the least recently asked', async () => {
    const table = fakeTable({
      a: { memberId: 1, alive: true },
      b: { memberId: 1, alive: true },
      c: { memberId: 1, alive: true },
    });
    const sessions = createLiveSessions({
      changes: fakeChanges(),
      lookup: table.lookup,
      capacity: 2,
    });

    await sessions.isAlive('a', 1);
    await sessions.isAlive('b', 1);
    await sessions.isAlive('a', 1);
    await sessions.isAlive('c', 1); // drops b
    expect(table.reads).toBe(3);
    await sessions.isAlive('a', 1);
    expect(table.reads).toBe(3);
    await sessions.isAlive('b', 1);
    expect(table.reads).toBe(4);
  });
});
