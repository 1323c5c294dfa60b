import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { AppError } from '../errors';
import { sendError } from '../http/error-handler';
import { metrics } from './metrics';
import type { OverloadLimits } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answered even when the process sheds load (health probes, metrics). */
    shed?: boolean;
  }
}

/** How often the event loop is sampled: the time it takes to notice overload and its end. */
const SAMPLE_INTERVAL_MS = 250;

/**
 * Sheds load instead of drowning (docs/adr/0033): while the event loop is saturated or the
 * database pool has a queue, new requests are answered at once with 503 COMMON010, Retry-After
 * and the error JSON, instead of queuing until every client times out. What is admitted keeps
 * its latency. Routes with `config: { shed: false }` (health, metrics) are always answered.
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: OverloadLimits,
  pool: Pool | null,
): Promise<void> {
  // Counted, not logged one by one: at five times capacity a line per refusal would be load too.
  const refuse = (reply: FastifyReply, reason: string) => {
    metrics.requestsShed.inc({ reason });
    return reply.header('retry-after', String(limits.retryAfterSeconds));
  };

  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // Called only while a threshold is passed; returning nothing lets the request through.
    // Called only while a threshold is passed. Nothing returned lets the request through; a
    // rejection goes to the api's error handler like any other error.
    pressureHandler: (request, reply, type) => {
      if (request.routeOptions.config.shed === false) return undefined;
      refuse(reply, type);
      return Promise.reject(AppError.of('COMMON010'));
    },
  });

  if (limits.maxInFlight > 0) {
    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.shed === false) return undefined;
      if (inFlight >= limits.maxInFlight) {
        return sendError(refuse(reply, 'inFlight'), AppError.of('COMMON010'));
      }
      inFlight += 1;
      // 'close' comes once per response, sent or abandoned by the client.
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
      return undefined;
    });
  }

  const maxPoolWaiting = limits.maxPoolWaiting;
  if (pool !== null && maxPoolWaiting > 0) {
    // Checked per request (a counter read): a queue forms within milliseconds.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.shed !== false && pool.waitingCount > maxPoolWaiting) {
        return sendError(refuse(reply, 'poolWaiting'), AppError.of('COMMON010'));
      }
      return undefined;
    });
  }
}
