import './runtime';
import { chmodSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp, type App } from './app';
import { loadConfig, type Config } from './config';
import { closeDatabase, createDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { loggerOptions } from './logging';
import { Lifecycle } from './observability/lifecycle';
import { collectProcessMetrics } from './observability/metrics';
import { untilLoopSettled } from './observability/overload';

/**
 * Connections the kernel holds for the api until it accepts them (Node's default is 511; Linux
 * caps it at net.core.somaxconn, 4096 by default). A burst of new connections beyond it is
 * dropped at the SYN and retried by the client after 1, 3, 7… s, before any check of the api can
 * shed it: measured at five times capacity (docs/benchmarks.md), that was the admitted requests'
 * p99 of seconds. Held here instead, a connection is accepted within the loop's next turn and
 * answered (or shed) at once.
 */
const LISTEN_BACKLOG = 4096;

/** How long an exiting process waits for its last log lines to be written. */
const LOG_FLUSH_TIMEOUT_MS = 1000;

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start(): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase(config);
  const lifecycle = new Lifecycle();
  collectProcessMetrics();
  let app: App | undefined;
  try {
    app = await buildApp({
      config,
      db,
      logger: loggerOptions(config.logLevel),
      sendMails: true,
      lifecycle,
    });
    const migrations = await migrateToLatest(db);
    app.log.info(
      { migrations },
      migrations.length > 0 ? 'migrations applied' : 'schema up to date',
    );
    const seed = await seedReferenceData(db);
    app.log.info(
      { checksum: seed.checksum, importedAt: seed.importedAt },
      seed.importedAt !== undefined
        ? 'reference data as imported (npm run data -w api -- import); the bundled files are not seeded'
        : seed.seeded
          ? 'reference data seeded'
          : 'reference data up to date',
    );
    handleShutdownSignals(app, db, lifecycle, config.shutdownDrainSeconds);
    // Start-up kept the loop busy: open once the samplers no longer see that (or shed for it).
    const loop = await untilLoopSettled(app);
    if (!loop.settled) {
      app.log.warn({ waitedMs: loop.waitedMs }, 'opening with the event loop still under pressure');
    }
    const readyLine = (address: string) =>
      `SMUNITY api ready at ${address} (database: ${databaseLabel(config)}, portal: ${config.portal})`;
    if (config.listenSocket !== null) {
      await listenOnSocket(app, config.listenSocket);
      app.log.info(readyLine(`unix:${config.listenSocket}`));
    } else {
      await app.listen({
        port: config.port,
        host: config.host,
        backlog: LISTEN_BACKLOG,
        // The one "ready" line (Fastify logs it once per bound address).
        listenTextResolver: readyLine,
      });
    }
  } catch (error) {
    await app?.close();
    await closeDatabase(db);
    throw error;
  }
}

/**
 * Listens on a temporary socket next to `socket` and renames it over `socket`: the path goes from
 * the old process's socket to this one's in one step, so the proxy's next connection reaches this
 * process and none is refused (tools/deploy/api-replicas.js, docs/adr/0059). Binding `socket`
 * itself would not do: Node removes the path it bound when it closes, which would be the next
 * process's socket by then. Owner and group may connect (0660): put the proxy in the group.
 */
async function listenOnSocket(app: App, socket: string): Promise<void> {
  const temporary = path.join(path.dirname(socket), `.${path.basename(socket)}.${process.pid}`);
  rmSync(temporary, { force: true });
  await app.listen({
    path: temporary,
    backlog: LISTEN_BACKLOG,
    listenTextResolver: (address) => `listening on ${address}, to be renamed to ${socket}`,
  });
  chmodSync(temporary, 0o660);
  renameSync(temporary, socket);
}

// Never prints DATABASE_URL: it may hold a password.
function databaseLabel(config: Config): string {
  return config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
}

/**
 * Exits with `code` once every log line written so far is out. pino writes to stdout
 * asynchronously: a line still being written when the process exits was seen to land after the
 * last one ("shut down" before "closing"), or could be lost.
 */
function exitOnceLogged(app: App, code: number): void {
  const exit = () => process.exit(code);
  // A stdout nobody reads any more never drains: exit all the same, a moment later.
  setTimeout(exit, LOG_FLUSH_TIMEOUT_MS);
  const { log } = app;
  if ('flush' in log && typeof log.flush === 'function') {
    (log.flush as (done: () => void) => void)(exit);
  } else {
    exit();
  }
}

/**
 * SIGTERM (a deploy, the orchestrator) and SIGINT (Ctrl-C), in order: answer not-ready at once;
 * keep serving for SHUTDOWN_DRAIN_SECONDS while the proxy's readiness probe takes this replica
 * out (so no request is sent to a closing socket), every answer with `Connection: close` so that
 * the proxy's pooled connections end too; stop accepting connections and finish the
 * requests in flight (within SHUTDOWN_TIMEOUT_MS, then exit 1 anyway); close the database pool;
 * exit 0. docs/operations.md explains the drain for a deploy.
 */
function handleShutdownSignals(
  app: App,
  db: AppDatabase,
  lifecycle: Lifecycle,
  drainSeconds: number,
): void {
  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.beginShutdown();
    app.log.info({ signal, drainSeconds }, 'shutting down: not ready, draining');
    const forceExit = setTimeout(
      () => {
        app.log.error('shutdown timed out; exiting');
        exitOnceLogged(app, 1);
      },
      drainSeconds * 1000 + SHUTDOWN_TIMEOUT_MS,
    );
    forceExit.unref();
    delay(drainSeconds * 1000)
      .then(() => {
        app.log.info('closing: no new connections, finishing requests in flight');
        return app.close();
      })
      .then(() => closeDatabase(db))
      .then(
        () => {
          app.log.info('shut down');
          exitOnceLogged(app, 0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exitOnceLogged(app, 1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

start().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration); stderr always does.
  console.error('SMUNITY api failed to start:', error);
  process.exit(1);
});
