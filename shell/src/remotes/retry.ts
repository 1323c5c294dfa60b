export interface RetryOptions {
  /** Total tries, the first one included. */
  attempts: number;
  /** Pause before the first retry; doubles before each further one. */
  backoffMs: number;
}

/** Two tries, the second after a short pause: enough for a blip, too short to be felt. */
export const DEFAULT_RETRY: RetryOptions = { attempts: 2, backoffMs: 300 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retries a task that has already failed once (attempts - 1 more tries); rejects with the last error. */
export async function retryAfterFailure<T>(
  task: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  let lastError: unknown = new Error('No retries are configured.');
  for (let retry = 0; retry < options.attempts - 1; retry += 1) {
    await wait(options.backoffMs * 2 ** retry);
    try {
      return await task();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Runs a task, retrying it on failure as the options say. */
export async function withRetry<T>(
  task: () => Promise<T>,
  options: RetryOptions = DEFAULT_RETRY,
): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (options.attempts <= 1) throw error;
    return retryAfterFailure(task, options);
  }
}

/** fetch that retries network failures and error statuses, and only resolves with an ok answer. */
export function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions = DEFAULT_RETRY,
): Promise<Response> {
  return withRetry(async () => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  }, options);
}
