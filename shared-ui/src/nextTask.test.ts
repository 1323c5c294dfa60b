import { nextTask } from './nextTask';
import { settlesNow } from './testing/settlesNow';

describe('nextTask', () => {
  const withScheduler = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  afterEach(() => {
    delete withScheduler.scheduler;
  });

  it('settles in a later task, after the promise callbacks already waiting', async () => {
    const next = nextTask();
    expect(await settlesNow(next)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settlesNow(next)).toBe(true);
  });

  it("takes the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    withScheduler.scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
