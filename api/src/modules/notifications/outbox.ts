import type { AppDatabase } from '../../db/database';
import { isSingleMailbox } from '../../mail/address';
import { MailSendError, type MailTransport } from '../../mail/transport';
import { answerMail, answerMailId, type AnswerMailSettings } from './answer-mail';
import {
  claimDueMails,
  dropMail,
  findMailContent,
  markFailed,
  markSent,
  outboxIdsOf,
  type ClaimedMail,
} from './outbox-queries';

/** Timers as the sender uses them; tests pass their own and fire them when they choose. */
export interface Scheduler {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  setTimeout: (run, ms) => {
    const handle = setTimeout(run, ms);
    // A waiting sender must not keep the process alive on its own.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface OutboxPolicy {
  /** How often an idle sender looks for due mails (other replicas' answers, retries). */
  pollMs: number;
  /** How long a claimed mail stays the claimant's; longer than any send can take. */
  leaseMs: number;
  /** Tries before the sender gives up on a mail (it stays, with its last error, for admins). */
  maxAttempts: number;
  /** Wait after the first failed try; it doubles with each further one, up to maxBackoffMs. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** Mails claimed at once. */
  batchSize: number;
}

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  maxAttempts: 6,
  firstBackoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
  batchSize: 10,
};

export interface OutboxLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailSenderOptions {
  db: AppDatabase;
  transport: MailTransport;
  mail: AnswerMailSettings;
  /** Milliseconds since the epoch; every due time and lease is reckoned with it. */
  now: () => number;
  scheduler?: Scheduler;
  policy?: Partial<OutboxPolicy>;
  log: OutboxLog;
}

export interface SendRound {
  sent: number;
  retried: number;
  gaveUp: number;
  dropped: number;
}

/** Wait before try `attempts + 1`: firstBackoffMs, doubled per try, capped. */
export function backoffMs(policy: OutboxPolicy, attempts: number): number {
  return Math.min(policy.firstBackoffMs * 2 ** Math.max(0, attempts - 1), policy.maxBackoffMs);
}

/**
 * Sends the answer mails of the outbox (docs/adr/0034). Any number of replicas may run one on
 * the same database: each mail is claimed by one of them (claimDueMails), sent, then marked sent.
 * `runOnce` sends what is due now (tests call it); `start` repeats it every pollMs and whenever
 * `wake` says an answer was just written.
 */
export class MailSender {
  private readonly policy: OutboxPolicy;
  private readonly scheduler: Scheduler;
  private timer: unknown = null;
  private running: Promise<unknown> = Promise.resolve();
  private started = false;

  constructor(private readonly options: MailSenderOptions) {
    this.policy = { ...DEFAULT_OUTBOX_POLICY, ...options.policy };
    this.scheduler = options.scheduler ?? realScheduler;
  }

  /**
   * The mails of a member, to forget once the member is gone (withdrawal: the outbox rows go
   * with the member, the .eml files of a setup without SMTP_URL here).
   */
  async mailsOf(memberId: number): Promise<readonly string[]> {
    const ids = await outboxIdsOf(this.options.db, memberId);
    return ids.map((id) => answerMailId(this.options.mail, id));
  }

  async forget(messageIds: readonly string[]): Promise<void> {
    await this.options.transport.forget(messageIds);
  }

  /** Claims and sends every mail due now, batch by batch. */
  async runOnce(): Promise<SendRound> {
    const round: SendRound = { sent: 0, retried: 0, gaveUp: 0, dropped: 0 };
    for (;;) {
      const now = this.options.now();
      const claims = await claimDueMails(this.options.db, {
        now: new Date(now),
        lease: new Date(now + this.policy.leaseMs),
        limit: this.policy.batchSize,
      });
      for (const claim of claims) round[await this.deliver(claim)] += 1;
      if (claims.length < this.policy.batchSize) return round;
    }
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** An answer mail was just written here: send it now rather than at the next poll. */
  wake(): void {
    if (this.started) this.schedule(0);
  }

  /** Stops the timer and waits for a round under way. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null;
      // Rounds never overlap in one process: a wake during a round runs after it.
      this.running = this.running.then(() => this.round());
    }, ms);
  }

  private async round(): Promise<void> {
    if (!this.started) return;
    try {
      await this.runOnce();
    } catch (error) {
      // The database may be away for a while; the next poll tries again.
      this.options.log.warn({ err: error }, 'answer mails: the outbox could not be read');
    }
    if (this.started && this.timer === null) this.schedule(this.policy.pollMs);
  }

  private async deliver(claim: ClaimedMail): Promise<keyof SendRound> {
    const { db, transport, log } = this.options;
    const content = await findMailContent(db, claim.id);
    // The answer, question or member went meanwhile (the row with them), or mails were turned
    // off or the address removed or changed and not confirmed: no mail. Nor to an address stored
    // before addresses were checked strictly that is not one mailbox (src/mail/address.ts).
    if (
      content === undefined ||
      content.email === null ||
      content.email_confirmed_at === null ||
      !content.answer_mail ||
      !isSingleMailbox(content.email)
    ) {
      await dropMail(db, claim);
      return 'dropped';
    }
    try {
      await transport.send(
        answerMail(this.options.mail, claim.id, { ...content, email: content.email }),
      );
    } catch (error) {
      return this.failed(claim, error);
    }
    if (!(await markSent(db, claim, new Date(this.options.now())))) {
      log.warn({ outboxId: claim.id }, 'answer mail sent after its lease ran out');
    }
    return 'sent';
  }

  private async failed(claim: ClaimedMail, error: unknown): Promise<keyof SendRound> {
    const now = this.options.now();
    const permanent = error instanceof MailSendError && error.permanent;
    const giveUp = permanent || claim.attempts >= this.policy.maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    await markFailed(this.options.db, claim, {
      error: message.slice(0, 1000),
      now: new Date(now),
      retryAt: giveUp ? null : new Date(now + backoffMs(this.policy, claim.attempts)),
    });
    const fields = { outboxId: claim.id, attempts: claim.attempts, error: message };
    if (giveUp) this.options.log.error(fields, 'answer mail failed for good; shown to admins');
    else this.options.log.warn(fields, 'answer mail failed; will try again');
    return giveUp ? 'gaveUp' : 'retried';
  }
}
