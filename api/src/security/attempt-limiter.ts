import type { AttemptLimit, AttemptLimits } from '../config';
import { AppError } from '../errors';

/** Who is trying: a Fastify request fits (`ip` honours TRUST_PROXY). */
export interface AttemptSource {
  ip: string;
}

/** Where the wait is announced: a Fastify reply fits. */
export interface RetryAfterTarget {
  header(name: string, value: string): unknown;
}

/**
 * Limits attempts per client address AND per 학번 (the address alone lets a botnet guess one
 * student's password; the 학번 alone lets one client try every student). Counters live in this
 * process's memory; with several api replicas they belong in Redis (REDIS_URL, see
 * docs/adr/0010-verified-registration.md).
 */
export class AttemptLimiter {
  private readonly byIp: FixedWindowCounter;
  private readonly byUsername: FixedWindowCounter;

  constructor(limit: AttemptLimit, windowSeconds: number, now: () => number = Date.now) {
    this.byIp = new FixedWindowCounter(limit.perIp, windowSeconds * 1000, now);
    this.byUsername = new FixedWindowCounter(limit.perUsername, windowSeconds * 1000, now);
  }

  /**
   * Throws 429 RATE001, with Retry-After in seconds, when the address or the 학번 has used up
   * its attempts in the current window.
   */
  check(source: AttemptSource, reply: RetryAfterTarget, username: string): void {
    const waitMs = Math.max(this.byIp.waitMs(source.ip), this.byUsername.waitMs(username));
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw AppError.of('RATE001');
    }
  }

  /** Counts one attempt against the address and the 학번. */
  record(source: AttemptSource, username: string): void {
    this.byIp.add(source.ip);
    this.byUsername.add(username);
  }

  /** `check`, then `record`: for calls that cost an attempt whatever their outcome. */
  consume(source: AttemptSource, reply: RetryAfterTarget, username: string): void {
    this.check(source, reply, username);
    this.record(source, username);
  }
}

/** The api's limiters, shared by every route that spends the same kind of attempt. */
export interface AttemptLimiters {
  /** Failed logins with our password (POST /accounts/login). */
  login: AttemptLimiter;
  /**
   * Logins at the university portal: verification, profile refresh and course upload. Each one
   * costs the student a portal login (5 failures lock the portal account) and, at volume, risks
   * the portal blocking our address.
   */
  portal: AttemptLimiter;
}

export function createAttemptLimiters(
  limits: AttemptLimits,
  now: () => number = Date.now,
): AttemptLimiters {
  return {
    login: new AttemptLimiter(limits.login, limits.windowSeconds, now),
    portal: new AttemptLimiter(limits.portal, limits.windowSeconds, now),
  };
}

interface Window {
  count: number;
  endsAt: number;
}

/** Keys are dropped once their window ends; the map is swept as it grows, never unbounded. */
const FIRST_SWEEP_AT_SIZE = 1024;

/** At most `max` additions per key in a window that starts with the key's first addition. */
export class FixedWindowCounter {
  private readonly windows = new Map<string, Window>();
  private sweepAtSize = FIRST_SWEEP_AT_SIZE;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Keys held in memory (live windows, plus ended ones not swept yet). */
  get size(): number {
    return this.windows.size;
  }

  /** Milliseconds until `key` may add again; 0 when it may now. */
  waitMs(key: string): number {
    const window = this.current(key);
    return window !== undefined && window.count >= this.max ? window.endsAt - this.now() : 0;
  }

  add(key: string): void {
    const window = this.current(key);
    if (window !== undefined) {
      window.count += 1;
      return;
    }
    this.windows.set(key, { count: 1, endsAt: this.now() + this.windowMs });
    if (this.windows.size >= this.sweepAtSize) this.sweep();
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window !== undefined && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
    // Amortised: the next sweep waits until the live keys have doubled.
    this.sweepAtSize = Math.max(FIRST_SWEEP_AT_SIZE, this.windows.size * 2);
  }
}
