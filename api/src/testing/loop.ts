import { SAMPLE_INTERVAL_MS, type LoopLoad, type LoopMonitor } from '../observability/loop-monitor';

/**
 * A LoopMonitor whose samples the test takes (`sample({ delayMs: 120 })`): the shedding and the
 * start-up wait read a load the test sets, at once and without making the real loop lag.
 */
export class TestLoopMonitor implements LoopMonitor {
  readonly intervalMs = SAMPLE_INTERVAL_MS;
  private load: LoopLoad = { delayMs: 0, utilization: 0 };
  private waiting: Array<(load: LoopLoad) => void> = [];
  private readonly waiterListeners: Array<() => void> = [];

  current(): LoopLoad {
    return this.load;
  }

  nextSample(): Promise<LoopLoad> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.waiterListeners.splice(0).forEach((listener) => listener());
    });
  }

  /** Ends an interval with `load` (unset fields: no load). */
  sample(load: Partial<LoopLoad>): void {
    this.load = { delayMs: 0, utilization: 0, ...load };
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(this.load);
  }

  /** Resolves once something waits for the next sample. */
  async untilWaitedOn(): Promise<void> {
    if (this.waiting.length > 0) return;
    await new Promise<void>((resolve) => this.waiterListeners.push(resolve));
  }

  close(): void {}
}
