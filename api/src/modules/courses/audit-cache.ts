import type { MemberChanges } from '../../db/member-changes';
import { metrics } from '../../observability/metrics';
import type { MemberAudit } from './service';

/**
 * Members' audits kept in memory until their inputs change. Every page of the result screen
 * reads the same audit, and it changes only when the member's row or courses do, which the
 * database announces (src/db/member-changes.ts). Without it each GET costs a database query
 * and a full audit (docs/benchmarks.md, GET /courses/credit).
 *
 * A read first waits until every change committed before it has been heard (`settled()`: one
 * notification's round trip with PostgreSQL, nothing with PGlite). Behind a round-robin proxy a
 * student's upload commits on one replica and the next page is read on another: without the wait
 * that replica could answer from memory before the database's notification reached it.
 */
export interface AuditCache {
  /** The member's audit: kept, joined while being computed, or computed now. */
  get(memberId: number): Promise<MemberAudit>;
  /** Stops listening for changes. */
  close(): void;
}

export interface AuditCacheOptions {
  changes: MemberChanges;
  /** Most members kept (least recently read dropped first); 0 turns the cache off. */
  capacity: number;
  /** Reads and audits a member from the database. */
  compute(memberId: number): Promise<MemberAudit>;
  /** How long a read waits for `settled()` before it computes instead (a stalled listener). */
  settleTimeoutMs?: number;
}

const DEFAULT_SETTLE_TIMEOUT_MS = 1000;

export function createAuditCache({
  changes,
  capacity,
  compute,
  settleTimeoutMs = DEFAULT_SETTLE_TIMEOUT_MS,
}: AuditCacheOptions): AuditCache {
  // Map order is the recency order: a read moves its member to the end.
  const audits = new Map<number, MemberAudit>();
  // A computation is kept only if it is still registered here when it ends: a change removes
  // it, because it may have read the rows from before the change.
  const computing = new Map<number, Promise<MemberAudit>>();

  const unsubscribe = changes.subscribe((change) => {
    if (change === 'all') {
      audits.clear();
      computing.clear();
    } else {
      audits.delete(change);
      computing.delete(change);
    }
  });

  const keep = (memberId: number, audit: MemberAudit) => {
    audits.set(memberId, audit);
    if (audits.size > capacity) audits.delete(audits.keys().next().value as number);
  };

  const start = (memberId: number): Promise<MemberAudit> => {
    const pending: Promise<MemberAudit> = compute(memberId).then(
      (audit) => {
        if (computing.get(memberId) === pending) {
          computing.delete(memberId);
          if (changes.live) keep(memberId, audit);
        }
        return audit;
      },
      (error: unknown) => {
        if (computing.get(memberId) === pending) computing.delete(memberId);
        throw error;
      },
    );
    computing.set(memberId, pending);
    return pending;
  };

  /** True once every change committed before the call was heard; false after the timeout. */
  const heardEarlierChanges = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), settleTimeoutMs);
    });
    try {
      return await Promise.race([changes.settled().then(() => true), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async get(memberId) {
      // Memory is trusted only while every change is being delivered (`live`, again after the
      // wait: the listener may drop meanwhile) and once the changes before this read were heard.
      const trusted = capacity > 0 && changes.live && (await heardEarlierChanges()) && changes.live;
      if (!trusted) {
        metrics.auditCache.inc({ result: 'miss' });
        return compute(memberId);
      }
      const kept = audits.get(memberId);
      if (kept !== undefined) {
        metrics.auditCache.inc({ result: 'hit' });
        audits.delete(memberId);
        audits.set(memberId, kept);
        return kept;
      }
      const joined = computing.get(memberId);
      metrics.auditCache.inc({ result: joined === undefined ? 'miss' : 'hit' });
      return joined ?? start(memberId);
    },
    close: unsubscribe,
  };
}
