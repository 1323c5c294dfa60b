/**
 * Has a worker make the page's first use of Intl's number and date data (./warmIntl.worker.ts),
 * so that the main thread does not: react-intl's provider would make it in a render slice that
 * cannot yield, 12–17 ms on this machine (docs/adr/0066). Settles once the worker has (or has
 * failed, or could not start: the provider then makes that use itself), and ends the worker.
 */
export function warmIntl(startWorker: () => Worker = startWarmIntlWorker): Promise<void> {
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const end = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
  });
}

function startWarmIntlWorker(): Worker {
  return new Worker(new URL('./warmIntl.worker.ts', import.meta.url), { name: 'warm-intl' });
}
