import type { Retention } from '../../config';
import type { AppDatabase } from '../../db/database';
import { deletePageViewsBefore } from './queries';

/** Purging is one indexed delete; once an hour per process is plenty for a retention in months. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Page views are kept for `retention.pageViewMonths` (PAGE_VIEW_RETENTION_MONTHS, default 13)
 * and then deleted. No scheduler: `purgeIfDue` runs at start and with the page views that keep
 * coming in, at most once an hour per process; every replica may run it, the delete is the same.
 */
export function createPageViewRetention(db: AppDatabase, retention: Retention, now: () => number) {
  let lastPurgeMs: number | undefined;
  return {
    async purgeIfDue(): Promise<void> {
      const nowMs = now();
      if (lastPurgeMs !== undefined && nowMs - lastPurgeMs < PURGE_INTERVAL_MS) return;
      lastPurgeMs = nowMs;
      await deletePageViewsBefore(db, retentionCutoff(nowMs, retention.pageViewMonths));
    },
  };
}

/** The oldest moment a page view kept at `nowMs` may be from. */
export function retentionCutoff(nowMs: number, months: number): Date {
  const cutoff = new Date(nowMs);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
