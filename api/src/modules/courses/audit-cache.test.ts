import type { MemberChange, MemberChanges } from '../../db/member-changes';
import { createAuditCache } from './audit-cache';
import type { MemberAudit } from './service';

/** Change notifications the test sends by hand. */
class ManualChanges implements MemberChanges {
  live = true;
  private readonly listeners = new Set<(change: MemberChange) => void>();

  subscribe(listener: (change: MemberChange) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(memberId: number) {
    this.emit(memberId);
  }

  emit(change: MemberChange) {
    for (const listener of this.listeners) listener(change);
  }

  settled = async () => {};
  close = async () => {};
}

/** A compute function that counts its calls and answers when the test says so. */
function controlledCompute() {
  const calls: {
    memberId: number;
    resolve: (audit: MemberAudit) => void;
    reject: (error: Error) => void;
  }[] = [];
  const compute = (memberId: number) =>
    new Promise<MemberAudit>((resolve, reject) => calls.push({ memberId, resolve, reject }));
  return { calls, compute };
}

/** Audits are opaque to the cache: a tagged object is enough to tell them apart. */
const auditOf = (tag: string) => ({ tag }) as unknown as MemberAudit;

/** Lets the cache's promise callbacks run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('audit cache', () => {
  let changes: ManualChanges;

  beforeEach(() => {
    changes = new ManualChanges();
  });

  function cacheWith(capacity = 10) {
    const { calls, compute } = controlledCompute();
    const cache = createAuditCache({ changes, capacity, compute });
    /** get() of a member whose computation the test ends at once with `tag`. */
    const read = async (memberId: number, tag: string) => {
      const before = calls.length;
      const reading = cache.get(memberId);
      await flush();
      if (calls.length > before) calls[calls.length - 1]!.resolve(auditOf(tag));
      return reading;
    };
    return { cache, calls, read };
  }

  it('computes a member once and then answers from memory', async () => {
    const { calls, read } = cacheWith();
    const first = await read(1, 'first');
    const second = await read(1, 'second');
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('concurrent reads of one member share one computation', async () => {
    const { cache, calls } = cacheWith();
    const readings = [cache.get(1), cache.get(1), cache.get(1)];
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(auditOf('shared'));
    const audits = await Promise.all(readings);
    expect(new Set(audits).size).toBe(1);
  });

  it("a member's change drops that member only; 'all' drops everyone", async () => {
    const { calls, read } = cacheWith();
    await read(1, 'one');
    await read(2, 'two');
    changes.emit(1);
    expect(await read(1, 'one again')).toEqual({ tag: 'one again' });
    expect(await read(2, 'unused')).toEqual({ tag: 'two' });
    expect(calls).toHaveLength(3);
    changes.emit('all');
    expect(await read(1, 'one third')).toEqual({ tag: 'one third' });
    expect(await read(2, 'two again')).toEqual({ tag: 'two again' });
    expect(calls).toHaveLength(5);
  });

  it('a computation that a change overtook is answered but not kept, and not joined', async () => {
    const { cache, calls } = cacheWith();
    const stale = cache.get(1);
    await flush();
    changes.emit(1);
    // Started after the change: must not wait for the rows read before it.
    const fresh = cache.get(1);
    await flush();
    expect(calls).toHaveLength(2);
    calls[0]!.resolve(auditOf('read before the change'));
    calls[1]!.resolve(auditOf('read after the change'));
    expect(await stale).toEqual({ tag: 'read before the change' });
    expect(await fresh).toEqual({ tag: 'read after the change' });
    expect(await cache.get(1)).toEqual({ tag: 'read after the change' });
    expect(calls).toHaveLength(2);
  });

  it("'all' during a computation keeps it out of the cache too", async () => {
    const { cache, calls } = cacheWith();
    const reading = cache.get(7);
    await flush();
    changes.emit('all');
    calls[0]!.resolve(auditOf('stale'));
    await reading;
    void cache.get(7);
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('a failed computation is not kept: the next read tries again', async () => {
    const { cache, calls } = cacheWith();
    const failing = cache.get(1);
    await flush();
    calls[0]!.reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    const retry = cache.get(1);
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(auditOf('after recovery'));
    expect(await retry).toEqual({ tag: 'after recovery' });
  });

  it('keeps at most `capacity` members, dropping the least recently read', async () => {
    const { calls, read } = cacheWith(2);
    await read(1, 'one');
    await read(2, 'two');
    await read(1, 'unused'); // 1 is now the most recently read
    await read(3, 'three'); // drops 2
    expect(calls).toHaveLength(3);
    expect(await read(1, 'unused')).toEqual({ tag: 'one' });
    expect(await read(2, 'two again')).toEqual({ tag: 'two again' });
    expect(calls).toHaveLength(4);
  });

  it('capacity 0 computes every read', async () => {
    const { calls, read } = cacheWith(0);
    await read(1, 'a');
    await read(1, 'b');
    expect(calls).toHaveLength(2);
  });

  it('computes every read and keeps nothing while changes are not being delivered', async () => {
    const { calls, read } = cacheWith();
    changes.live = false;
    await read(1, 'a');
    expect(await read(1, 'b')).toEqual({ tag: 'b' });
    expect(calls).toHaveLength(2);
    changes.live = true;
    await read(1, 'c');
    expect(await read(1, 'unused')).toEqual({ tag: 'c' });
    expect(calls).toHaveLength(3);
  });

  it('a computation that ends while changes are not delivered is not kept', async () => {
    const { cache, calls } = cacheWith();
    const reading = cache.get(1);
    await flush();
    changes.live = false;
    calls[0]!.resolve(auditOf('unsure'));
    await reading;
    changes.live = true;
    void cache.get(1);
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('answers from memory only once the changes committed before the read were heard', async () => {
    const { cache, calls, read } = cacheWith();
    await read(1, 'before the upload');
    // Another replica committed an upload; its notification is still on its way.
    let deliver!: () => void;
    changes.settled = () =>
      new Promise<void>((resolve) => {
        deliver = () => {
          changes.emit(1);
          resolve();
        };
      });

    const reading = cache.get(1);
    await flush();
    expect(calls).toHaveLength(1);
    deliver();
    await flush();

    expect(calls).toHaveLength(2);
    calls[1]!.resolve(auditOf('after the upload'));
    expect(await reading).toEqual({ tag: 'after the upload' });
  });

  it('computes instead when the changes are not heard in time (a stalled listener)', async () => {
    jest.useFakeTimers();
    try {
      const { calls, compute } = controlledCompute();
      const cache = createAuditCache({ changes, capacity: 10, compute, settleTimeoutMs: 500 });
      const first = cache.get(1);
      await jest.advanceTimersByTimeAsync(0);
      calls[0]!.resolve(auditOf('kept'));
      await first;
      changes.settled = () => new Promise<void>(() => {});

      const reading = cache.get(1);
      await jest.advanceTimersByTimeAsync(499);
      expect(calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);

      expect(calls).toHaveLength(2);
      calls[1]!.resolve(auditOf('computed'));
      expect(await reading).toEqual({ tag: 'computed' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('close() stops listening', async () => {
    const { cache, calls, read } = cacheWith();
    await read(1, 'kept');
    cache.close();
    changes.emit(1);
    expect(await read(1, 'unused')).toEqual({ tag: 'kept' });
    expect(calls).toHaveLength(1);
  });
});
