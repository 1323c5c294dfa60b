import type { MemberChanges } from '../../db/member-changes';
import { metrics } from '../../observability/metrics';
import type { MemberAudit } from './service';

/**
 * Members' audits kept in memory until their inputs change. Every page of the result screen
 * reads the same audit, and it changes only when the member's row or courses do, which the
 * database announces (src/db/member-changes.ts). Without it each GET costs a database query
 * and a full audit (docs/benchmarks.md, GET /courses/credit).
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
}

export function createAuditCache({ changes, capacity, compute }: AuditCacheOptions): AuditCache {
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

  return {
    get(memberId) {
      if (capacity === 0 || !changes.live) {
        metrics.auditCache.inc({ result: 'miss' });
        return compute(memberId);
      }
      const kept = audits.get(memberId);
      if (kept !== undefined) {
        metrics.auditCache.inc({ result: 'hit' });
        audits.delete(memberId);
        audits.set(memberId, kept);
        return Promise.resolve(kept);
      }
      const joined = computing.get(memberId);
      metrics.auditCache.inc({ result: joined === undefined ? 'miss' : 'hit' });
      return joined ?? start(memberId);
    },
    close: unsubscribe,
  };
}
