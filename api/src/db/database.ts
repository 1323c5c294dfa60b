import { mkdirSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Pool, type PoolConfig } from 'pg';
import type { Config } from '../config';
import { lockPgliteDataDir } from './pglite-lock';
import type { Database } from './schema';

export type AppDatabase = Kysely<Database>;

/**
 * Opens the api's database: PostgreSQL through a `pg` pool when DATABASE_URL is set, otherwise
 * the embedded PGlite in DATA_DIR/pglite. Call it once per process and share the result;
 * `destroy()` closes the pool or the PGlite instance.
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<AppDatabase> {
  if (config.databaseUrl !== null) {
    return postgresDatabase({ connectionString: config.databaseUrl });
  }
  return pgliteDatabase(await openPglite(path.join(config.dataDir, 'pglite')));
}

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails
 * as "database unavailable" (503 COMMON009): an outage is answered within 2 s, not after the
 * operating system's TCP timeout.
 */
export const CONNECT_TIMEOUT_MS = 1500;

/**
 * A query waited CONNECT_TIMEOUT_MS for a pooled connection while every connection was lent out
 * to other queries: the process has more work than its pool serves, which is overload (503
 * COMMON010, src/observability/overload.ts), not an outage of the database (COMMON009).
 */
export class PoolSaturatedError extends Error {
  override name = 'PoolSaturatedError';

  constructor(cause: unknown) {
    super('no pooled connection became free in time: every connection was busy', { cause });
  }
}

export function postgresDatabase(poolConfig: PoolConfig): AppDatabase {
  const pool = new Pool({
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notices a peer that vanished without closing the connection (a failover, a dead host).
    keepAlive: true,
    ...poolConfig,
  });
  // Connections lent out to queries. pg's one time-out covers both a connection that cannot be
  // opened and a wait behind busy ones; only the second has every connection lent out (a
  // connection being opened, or one that died, is not lent).
  let lentOut = 0;
  pool.on('acquire', () => {
    lentOut += 1;
  });
  pool.on('release', () => {
    lentOut -= 1;
  });
  const connect = async () => {
    try {
      return await pool.connect();
    } catch (error) {
      if (lentOut >= (pool.options.max ?? 10)) throw new PoolSaturatedError(error);
      throw error;
    }
  };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }),
  });
  const listeners = new Set<(error: Error) => void>();
  // An idle pooled connection that the server closes (restart, pg_terminate_backend) is emitted
  // here; without a listener Node would end the process. The pool has already dropped it and the
  // next query opens a new one, so it is only reported.
  pool.on('error', (error) => {
    for (const listener of listeners) listener(error);
  });
  // A connection that dies while lent out (under a query, or inside a transaction between two
  // queries) fails that query — 503 to the caller — and also emits 'error' on its client, which
  // the pool listens to only while the client is idle. Node would end the process on it.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  drivers.set(db, { kind: 'postgres', poolConfig, pool, connectionErrors: listeners });
  return db;
}

/**
 * Calls `listener` when the database drops an idle connection (PostgreSQL only; PGlite has no
 * connections to lose). Returns the unsubscribe function.
 */
export function onConnectionLost(db: AppDatabase, listener: (error: Error) => void): () => void {
  const driver = driverOf(db);
  if (driver.kind !== 'postgres') return () => {};
  driver.connectionErrors.add(listener);
  return () => driver.connectionErrors.delete(listener);
}

/**
 * Kysely over one PGlite instance. PGlite has a single connection, which the dialect
 * serialises, so a process must use one Kysely per PGlite (two would interleave transactions).
 */
export function pgliteDatabase(pglite: PGlite): AppDatabase {
  // PGlite runs a query synchronously on this event loop, and its promises resolve as
  // microtasks: without a turn of the loop between queries the api would read no new request
  // until the current ones were done, so none could be shed (measured at five times capacity:
  // nothing shed, most clients timed out; docs/benchmarks.md). The dialect calls only `query`
  // and, on destroy, `close`.
  const yielding = {
    query: async (text: string, params?: unknown[]) => {
      await setImmediate();
      return pglite.query(text, params);
    },
    close: () => pglite.close(),
  } as unknown as PGlite;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(yielding) });
  drivers.set(db, { kind: 'pglite', pglite });
  return db;
}

/**
 * Closes a database opened here. Kysely's destroy() skips a driver that never ran a query, which
 * would leave such a PGlite open, its timers keeping the process alive; this closes it anyway.
 */
export async function closeDatabase(db: AppDatabase): Promise<void> {
  await db.destroy();
  const driver = drivers.get(db);
  if (driver?.kind === 'pglite' && !driver.pglite.closed) await driver.pglite.close();
}

/**
 * What a database was opened on. Kysely hides its driver, but LISTEN needs it: a PGlite
 * instance delivers notifications itself, PostgreSQL needs a connection of its own.
 */
export type DatabaseDriver =
  | { kind: 'pglite'; pglite: PGlite }
  | {
      kind: 'postgres';
      poolConfig: PoolConfig;
      /** The queries' pool: its counts are metrics and an overload signal (src/observability). */
      pool: Pool;
      /** Listeners of `onConnectionLost`. */
      connectionErrors: Set<(error: Error) => void>;
    };

const drivers = new WeakMap<AppDatabase, DatabaseDriver>();

/** The driver of a database opened by this module (every database of the api is). */
export function driverOf(db: AppDatabase): DatabaseDriver {
  const driver = drivers.get(db);
  if (driver === undefined) throw new Error('Database was not opened by src/db/database.ts');
  return driver;
}

// PGlite data folders opened by this process. Two instances on one folder would corrupt it,
// and each costs hundreds of MB, so a second open is refused while the first is alive.
const openPglites = new Map<string, Promise<PGlite>>();

async function openPglite(dataDir: string): Promise<PGlite> {
  const opening = openPglites.get(dataDir);
  if (opening !== undefined && !(await opening).closed) {
    throw new Error(`PGlite data folder ${dataDir} is already open in this process`);
  }
  mkdirSync(dataDir, { recursive: true });
  // Other processes (a second server, the admin command) are kept out by a lock file.
  lockPgliteDataDir(dataDir);
  const created = PGlite.create(dataDir);
  openPglites.set(dataDir, created);
  return created;
}
