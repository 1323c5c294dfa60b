import { setTimeout as delay } from 'node:timers/promises';
import { sampleEventLoop } from './loop-monitor';

/** Holds the event loop's thread for `ms` without spinning: a lag as a CPU-bound handler makes. */
function holdLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe('sampleEventLoop', () => {
  // The one test of the real loop: the shedding's own tests set the load (TestLoopMonitor).
  it('measures a lag of the real event loop in its next sample', async () => {
    const monitor = sampleEventLoop(100);
    try {
      expect(monitor.current()).toEqual({ delayMs: 0, utilization: 0 });
      await monitor.nextSample();
      // The delay histogram starts again at each sample, and its first turn after that only
      // marks the time: it turns once (every 10 ms) before the loop is held, so that the lag is
      // measured rather than seen as no turn at all (Infinity, which sheds as well).
      await delay(15);
      holdLoop(300);
      const load = await monitor.nextSample();
      // Past the 50 ms the shedding tests use, with the turns before the hold in the mean.
      expect(load.delayMs).toBeGreaterThan(50);
      expect(load.utilization).toBeGreaterThan(0.5);
      expect(monitor.current()).toBe(load);
    } finally {
      monitor.close();
    }
  });
});
