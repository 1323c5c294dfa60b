type Scheduler = { yield?: () => Promise<void> };

/**
 * A promise that settles in a later task, so that the browser can paint or answer a tap between
 * two pieces of work (docs/adr/0066). `scheduler.yield()` where the browser has it (its
 * continuation comes before other waiting tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
