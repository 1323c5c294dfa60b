/** How long the site's render waits for the worker at most: it must never hang on it. */
const GIVE_UP_MS = 1000;

interface WarmIntlOptions {
  startWorker?: () => Worker;
  /** Settles after `ms`: a timer in the browser, the tests' own. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Has a worker make the page's first use of Intl's number and date data (./warmIntl.worker.ts),
 * so that the main thread does not: react-intl's provider would make it in a render slice that
 * cannot yield, 12–17 ms on this machine (docs/adr/0066). Settles once the worker has answered,
 * has failed, could not start or has taken a second (the provider then makes that use itself),
 * and ends the worker.
 */
export function warmIntl({
  startWorker = startWarmIntlWorker,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: WarmIntlOptions = {}): Promise<void> {
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    return Promise.resolve();
  }
  const answered = new Promise<void>((resolve) => {
    worker.addEventListener('message', () => resolve());
    worker.addEventListener('error', () => resolve());
  });
  return Promise.race([answered, wait(GIVE_UP_MS)]).then(() => worker.terminate());
}

function startWarmIntlWorker(): Worker {
  return new Worker(new URL('./warmIntl.worker.ts', import.meta.url), { name: 'warm-intl' });
}
