import { useCallback, useEffect, useState } from 'react';

/** Fetches what a page shows; the page aborts the signal when it no longer needs the answer. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export type Loadable<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; data: T };

type Settled<T> = Exclude<Loadable<T>, { status: 'loading' }>;

interface SettledLoad<T> {
  load: Loader<T>;
  attempt: number;
  result: Settled<T>;
}

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` on mount, again whenever `load` changes (memoise it with useCallback over what it
 * depends on, e.g. the page number) and on `reload`. Answers to superseded loads are dropped.
 * A reload keeps what was loaded on screen until the new answer arrives, so the page does not
 * flash; after a failure, or with a new `load`, the state is 'loading'.
 */
export function useLoadable<T>(load: Loader<T>): { state: Loadable<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<SettledLoad<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: Settled<T>) => {
      if (!controller.signal.aborted) setSettled({ load, attempt, result });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'loaded', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return { state: currentState(settled, load, attempt), reload };
}

function currentState<T>(
  settled: SettledLoad<T> | null,
  load: Loader<T>,
  attempt: number,
): Loadable<T> {
  if (!settled || settled.load !== load) return LOADING;
  if (settled.attempt !== attempt && settled.result.status === 'failed') return LOADING;
  return settled.result;
}
