import type { Retention } from '../../config';
import type { AppDatabase } from '../../db/database';
import {
  deleteAdminLogBefore,
  deleteExpiredSharesAndVerifications,
  deleteLoginsBefore,
  deletePageViewsBefore,
  eraseLoginAddressesBefore,
} from './queries';

/** Purging is a few indexed statements; once an hour per process is plenty for these periods. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The one retention job (docs/adr/0037): page views older than `pageViewMonths`, login records
 * older than `loginHistoryMonths`, logins' client addresses older than `loginIpSeconds`,
 * expired share links and portal verifications, and the admins' audit-log entries older than
 * `adminLogMonths` are removed. No scheduler: `purgeIfDue` runs at start and with the page views that keep coming in,
 * at most once an hour per process; every replica may run it, the statements are the same. The
 * privacy policy states these periods from the same `Retention` (modules/privacy/policy.ts).
 */
export function createRetentionPurge(db: AppDatabase, retention: Retention, now: () => number) {
  let lastPurgeMs: number | undefined;
  return {
    async purgeIfDue(): Promise<void> {
      const nowMs = now();
      if (lastPurgeMs !== undefined && nowMs - lastPurgeMs < PURGE_INTERVAL_MS) return;
      const previousPurgeMs = lastPurgeMs;
      lastPurgeMs = nowMs; // before the statements, so calls meanwhile do not purge again
      try {
        await deletePageViewsBefore(db, monthsBefore(nowMs, retention.pageViewMonths));
        await deleteLoginsBefore(db, monthsBefore(nowMs, retention.loginHistoryMonths));
        await eraseExpiredLoginAddresses(db, nowMs, retention);
        await deleteExpiredSharesAndVerifications(db, new Date(nowMs));
        await deleteAdminLogBefore(db, monthsBefore(nowMs, retention.adminLogMonths));
      } catch (error) {
        lastPurgeMs = previousPurgeMs; // not done: the next call tries again
        throw error;
      }
    },
  };
}

/**
 * Erases logins' client addresses older than the attempt-limit window; a login does it at once
 * (accounts), the purge when no one logs in.
 */
export async function eraseExpiredLoginAddresses(
  db: AppDatabase,
  nowMs: number,
  retention: Retention,
): Promise<void> {
  await eraseLoginAddressesBefore(db, loginAddressCutoff(nowMs, retention));
}

/** The oldest moment a record kept for `months` may be from at `nowMs`. */
export function monthsBefore(nowMs: number, months: number): Date {
  const cutoff = new Date(nowMs);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Logins before this moment keep no client address. */
export function loginAddressCutoff(nowMs: number, retention: Retention): Date {
  return new Date(nowMs - retention.loginIpSeconds * 1000);
}
