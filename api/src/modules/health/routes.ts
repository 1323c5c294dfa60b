import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { DomainPlugin } from '../../context';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});

/**
 * For load balancers and `npm start`: 200 when the api can query its database, else 503 with
 * the same shape, so a probe needs only the status code.
 */
export const healthRoutes: DomainPlugin = async (app, { context }) => {
  app.get(
    '/health',
    {
      // Probed every few seconds: log failures only.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'api와 데이터베이스 상태',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(context.db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};
