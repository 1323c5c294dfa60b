import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';

/** How one counter's window behaves. */
export interface CounterWindow {
  windowMs: number;
  /** Attempts allowed in a window; only used by `slide`. */
  max: number;
  /**
   * The window ends `windowMs` after the latest allowed attempt instead of after the first, so
   * no span of `windowMs` ever holds more than `max` allowed attempts (a fixed window lets 2 ×
   * max through around its end). Refused attempts (count above max) do not move it.
   */
  slide?: boolean;
}

/** A key's count after an addition, this addition included, and when its window ends. */
export interface CounterState {
  count: number;
  endsAtMs: number;
}

/**
 * Windowed counters of attempts per key. `add` counts and answers in one atomic step (the
 * increment and the count it compares come from the same statement), so of N concurrent
 * attempts exactly `max` see a count within the limit — on one process and, with PostgreSQL, on
 * every replica. Where they live decides who shares them: this process's memory (PGlite, one
 * process) or PostgreSQL.
 */
export interface AttemptCounters {
  add(scope: string, key: string, window: CounterWindow, nowMs: number): Promise<CounterState>;
  /** Takes one attempt back (a refused one, or one that turned out not to count). */
  refund(scope: string, key: string, nowMs: number): Promise<void>;
  /** Forgets the key's window (e.g. after a success that resets a failure count). */
  clear(scope: string, key: string): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Keys are dropped once their window ends; the map is swept as it grows, never unbounded. */
const FIRST_SWEEP_AT_SIZE = 1024;

/** One process's counters; every method changes the map in one synchronous step. */
export class MemoryAttemptCounters implements AttemptCounters {
  private readonly windows = new Map<string, Window>();
  private sweepAtSize = FIRST_SWEEP_AT_SIZE;

  /** Keys held in memory (live windows, plus ended ones not swept yet). */
  get size(): number {
    return this.windows.size;
  }

  async add(
    scope: string,
    key: string,
    window: CounterWindow,
    nowMs: number,
  ): Promise<CounterState> {
    const id = idOf(scope, key);
    const current = this.current(id, nowMs);
    if (current === undefined) {
      const opened = { count: 1, endsAt: nowMs + window.windowMs };
      this.windows.set(id, opened);
      if (this.windows.size >= this.sweepAtSize) this.sweep(nowMs);
      return { count: 1, endsAtMs: opened.endsAt };
    }
    current.count += 1;
    if (window.slide && current.count <= window.max) current.endsAt = nowMs + window.windowMs;
    return { count: current.count, endsAtMs: current.endsAt };
  }

  async refund(scope: string, key: string, nowMs: number): Promise<void> {
    const current = this.current(idOf(scope, key), nowMs);
    if (current !== undefined && current.count > 0) current.count -= 1;
  }

  async clear(scope: string, key: string): Promise<void> {
    this.windows.delete(idOf(scope, key));
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

function idOf(scope: string, key: string): string {
  return `${scope}\u0000${key}`;
}

/** About one addition in this many also deletes the ended windows (an indexed range delete). */
const SWEEP_EVERY = 100;

/**
 * Counters in PostgreSQL's attempt_counters (migrations/007, 012), shared by every replica. Times
 * are the api's clock (`nowMs`), as with the memory counters, so tests can move them. An addition
 * is one upsert that returns the new count: PostgreSQL locks the row for the update, so
 * concurrent additions on any replica are serialised and each sees its own count.
 */
export class PostgresAttemptCounters implements AttemptCounters {
  constructor(
    private readonly db: AppDatabase,
    private readonly random: () => number = Math.random,
  ) {}

  async add(
    scope: string,
    key: string,
    window: CounterWindow,
    nowMs: number,
  ): Promise<CounterState> {
    const now = new Date(nowMs);
    const slide = window.slide === true;
    // A window that has ended starts over: count 1, a new end.
    const row = await this.db
      .insertInto('attempt_counters')
      .values({ scope, key, count: 1, window_ends_at: new Date(nowMs + window.windowMs) })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'key']).doUpdateSet({
          count: sql`case when attempt_counters.window_ends_at <= ${now} then 1 else attempt_counters.count + 1 end`,
          window_ends_at: sql`case
            when attempt_counters.window_ends_at <= ${now} then excluded.window_ends_at
            when ${slide} and attempt_counters.count + 1 <= ${window.max} then excluded.window_ends_at
            else attempt_counters.window_ends_at end`,
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    if (this.random() * SWEEP_EVERY < 1) {
      await this.db.deleteFrom('attempt_counters').where('window_ends_at', '<=', now).execute();
    }
    return { count: row.count, endsAtMs: row.window_ends_at.getTime() };
  }

  async refund(scope: string, key: string, nowMs: number): Promise<void> {
    await this.db
      .updateTable('attempt_counters')
      .set({ count: sql`count - 1` })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('count', '>', 0)
      .where('window_ends_at', '>', new Date(nowMs))
      .execute();
  }

  async clear(scope: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('attempt_counters')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }
}
