import type { AttemptLimits } from '../config';
import { AppError } from '../errors';
import { PortalError, type Portal, type PortalCredentials } from '../portal';
import { MemoryAttemptCounters, type AttemptCounters } from './attempt-counters';

const SCOPE = 'portal-failures:username';

/**
 * The university portal locks an account after 5 failed logins (AUTH002), and the student must
 * then reset the password on 샘물. Anyone can type a 학번 into our forms, so without this guard
 * anyone could lock any student out through us.
 *
 * Every portal login is counted per 학번 BEFORE it is sent (one atomic step, shared by replicas
 * on PostgreSQL): once `perUsername` failures are counted within the window, the next try is
 * refused with 429 RATE002 and never reaches the portal. A wrong password (AUTH001) keeps its
 * count; a successful login clears the count (the portal resets its own then); any other outcome
 * (locked, expired, the portal unreachable) was no wrong password and is taken back. The window
 * slides (it ends `windowSeconds` after the latest counted failure), so no span of that length
 * ever relays more than `perUsername` failures.
 */
export class PortalLockoutGuard {
  private readonly windowMs: number;

  constructor(
    private readonly limit: AttemptLimits['portalFailures'],
    private readonly now: () => number = Date.now,
    private readonly counters: AttemptCounters = new MemoryAttemptCounters(),
  ) {
    this.windowMs = limit.windowSeconds * 1000;
  }

  async login<Result>(username: string, call: () => Promise<Result>): Promise<Result> {
    const now = this.now();
    const max = this.limit.perUsername;
    const state = await this.counters.add(
      SCOPE,
      username,
      { windowMs: this.windowMs, max, slide: true },
      now,
    );
    if (state.count > max) {
      await this.counters.refund(SCOPE, username, now);
      throw AppError.portalFailuresSpent(now, state.endsAtMs);
    }
    let result: Result;
    try {
      result = await call();
    } catch (error) {
      const wrongPassword = error instanceof PortalError && error.code === 'AUTH001';
      if (!wrongPassword) await this.counters.refund(SCOPE, username, now);
      throw error;
    }
    await this.counters.clear(SCOPE, username);
    return result;
  }

  /** `portal` with every login going through `login()`: the one way the api reaches the portal. */
  guard(portal: Portal): Portal {
    const through =
      <Result>(fetch: (credentials: PortalCredentials) => Promise<Result>) =>
      (credentials: PortalCredentials) =>
        this.login(credentials.username, () => fetch(credentials));
    return {
      fetchStudent: through((credentials) => portal.fetchStudent(credentials)),
      fetchCourses: through((credentials) => portal.fetchCourses(credentials)),
    };
  }
}
