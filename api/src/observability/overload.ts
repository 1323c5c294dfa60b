import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { sendError } from '../http/error-handler';
import { sampleEventLoop, type LoopMonitor } from './loop-monitor';
import { shed, type ShedReason } from './shed';
import { Slot } from './slot';
import type { OverloadLimits } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answered even when the process sheds load (health probes, metrics). */
    shed?: boolean;
  }
  interface FastifyInstance {
    /** The event-loop load the api sheds for, when it does (untilLoopSettled waits on it). */
    loopPressure?: LoopPressure;
  }
}

/** Whether the event loop's last sample passes a limit, and the next sample. */
export interface LoopPressure {
  /** The limit the last sample passed; undefined while none is. */
  passed(): ShedReason | undefined;
  nextSample(): Promise<unknown>;
  /** The interval a sample covers. */
  readonly intervalMs: number;
}

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
  /** Where the loop's load is read; default: this process's loop, sampled while the app is up. */
  loopMonitor?: LoopMonitor,
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

  // Then the event loop's last sample (taken every SAMPLE_INTERVAL_MS): a read, no work.
  const { maxEventLoopDelayMs, maxEventLoopUtilization } = limits;
  if (maxEventLoopDelayMs > 0 || maxEventLoopUtilization > 0) {
    const monitor = loopMonitor ?? sampleEventLoop();
    app.addHook('onClose', async () => monitor.close());
    const pressure: LoopPressure = {
      passed: () => {
        const load = monitor.current();
        if (maxEventLoopDelayMs > 0 && load.delayMs > maxEventLoopDelayMs) return 'eventLoopDelay';
        if (maxEventLoopUtilization > 0 && load.utilization > maxEventLoopUtilization) {
          return 'eventLoopUtilization';
        }
        return undefined;
      },
      nextSample: () => monitor.nextSample(),
      intervalMs: monitor.intervalMs,
    };
    app.decorate('loopPressure', pressure);
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.shed === false) return undefined;
      const reason = pressure.passed();
      return reason === undefined ? undefined : refuse(reply, reason);
    });
  }

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
 * students after every deploy). Waits for two fresh samples, then for as long as a limit is
 * still passed, at most `maxWaitMs` of samples: a busy host may never settle, and the api then
 * opens anyway and sheds as it would. Without shedding for the loop there is nothing to wait for.
 */
export async function untilLoopSettled(
  app: Pick<FastifyInstance, 'loopPressure'>,
  { maxWaitMs = SETTLE_WAIT_MS }: { maxWaitMs?: number } = {},
): Promise<{ settled: boolean; waitedMs: number }> {
  const pressure = app.loopPressure;
  if (pressure === undefined) return { settled: true, waitedMs: 0 };
  let waitedMs = 0;
  const wait = async () => {
    await pressure.nextSample();
    waitedMs += pressure.intervalMs;
  };
  await wait();
  await wait();
  while (pressure.passed() !== undefined) {
    if (waitedMs >= maxWaitMs) return { settled: false, waitedMs };
    await wait();
  }
  return { settled: true, waitedMs };
}
