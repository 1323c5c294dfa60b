/**
 * One renewal at a time across every tab of the site (issue 24, docs/adr/0026). The api rotates
 * the refresh token on each use and treats a second use of the same token as theft: two tabs
 * renewing at the same instant with the one shared cookie would end the session. So a tab renews
 * only while it holds this lock, and a tab that waited for it first looks whether the tab before
 * it has already renewed (its result is in the shared member cookie) and then uses that result.
 *
 * The Web Locks API (every current browser) does the locking; where it is missing, a lease in
 * localStorage (an owner id and an expiry, renewed by nobody: the holder finishes within it) does.
 */

const LOCK_NAME = 'smunity-session-renewal';
const LEASE_KEY = 'smunity-session-renewal-lease';
/** A renewal is one api call: longer than its time-out, the lease is taken to be abandoned. */
export const LEASE_MS = 15_000;
const LEASE_POLL_MS = 50;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** What the localStorage lease needs of time: the clock, and a pause before looking again. */
export interface LeaseTime {
  now(): number;
  pause(ms: number): Promise<void>;
}

const realTime: LeaseTime = {
  now: () => Date.now(),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function withRenewalLock<T>(work: () => Promise<T>, time: LeaseTime = realTime): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks !== undefined && typeof locks.request === 'function') {
    return locks.request(LOCK_NAME, work);
  }
  return withStorageLease(work, time);
}

interface Lease {
  owner: string;
  until: number;
}

async function withStorageLease<T>(work: () => Promise<T>, time: LeaseTime): Promise<T> {
  const storage = availableStorage();
  if (storage === null) return work();
  const owner = `${time.now()}-${Math.random().toString(36).slice(2)}`;
  for (;;) {
    const held = readLease(storage);
    if (held === null || held.until <= time.now()) {
      storage.setItem(LEASE_KEY, JSON.stringify({ owner, until: time.now() + LEASE_MS }));
      // Two tabs may have written at once: the one whose write stayed holds it.
      await time.pause(0);
      if (readLease(storage)?.owner === owner) break;
    }
    await time.pause(LEASE_POLL_MS);
  }
  try {
    return await work();
  } finally {
    if (readLease(storage)?.owner === owner) storage.removeItem(LEASE_KEY);
  }
}

function readLease(storage: Storage): Lease | null {
  try {
    const lease = JSON.parse(storage.getItem(LEASE_KEY) ?? 'null') as Lease | null;
    return lease !== null && typeof lease.owner === 'string' && typeof lease.until === 'number'
      ? lease
      : null;
  } catch {
    return null;
  }
}

/** localStorage, or null where it is unavailable (blocked by privacy settings): no locking then. */
function availableStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
