import { writeJsonCookie } from '../session/cookies';
import { clearMember, useSessionStore } from '../session/sessionStore';
import { installRoutedApi, ok, queuedMicrotasksRun } from '../testing/routedApi';
import { eachTestAsMember, MEMBER, memberCookie, RENEWED } from '../testing/sessions';
import { LEASE_MS, withRenewalLock, type LeaseTime } from './renewalLock';
import { renewSession } from './sessionRenewal';

// Issue 24 (docs/adr/0026): two tabs never end a session by renewing at the same instant. The
// other tab is played here by what it leaves in the shared member cookie.

/** The api of these tests: the refresh answers `renewed`; returns the refreshes asked so far. */
function refreshAnswers(renewed: unknown): () => unknown[] {
  const api = installRoutedApi({ 'POST /accounts/refresh': ok(renewed) });
  return () => api.callsTo('POST /accounts/refresh');
}
const navigator = eachTestAsMember();

afterEach(() => {
  delete (globalThis.navigator as { locks?: unknown }).locks;
  localStorage.clear();
});

describe('renewal across tabs', () => {
  it('takes the tokens another tab renewed meanwhile instead of spending the refresh token again', async () => {
    const refreshes = refreshAnswers({ ...RENEWED, accessToken: 'access-3' });
    // The other tab renewed while this page still holds MEMBER's token.
    writeJsonCookie('member', RENEWED);

    await renewSession(MEMBER);

    expect(refreshes()).toHaveLength(0);
    expect(useSessionStore.getState().member).toEqual(RENEWED);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('ends the session when another tab ended it while this one waited', async () => {
    const refreshes = refreshAnswers(RENEWED);
    clearMember();
    await expect(renewSession(MEMBER)).rejects.toThrow('another tab');
    expect(refreshes()).toHaveLength(0);
    expect(navigator).not.toHaveBeenCalled(); // a member's page leaves through its guard
  });

  it('renews when no tab has, and leaves the result for the others in the shared cookie', async () => {
    const refreshes = refreshAnswers(RENEWED);
    await renewSession(MEMBER);
    expect(refreshes()).toHaveLength(1);
    expect(memberCookie()).toEqual(RENEWED);
  });

  it('renews under the Web Locks API when the browser has it', async () => {
    const requested: string[] = [];
    (globalThis.navigator as { locks?: unknown }).locks = {
      request: async <T>(name: string, callback: () => Promise<T>) => {
        requested.push(name);
        return callback();
      },
    };
    refreshAnswers(RENEWED);
    await renewSession(MEMBER);
    expect(requested).toEqual(['smunity-session-renewal']);
  });
});

/**
 * The lease's time, moved by the test: pauses resume only when `advance` reaches their end, and
 * `settle` runs the clock, one pause's end after another, until `done` has settled.
 */
class ManualLeaseTime implements LeaseTime {
  private current = Date.parse('2026-11-29T03:00:00.000Z');
  private paused: Array<{ until: number; resume: () => void }> = [];
  now = (): number => this.current;
  pause = (ms: number): Promise<void> =>
    new Promise((resume) => this.paused.push({ until: this.current + ms, resume }));
  advance(ms: number): void {
    this.current += ms;
    const due = this.paused.filter((pause) => pause.until <= this.current);
    this.paused = this.paused.filter((pause) => pause.until > this.current);
    for (const pause of due) pause.resume();
  }
  async settle(done: Promise<unknown>): Promise<void> {
    let settled = false;
    void done.finally(() => (settled = true)).catch(() => undefined);
    for (;;) {
      await queuedMicrotasksRun();
      if (settled) return;
      const next = Math.min(...this.paused.map((pause) => pause.until));
      if (!Number.isFinite(next)) throw new Error('nothing left to wait for, and not settled');
      this.advance(next - this.current);
    }
  }
}

const LEASE_KEY = 'smunity-session-renewal-lease';

describe('withRenewalLock without the Web Locks API (localStorage lease)', () => {
  it('runs one holder at a time, in turn', async () => {
    const time = new ManualLeaseTime();
    const events: string[] = [];
    const holder = (name: string) =>
      withRenewalLock(async () => {
        events.push(`${name} in`);
        // Longer than a few of the waiting tabs' looks at the lease.
        await time.pause(120);
        events.push(`${name} out`);
      }, time);
    const all = Promise.all([holder('a'), holder('b'), holder('c')]);

    await time.settle(all);

    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]?.endsWith(' in')).toBe(true);
      expect(events[i + 1]).toBe(events[i]?.replace(' in', ' out'));
    }
    expect(events).toHaveLength(6);
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it("waits for another tab's lease until it runs out, then takes it over", async () => {
    const time = new ManualLeaseTime();
    // A tab that closed mid-renewal: its lease is never given back.
    localStorage.setItem(
      LEASE_KEY,
      JSON.stringify({ owner: 'closed-tab', until: time.now() + LEASE_MS }),
    );
    let ran = false;
    const held = withRenewalLock(async () => {
      ran = true;
      return 'done';
    }, time);

    time.advance(LEASE_MS - 1);
    await queuedMicrotasksRun();
    expect(ran).toBe(false);
    await time.settle(held);
    await expect(held).resolves.toBe('done');
  });
});
