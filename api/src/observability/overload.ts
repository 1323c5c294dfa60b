import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { sendError } from '../http/error-handler';
import { shed, type ShedReason } from './shed';
import { Slot } from './slot';
import type { OverloadLimits } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answered even when the process sheds load (health probes, metrics). */
    shed?: boolean;
  }
}

/** How often the event loop is sampled: the time it takes to notice overload and its end. */
const SAMPLE_INTERVAL_MS = 250;
/** How long start-up waits for the loop to settle before it opens anyway (untilLoopSettled). */
const SETTLE_WAIT_MS = 5000;

/**
 * Sheds load instead of drowning (docs/adr/0033): past a cap on the requests in flight, while
 * the event loop lags or the database pool has a queue, new requests are answered at once with
 * 503 COMMON010, Retry-After and the error JSON, instead of queuing until every client times out.
 * What is admitted keeps its latency. Routes with `config: { shed: false }` (health, metrics) are
 * always answered. (A query that waits too long for a pooled connection is shed too: see
 * PoolSaturatedError in src/db/database.ts and the error handler.)
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: OverloadLimits,
  pool: Pool | null,
): Promise<void> {
  const refuse = (reply: FastifyReply, reason: ShedReason) =>
    sendError(reply, shed(reason, limits.retryAfterSeconds));

  // First, and a counter read: the cap that bounds how long an admitted request waits (it
  // shares the process with at most maxInFlight − 1 others), whatever the machine's load.
  if (limits.maxInFlight > 0) {
    let inFlight = 0;
    const slots = new WeakMap<FastifyRequest, Slot>();
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.shed === false) return undefined;
      if (inFlight >= limits.maxInFlight) return refuse(reply, 'inFlight');
      inFlight += 1;
      const slot = new Slot(() => {
        inFlight -= 1;
      });
      slots.set(request, slot);
      // 'close' comes once per response, sent or abandoned by the client.
      reply.raw.once('close', () => slot.close());
      return undefined;
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      slots.get(request)?.answer();
      return payload;
    });
  }

  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // Called only while a threshold is passed. Nothing returned lets the request through; a
    // rejection goes to the api's error handler like any other error.
    pressureHandler: (request, _reply, type) => {
      if (request.routeOptions.config.shed === false) return undefined;
      return Promise.reject(shed(type as ShedReason, limits.retryAfterSeconds));
    },
  });

  const maxPoolWaiting = limits.maxPoolWaiting;
  if (pool !== null && maxPoolWaiting > 0) {
    // Checked per request (a counter read): a queue forms within milliseconds.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.shed !== false && pool.waitingCount > maxPoolWaiting) {
        return refuse(reply, 'poolWaiting');
      }
      return undefined;
    });
  }
}

/**
 * Resolves once the load samplers see the event loop as it is now, not as start-up left it:
 * migrations and the reference-data seed keep the loop busy while the samplers run, and the last
 * samples taken then would shed the first requests after `listen` (503 COMMON010 to the first
 * students after every deploy). Waits for two fresh samples, then for as long as a threshold is
 * still passed, at most `maxWaitMs`: a busy host may never settle, and the api then opens anyway
 * and sheds as it would. Without shedding (its limits off) there is nothing to wait for.
 */
export async function untilLoopSettled(
  app: Pick<FastifyInstance, 'hasDecorator'> & { isUnderPressure?: () => boolean },
  {
    maxWaitMs = SETTLE_WAIT_MS,
    sampleIntervalMs = SAMPLE_INTERVAL_MS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: { maxWaitMs?: number; sampleIntervalMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<{ settled: boolean; waitedMs: number }> {
  if (!app.hasDecorator('isUnderPressure') || !app.isUnderPressure) {
    return { settled: true, waitedMs: 0 };
  }
  let waitedMs = 0;
  const wait = async () => {
    await sleep(sampleIntervalMs);
    waitedMs += sampleIntervalMs;
  };
  await wait();
  await wait();
  while (app.isUnderPressure()) {
    if (waitedMs >= maxWaitMs) return { settled: false, waitedMs };
    await wait();
  }
  return { settled: true, waitedMs };
}
