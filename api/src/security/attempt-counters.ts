import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';

/**
 * Fixed-window counters: at most `max` additions per key in a window that starts with the key's
 * first addition. Where they live decides who shares them: this process's memory (PGlite, one
 * process) or PostgreSQL (every replica).
 */
export interface AttemptCounters {
  /** Milliseconds until `key` of `scope` may add again; 0 when it may now. */
  waitMs(scope: string, key: string, max: number, nowMs: number): Promise<number>;
  /** Counts one addition, opening a window of `windowMs` when there is none. */
  add(scope: string, key: string, windowMs: number, nowMs: number): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Keys are dropped once their window ends; the map is swept as it grows, never unbounded. */
const FIRST_SWEEP_AT_SIZE = 1024;

/** One process's counters. */
export class MemoryAttemptCounters implements AttemptCounters {
  private readonly windows = new Map<string, Window>();
  private sweepAtSize = FIRST_SWEEP_AT_SIZE;

  /** Keys held in memory (live windows, plus ended ones not swept yet). */
  get size(): number {
    return this.windows.size;
  }

  async waitMs(scope: string, key: string, max: number, nowMs: number): Promise<number> {
    const window = this.current(`${scope}\u0000${key}`, nowMs);
    return window !== undefined && window.count >= max ? window.endsAt - nowMs : 0;
  }

  async add(scope: string, key: string, windowMs: number, nowMs: number): Promise<void> {
    const id = `${scope}\u0000${key}`;
    const window = this.current(id, nowMs);
    if (window !== undefined) {
      window.count += 1;
      return;
    }
    this.windows.set(id, { count: 1, endsAt: nowMs + windowMs });
    if (this.windows.size >= this.sweepAtSize) this.sweep(nowMs);
  }

  private current(id: string, nowMs: number): Window | undefined {
    const window = this.windows.get(id);
    if (window !== undefined && window.endsAt <= nowMs) {
      this.windows.delete(id);
      return undefined;
    }
    return window;
  }

  private sweep(nowMs: number): void {
    for (const [id, window] of this.windows) {
      if (window.endsAt <= nowMs) this.windows.delete(id);
    }
    // Amortised: the next sweep waits until the live keys have doubled.
    this.sweepAtSize = Math.max(FIRST_SWEEP_AT_SIZE, this.windows.size * 2);
  }
}

/** About one addition in this many also deletes the ended windows (an indexed range delete). */
const SWEEP_EVERY = 100;

/**
 * Counters in PostgreSQL's attempt_counters (migrations/007), shared by every replica. Times are
 * the api's clock (`nowMs`), as with the memory counters, so tests can move them. One addition is
 * one upsert; a check is one indexed read.
 */
export class PostgresAttemptCounters implements AttemptCounters {
  constructor(
    private readonly db: AppDatabase,
    private readonly random: () => number = Math.random,
  ) {}

  async waitMs(scope: string, key: string, max: number, nowMs: number): Promise<number> {
    const row = await this.db
      .selectFrom('attempt_counters')
      .select(['count', 'window_ends_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('window_ends_at', '>', new Date(nowMs))
      .executeTakeFirst();
    return row !== undefined && row.count >= max ? row.window_ends_at.getTime() - nowMs : 0;
  }

  async add(scope: string, key: string, windowMs: number, nowMs: number): Promise<void> {
    const now = new Date(nowMs);
    // A window that has ended starts over: count 1, a new end.
    await this.db
      .insertInto('attempt_counters')
      .values({ scope, key, count: 1, window_ends_at: new Date(nowMs + windowMs) })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'key']).doUpdateSet({
          count: sql`case when attempt_counters.window_ends_at <= ${now} then 1 else attempt_counters.count + 1 end`,
          window_ends_at: sql`case when attempt_counters.window_ends_at <= ${now} then excluded.window_ends_at else attempt_counters.window_ends_at end`,
        }),
      )
      .execute();
    if (this.random() * SWEEP_EVERY < 1) {
      await this.db.deleteFrom('attempt_counters').where('window_ends_at', '<=', now).execute();
    }
  }
}
