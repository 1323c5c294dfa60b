import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** How often the event loop is sampled: the time it takes to notice overload and its end. */
export const SAMPLE_INTERVAL_MS = 250;
/** The delay histogram's own timer: each of its turns is this late at the least. */
const RESOLUTION_MS = 10;

/** The event loop's load over one sample interval. */
export interface LoopLoad {
  /** The loop's turns were this late on average, in milliseconds (Infinity: no turn at all). */
  delayMs: number;
  /** The share of the interval the loop was busy, 0 to 1. */
  utilization: number;
}

/**
 * Where load shedding reads the event loop's load (overload.ts): the process's own loop in the
 * server (sampleEventLoop), a load a test sets in its tests (src/testing/loop.ts), so that they
 * assert shedding without making the loop lag.
 */
export interface LoopMonitor {
  /** The interval the samples cover. */
  readonly intervalMs: number;
  /** The last sample's load; none lagging before the first sample. */
  current(): LoopLoad;
  /** Resolves with the next sample's load. */
  nextSample(): Promise<LoopLoad>;
  close(): void;
}

/**
 * Samples this process's event loop every `intervalMs`: the mean delay of a 10 ms timer's turns
 * (less those 10 ms) and the loop's utilisation over the interval, as @fastify/under-pressure
 * measured them before (docs/adr/0033), but readable by what waits for a sample.
 */
export function sampleEventLoop(intervalMs = SAMPLE_INTERVAL_MS): LoopMonitor {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let since = performance.eventLoopUtilization();
  let load: LoopLoad = { delayMs: 0, utilization: 0 };
  let waiting: Array<(load: LoopLoad) => void> = [];
  const timer = setInterval(() => {
    // No turn of the histogram's timer in the interval: the loop never came round.
    const delayMs =
      histogram.count === 0 ? Infinity : Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
    histogram.reset();
    const now = performance.eventLoopUtilization();
    load = { delayMs, utilization: performance.eventLoopUtilization(now, since).utilization };
    since = now;
    const resolve = waiting;
    waiting = [];
    for (const waiter of resolve) waiter(load);
  }, intervalMs).unref();
  return {
    intervalMs,
    current: () => load,
    nextSample: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
