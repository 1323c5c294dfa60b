import { writeJsonCookie } from '../session/cookies';
import { clearMember, useSessionStore } from '../session/sessionStore';
import { installRoutedApi, ok } from '../testing/routedApi';
import { eachTestAsMember, MEMBER, memberCookie, RENEWED } from '../testing/sessions';
import { withRenewalLock } from './renewalLock';
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

describe('withRenewalLock without the Web Locks API (localStorage lease)', () => {
  it('runs one holder at a time, in turn', async () => {
    const events: string[] = [];
    const holder = (name: string) =>
      withRenewalLock(async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        events.push(`${name} out`);
      });
    await Promise.all([holder('a'), holder('b'), holder('c')]);
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]?.endsWith(' in')).toBe(true);
      expect(events[i + 1]).toBe(events[i]?.replace(' in', ' out'));
    }
    expect(events).toHaveLength(6);
    expect(localStorage.getItem('smunity-session-renewal-lease')).toBeNull();
  });

  it('takes over a lease its holder abandoned (a tab closed mid-renewal)', async () => {
    localStorage.setItem(
      'smunity-session-renewal-lease',
      JSON.stringify({ owner: 'closed-tab', until: Date.now() - 1 }),
    );
    await expect(withRenewalLock(async () => 'done')).resolves.toBe('done');
  });
});
