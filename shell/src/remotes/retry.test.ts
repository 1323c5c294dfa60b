import { inTurn, installRoutedApi } from '@smunity/shared-auth/src/testing';
import { fetchWithRetry, withRetry } from './retry';

describe('withRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries again after a pause and resolves with the second answer', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('entry');

    const result = withRetry(task, { attempts: 2, backoffMs: 300 });
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toBe('entry');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with the last error', async () => {
    const task = jest
      .fn()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockRejectedValueOnce(new Error('third'));

    const result = withRetry(task, { attempts: 3, backoffMs: 100 });
    const settled = expect(result).rejects.toThrow('third');
    await jest.advanceTimersByTimeAsync(100 + 200);

    await settled;
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does not retry when one attempt is configured', async () => {
    const task = jest.fn().mockRejectedValue(new Error('down'));
    await expect(withRetry(task, { attempts: 1, backoffMs: 100 })).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('fetchWithRetry', () => {
  it('treats an error status as a failure worth another try', async () => {
    const { calls } = installRoutedApi({
      'GET /remotes.json': inTurn({ status: 502 }, { status: 200 }),
    });

    const response = await fetchWithRetry(
      '/remotes.json',
      { cache: 'no-store' },
      { attempts: 2, backoffMs: 0 },
    );

    expect(response.status).toBe(200);
    const remotesJsonRead = { method: 'GET', url: '/remotes.json', headers: {}, cache: 'no-store' };
    expect(calls).toEqual([remotesJsonRead, remotesJsonRead]);
  });

  it('rejects when every try fails', async () => {
    installRoutedApi({ 'GET /x.json': { status: 404 } });
    await expect(fetchWithRetry('/x.json', {}, { attempts: 2, backoffMs: 0 })).rejects.toThrow(
      '/x.json answered 404',
    );
  });
});
