import axios from 'axios';
import { adoptStoredMember, clearMember, setMember } from '../session/sessionStore';
import type { MemberSession } from '../types';
import { requestRenewedTokens } from './refreshClient';
import { withRenewalLock } from './renewalLock';

// The one renewal of this page. Every call that needs new tokens awaits this same promise: that is
// the whole queue, and it is why shared-auth must be loaded once per page.
let renewalInFlight: Promise<void> | null = null;

/** The renewal in flight, if any, so a call about to be sent can wait for the new token. */
export function pendingRenewal(): Promise<void> | null {
  return renewalInFlight;
}

/**
 * Trades the refresh cookie for a new access token, once for any number of concurrent callers of
 * this page, and once for all tabs: under the cross-tab lock, a tab whose stale token another tab
 * has already replaced takes that tab's result instead of renewing again (renewalLock.ts). If
 * the api refuses, the session is over: it is cleared (`endSession`).
 */
export function renewSession(member: MemberSession): Promise<void> {
  renewalInFlight ??= renew(member).finally(() => {
    renewalInFlight = null;
  });
  return renewalInFlight;
}

async function renew(member: MemberSession): Promise<void> {
  await withRenewalLock(async () => {
    const stored = adoptStoredMember();
    if (stored === null) {
      // Another tab logged out (or its renewal was refused) while this one waited.
      endSession();
      throw new Error('the session was ended in another tab');
    }
    // Another tab renewed while this one waited: its tokens are this page's now.
    if (stored.accessToken !== member.accessToken) return;
    const tokens = await requestRenewedTokens().catch((error: unknown) => {
      // An api that is down or slow has not refused anything: the tokens may still be good, so
      // the waiting calls fail with the network error and the member stays logged in.
      if (!isTransientFailure(error)) endSession();
      throw error;
    });
    setMember({ ...member, ...tokens, memberRole: tokens.memberRole ?? member.memberRole });
  });
}

function isTransientFailure(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return false;
  return error.response === undefined || error.response.status >= 500;
}

/**
 * The session is over for good: forget the member and drop the cookie. The page is left to its
 * guard: a member's page goes to the login (RequireAuth, which brings the member back after it);
 * a public page stays where it is, now a guest's (issue 36: a stale session never breaks one).
 */
export function endSession(): void {
  clearMember();
}
