import { warmIntl } from './warmIntl';
import { settlesNow } from '@smunity/shared-ui/src/testing/settlesNow';

/** A worker as far as warmIntl uses one: its events and terminate(). */
class FakeWorker extends EventTarget {
  terminate = jest.fn();
}

describe('warmIntl', () => {
  it("settles once the worker says Intl's data is ready, and ends the worker", async () => {
    const worker = new FakeWorker();
    const warm = warmIntl({
      startWorker: () => worker as unknown as Worker,
      wait: () => new Promise(() => {}),
    });

    expect(await settlesNow(warm)).toBe(false);
    worker.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    await expect(warm).resolves.toBeUndefined();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('settles when the worker fails (its file missing, say): React renders as before', async () => {
    const worker = new FakeWorker();
    const warm = warmIntl({
      startWorker: () => worker as unknown as Worker,
      wait: () => new Promise(() => {}),
    });

    worker.dispatchEvent(new Event('error'));
    await expect(warm).resolves.toBeUndefined();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('settles at once where no worker can start', async () => {
    const warm = warmIntl({
      startWorker: () => {
        throw new DOMException('refused by the page policy', 'SecurityError');
      },
    });
    expect(await settlesNow(warm)).toBe(true);
  });

  it('gives up on a worker that does not answer within a second, and ends it', async () => {
    const worker = new FakeWorker();
    let waitedMs = 0;
    let giveUp = () => {};
    const warm = warmIntl({
      startWorker: () => worker as unknown as Worker,
      wait: (ms) => {
        waitedMs = ms;
        return new Promise((resolve) => {
          giveUp = resolve;
        });
      },
    });

    expect(waitedMs).toBe(1000);
    expect(await settlesNow(warm)).toBe(false);
    giveUp();
    await expect(warm).resolves.toBeUndefined();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });
});
