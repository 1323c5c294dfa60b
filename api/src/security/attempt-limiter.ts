import { createHash } from 'node:crypto';
import type { AttemptLimits, RequestLimit } from '../config';
import { AppError } from '../errors';
import { metrics } from '../observability/metrics';
import { MemoryAttemptCounters, type AttemptCounters } from './attempt-counters';

/** Who is trying: the client address (a Fastify request's `ip`, honouring TRUST_PROXY) and, where known, the 학번 and the member. */
export interface AttemptSubjects {
  ip: string;
  username?: string;
  memberId?: number;
  /**
   * An e-mail address a mail is about to go to. Counted under its SHA-256, so the counters never
   * hold an address (a withdrawn member's included).
   */
  mailbox?: string;
}

/** An attempt that was counted; `refund()` takes it back (e.g. a login that succeeded). */
export interface CountedAttempt {
  refund(): Promise<void>;
}

type Subject = keyof AttemptSubjects;

/** The counters' scope suffix of each subject (stored in attempt_counters.scope). */
const SCOPE_OF: Record<Subject, string> = {
  ip: 'ip',
  username: 'username',
  memberId: 'member',
  mailbox: 'mailbox',
};

function counterKey(subject: Subject, key: string | number): string {
  return subject === 'mailbox'
    ? createHash('sha256').update(String(key).toLowerCase()).digest('hex')
    : String(key);
}

/**
 * Limits attempts per client address AND per 학번 or member (the address alone lets a botnet
 * guess one student's password; the 학번 alone lets one client try every student).
 *
 * The attempt is counted BEFORE the work it guards, in one atomic step per counter
 * (attempt-counters.ts): of any number of concurrent attempts at most the limit pass, on one
 * replica or many. A refused attempt is taken back at once, so it costs nothing.
 */
export class AttemptLimiter {
  private readonly windowMs: number;

  constructor(
    /** Keeps the counters of different limits apart in a shared store ('login', 'portal', …). */
    private readonly name: string,
    private readonly limit: RequestLimit,
    windowSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly counters: AttemptCounters = new MemoryAttemptCounters(),
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  /**
   * Counts one attempt against each subject this limit has a maximum for; throws 429 RATE001
   * (Retry-After: until the fullest window ends) when any of them is over its limit.
   */
  async consume(subjects: AttemptSubjects): Promise<CountedAttempt> {
    const now = this.now();
    const counted = this.countedSubjects(subjects);
    const states = await Promise.all(
      counted.map(({ scope, key, max }) =>
        this.counters.add(scope, key, { windowMs: this.windowMs, max }, now),
      ),
    );
    const refund = async () => {
      await Promise.all(counted.map(({ scope, key }) => this.counters.refund(scope, key, now)));
    };
    const refused = counted.filter(({ max }, index) => states[index]!.count > max);
    const refusedUntil = states
      .filter((state, index) => state.count > counted[index]!.max)
      .map((state) => state.endsAtMs);
    if (refusedUntil.length > 0) {
      for (const { scope } of refused) {
        metrics.limiterRefusals.inc({ limit: this.name, key: scope.slice(this.name.length + 1) });
      }
      await refund();
      throw AppError.rateLimited('RATE001', Math.max(...refusedUntil) - now);
    }
    return { refund };
  }

  private countedSubjects(subjects: AttemptSubjects) {
    const limits: [Subject, number | undefined][] = [
      ['ip', this.limit.perIp],
      ['username', this.limit.perUsername],
      ['memberId', this.limit.perMember],
      ['mailbox', this.limit.perMailbox],
    ];
    return limits.flatMap(([subject, max]) => {
      const key = subjects[subject];
      return max === undefined || key === undefined
        ? []
        : [{ scope: `${this.name}:${SCOPE_OF[subject]}`, key: counterKey(subject, key), max }];
    });
  }
}

/** The api's limiters, shared by every route that spends the same kind of attempt. */
export interface AttemptLimiters {
  /**
   * Password checks (POST /accounts/login, and the current password of a password change or a
   * withdrawal): counted before the hash, refunded when the password was right.
   */
  login: AttemptLimiter;
  /**
   * Logins at the university portal: verification, profile refresh and course upload. Each one
   * costs the student a portal login and, at volume, risks the portal blocking our address.
   * (Failed ones are also counted per 학번 over a day: portal-lockout-guard.ts.)
   */
  portal: AttemptLimiter;
  /** POST /accounts/refresh, per address and per member. */
  refresh: AttemptLimiter;
  /** Writes of questions and answers (create, edit, delete), per address and per member. */
  qnaWrites: AttemptLimiter;
  /** POST /shares, per address and per member. */
  shareCreation: AttemptLimiter;
  /** Address-confirmation mails, per member, per e-mail address and per client address. */
  mailConfirmations: AttemptLimiter;
  /** GET /shares/{token} (public), per address. */
  shareReads: AttemptLimiter;
  /** POST /analytics/pageviews (public), per address. */
  pageViews: AttemptLimiter;
}

export function createAttemptLimiters(
  limits: AttemptLimits,
  now: () => number = Date.now,
  counters: AttemptCounters = new MemoryAttemptCounters(),
): AttemptLimiters {
  const limiter = (name: keyof AttemptLimiters) =>
    new AttemptLimiter(name, limits[name], limits.windowSeconds, now, counters);
  return {
    login: limiter('login'),
    portal: limiter('portal'),
    refresh: limiter('refresh'),
    qnaWrites: limiter('qnaWrites'),
    shareCreation: limiter('shareCreation'),
    mailConfirmations: limiter('mailConfirmations'),
    shareReads: limiter('shareReads'),
    pageViews: limiter('pageViews'),
  };
}
