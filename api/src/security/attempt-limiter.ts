import type { AttemptLimit, AttemptLimits } from '../config';
import { AppError } from '../errors';
import { metrics } from '../observability/metrics';
import { MemoryAttemptCounters, type AttemptCounters } from './attempt-counters';

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
 * student's password; the 학번 alone lets one client try every student). The counters are this
 * process's memory with PGlite and PostgreSQL's with DATABASE_URL, so that every replica counts
 * against the same limit (attempt-counters.ts).
 */
export class AttemptLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly limit: AttemptLimit,
    windowSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly counters: AttemptCounters = new MemoryAttemptCounters(),
    /** Which limit this is ('login', 'portal'): keeps their counters apart in a shared store. */
    private readonly name = 'attempts',
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  /**
   * Throws 429 RATE001, with Retry-After in seconds, when the address or the 학번 has used up
   * its attempts in the current window.
   */
  async check(source: AttemptSource, reply: RetryAfterTarget, username: string): Promise<void> {
    const now = this.now();
    const [byIp, byUsername] = await Promise.all([
      this.counters.waitMs(`${this.name}:ip`, source.ip, this.limit.perIp, now),
      this.counters.waitMs(`${this.name}:username`, username, this.limit.perUsername, now),
    ]);
    const waitMs = Math.max(byIp, byUsername);
    if (waitMs > 0) {
      metrics.limiterRefusals.inc({ limit: this.name, key: byIp > 0 ? 'ip' : 'username' });
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw AppError.of('RATE001');
    }
  }

  /** Counts one attempt against the address and the 학번. */
  async record(source: AttemptSource, username: string): Promise<void> {
    const now = this.now();
    await Promise.all([
      this.counters.add(`${this.name}:ip`, source.ip, this.windowMs, now),
      this.counters.add(`${this.name}:username`, username, this.windowMs, now),
    ]);
  }

  /**
   * `check`, then `record`: for calls that cost an attempt whatever their outcome. Two replicas
   * (or two requests of one) checking at the same moment may each pass the last free attempt:
   * the limit can be exceeded by the requests in flight at that instant, never more.
   */
  async consume(source: AttemptSource, reply: RetryAfterTarget, username: string): Promise<void> {
    await this.check(source, reply, username);
    await this.record(source, username);
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
  counters: AttemptCounters = new MemoryAttemptCounters(),
): AttemptLimiters {
  return {
    login: new AttemptLimiter(limits.login, limits.windowSeconds, now, counters, 'login'),
    portal: new AttemptLimiter(limits.portal, limits.windowSeconds, now, counters, 'portal'),
  };
}
