import './runtime';
import { buildApp, type App } from './app';
import { loadConfig, type Config } from './config';
import { closeDatabase, createDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { loggerOptions } from './logging';

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start(): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase(config);
  let app: App | undefined;
  try {
    app = await buildApp({ config, db, logger: loggerOptions(config.logLevel) });
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
    handleShutdownSignals(app, db);
    await app.listen({
      port: config.port,
      host: config.host,
      // The one "ready" line (Fastify logs it once per bound address).
      listenTextResolver: (address) =>
        `SMUNITY api ready at ${address} (database: ${databaseLabel(config)}, portal: ${config.portal})`,
    });
  } catch (error) {
    await app?.close();
    await closeDatabase(db);
    throw error;
  }
}

// Never prints DATABASE_URL: it may hold a password.
function databaseLabel(config: Config): string {
  return config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
}

/** SIGINT/SIGTERM: stop accepting, let in-flight requests finish, close the api, then the DB. */
function handleShutdownSignals(app: App, db: AppDatabase): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    app
      .close()
      .then(() => closeDatabase(db))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration); stderr always does.
  console.error('SMUNITY api failed to start:', error);
  process.exit(1);
});
