import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { PoolSaturatedError, type AppDatabase } from '../../db/database';
import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import { registry } from '../../observability/metrics';

const Check = Type.Union([Type.Literal('ok'), Type.Literal('error')]);

const HealthSchema = Type.Object({ status: Check, database: Check });

const LiveSchema = Type.Object({ status: Type.Literal('ok') });

const ReadySchema = Type.Object({
  status: Check,
  database: Check,
  /** The database's change notifications (audits are cached only while they are heard). */
  changes: Check,
  shuttingDown: Type.Boolean(),
});

/** A readiness probe must answer within the proxy's probe time-out even when the pool is busy. */
const READY_DATABASE_TIMEOUT_MS = 2000;

/**
 * For load balancers, orchestrators and monitoring. Probed every few seconds: only failures are
 * logged; never shed under overload (`shed: false`), so a busy replica is not taken for a dead one.
 *
 * - `/health/live`: the process answers (restart it when this fails).
 * - `/health/ready`: it should get traffic: the database answers, its change notifications are
 *   heard, and it is not shutting down (503 otherwise, same shape).
 * - `/health`: the database answers (the original probe, kept for `npm start` and old probes).
 * - `/metrics`: Prometheus text format (docs/operations.md); the shell's server never proxies it.
 */
export const healthRoutes: DomainPlugin = async (app, { context }) => {
  const probe = { logLevel: 'warn', config: { shed: false, namesClient: false } } as const;

  app.get(
    '/health',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: 'api와 데이터베이스 상태',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      const database = await databaseCheck(context.db, (error) =>
        request.log.error({ err: error }, 'health check: database query failed'),
      );
      return reply.status(database === 'ok' ? 200 : 503).send({ status: database, database });
    },
  );

  app.get(
    '/health/live',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: 'api 프로세스가 응답하는지 (liveness)',
        response: { 200: LiveSchema },
      },
    },
    async () => ({ status: 'ok' }) as const,
  );

  app.get(
    '/health/ready',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: '요청을 받을 준비가 되었는지 (readiness)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      const shuttingDown = context.lifecycle.shuttingDown;
      const database = shuttingDown
        ? 'ok'
        : await databaseCheck(context.db, (error) =>
            request.log.error({ err: error }, 'readiness: database query failed'),
          );
      const changes = context.memberChanges.live ? 'ok' : 'error';
      const ready = !shuttingDown && database === 'ok' && changes === 'ok';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'error', database, changes, shuttingDown });
    },
  );

  app.get(
    '/metrics',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: 'Prometheus 지표 (운영용, 공개 프록시로 노출하지 않음)',
      },
    },
    async (request, reply) => {
      // Prometheus scrapes the replica itself; a request relayed by a proxy (X-Forwarded-For) is
      // the public's, should a proxy ever forward this path.
      if (request.headers['x-forwarded-for'] !== undefined) throw AppError.of('COMMON007');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};

async function databaseCheck(
  db: AppDatabase,
  onError: (error: unknown) => void,
): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${READY_DATABASE_TIMEOUT_MS} ms`)),
          READY_DATABASE_TIMEOUT_MS,
        );
      }),
    ]);
    return 'ok';
  } catch (error) {
    // Every pooled connection busy past the wait is overload, which sheds (503 COMMON010): the
    // database answers those queries, and taking a busy replica out would only move its load
    // onto the others.
    if (error instanceof PoolSaturatedError) return 'ok';
    onError(error);
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}
