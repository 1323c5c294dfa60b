import type { FastifyInstance } from 'fastify';
import { metrics } from './metrics';

/**
 * Counts and times every answered request by its route pattern (`/api/v1/questions/:id`, never
 * the URL itself, which would make one series per question); requests that matched no route are
 * `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
