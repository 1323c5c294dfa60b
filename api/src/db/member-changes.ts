import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Client, type PoolConfig } from 'pg';
import { driverOf, type AppDatabase } from './database';

/** Channel of migrations/006: payload a member id, or '*' for "anything may have changed". */
export const MEMBER_CHANGES_CHANNEL = 'smunity_member_changes';

/** A member whose audit inputs changed, or every member. */
export type MemberChange = number | 'all';

/**
 * Changes to what a member's graduation audit reads (the member's row, courses, year and
 * department), from the database's triggers, so that whoever wrote them — this process, a
 * replica, the admin command — every process hears of it. Caches subscribe and drop entries.
 */
export interface MemberChanges {
  /**
   * True while every committed change is being delivered. While false (the PostgreSQL
   * listener is reconnecting) nothing may be cached: a change could go unheard. It turns only
   * together with an 'all' announcement, which subscribers hear with `live` already turned
   * (`untilLive` waits so).
   */
  readonly live: boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (change: MemberChange) => void): () => void;
  /**
   * Tells this process's subscribers at once that a member changed. Writers call it after
   * their commit so the member reads its own write, before PostgreSQL's notification arrives.
   */
  changed(memberId: number): void;
  /** Resolves once every change committed before the call has been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Resolves once `changes.live` is `live`: at once if it is, else with the 'all' announced as it
 * turns. Jest's timeout or the caller bounds the wait.
 */
export function untilLive(
  changes: Pick<MemberChanges, 'live' | 'subscribe'>,
  live: boolean,
): Promise<void> {
  if (changes.live === live) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = changes.subscribe((change) => {
      if (change !== 'all' || changes.live !== live) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What the PostgreSQL listener logs when its connection drops and comes back. */
export interface ChangeLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Listens on the database's own driver: PGlite in process, PostgreSQL on a connection of its own. */
export async function openMemberChanges(db: AppDatabase, log: ChangeLog): Promise<MemberChanges> {
  const driver = driverOf(db);
  return driver.kind === 'pglite'
    ? pgliteMemberChanges(driver.pglite)
    : postgresMemberChanges(driver.poolConfig, log);
}

/** The subscribers and the payload format, shared by both drivers. */
class Subscribers {
  private readonly listeners = new Set<(change: MemberChange) => void>();

  add(listener: (change: MemberChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: MemberChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** A notification payload of migrations/006; anything else is not a member change. */
  emitPayload(payload: string): void {
    if (payload === '*') this.emit('all');
    else if (/^\d+$/.test(payload)) this.emit(Number(payload));
  }
}

/**
 * PGlite is one PostgreSQL session inside this process: the session that commits receives its
 * own notifications in the answer to the COMMIT (or the autocommitted statement), so they are
 * delivered before the writer's query resolves and there is nothing to wait for.
 */
async function pgliteMemberChanges(pglite: PGlite): Promise<MemberChanges> {
  const subscribers = new Subscribers();
  const unlisten = await pglite.listen(MEMBER_CHANGES_CHANNEL, (payload) =>
    subscribers.emitPayload(payload),
  );
  let live = true;
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => subscribers.add(listener),
    changed: (memberId) => subscribers.emit(memberId),
    settled: async () => {},
    async close() {
      if (!live) return;
      live = false;
      subscribers.emit('all');
      if (!pglite.closed) await unlisten();
    },
  };
}

/** The listener's application_name, to tell it apart in pg_stat_activity. */
export const LISTENER_NAME = 'smunity member changes';

const RECONNECT_DELAY_MS = { first: 250, max: 30_000 };

/**
 * PostgreSQL: a dedicated connection LISTENs (a pooled one would be handed to queries). When it
 * drops, subscribers are told 'all' and `live` is false until it is back — notifications sent
 * meanwhile are lost — and it reconnects with a doubling delay.
 */
async function postgresMemberChanges(
  poolConfig: PoolConfig,
  log: ChangeLog,
): Promise<MemberChanges> {
  const subscribers = new Subscribers();
  /** settled() waiters by the token of the marker notification they wait for. */
  const markers = new Map<string, () => void>();
  let client: Client | null = null;
  let closed = false;
  let retryDelay = RECONNECT_DELAY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  /** The marker of settled() on its way, and the one the calls made meanwhile wait for. */
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /** Stops using `connection`: nothing cached survives, and settled() waiters are let go. */
  const detach = (connection: Client): boolean => {
    if (client !== connection) return false;
    client = null;
    subscribers.emit('all');
    for (const release of markers.values()) release();
    markers.clear();
    return true;
  };

  const lost = (connection: Client, error?: Error) => {
    if (!detach(connection) || closed) return;
    connection.end().catch(() => {});
    log.warn({ err: error }, 'member change listener lost its connection; audits are not cached');
    scheduleConnect();
  };

  /**
   * Resolves once every change committed before the call has been delivered: a marker notified
   * on the listening connection itself commits after them, and PostgreSQL delivers
   * notifications in commit order.
   */
  const sendMarker = async (): Promise<void> => {
    const connection = client;
    if (connection === null) return;
    const marker = `settled:${randomUUID()}`;
    const delivered = new Promise<void>((resolve) => markers.set(marker, resolve));
    try {
      await connection.query('SELECT pg_notify($1, $2)', [MEMBER_CHANGES_CHANNEL, marker]);
    } catch (error) {
      markers.delete(marker);
      lost(connection, error as Error);
      return;
    }
    await delivered;
  };

  /**
   * Every audit read waits for this, so concurrent calls share markers. A call made while a
   * marker is on its way cannot use it (it may have been sent before the call): it waits for
   * the next one, which all such calls share.
   */
  const settled = (): Promise<void> => {
    if (inFlight === null) {
      inFlight = sendMarker().finally(() => (inFlight = null));
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return settled();
    });
    return queued;
  };

  const connect = async (): Promise<void> => {
    const connection = new Client({ ...poolConfig, application_name: LISTENER_NAME });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    connection.on('notification', ({ channel, payload = '' }) => {
      if (channel !== MEMBER_CHANGES_CHANNEL) return;
      const release = markers.get(payload);
      if (release === undefined) subscribers.emitPayload(payload);
      else release();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${MEMBER_CHANGES_CHANNEL}`);
    } catch (error) {
      connection.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await connection.end();
      return;
    }
    client = connection;
    retryDelay = RECONNECT_DELAY_MS.first;
    // Whatever changed while nobody listened is unknown.
    subscribers.emit('all');
  };

  const scheduleConnect = () => {
    // close() may come while an attempt is under way; its failure must not start another.
    if (closed) return;
    retryTimer = setTimeout(() => {
      connect().then(
        () => log.info({}, 'member change listener reconnected'),
        (error: unknown) => {
          log.warn({ err: error }, 'member change listener could not reconnect');
          scheduleConnect();
        },
      );
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RECONNECT_DELAY_MS.max);
  };

  // A database that is down at start is not fatal (GET /api/health reports it): listen later.
  await connect().catch((error: unknown) => {
    log.warn({ err: error }, 'member change listener could not connect; audits are not cached');
    scheduleConnect();
  });

  return {
    get live() {
      return client !== null;
    },
    subscribe: (listener) => subscribers.add(listener),
    changed: (memberId) => subscribers.emit(memberId),
    settled,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const connection = client;
      if (connection !== null && detach(connection)) await connection.end().catch(() => {});
    },
  };
}
