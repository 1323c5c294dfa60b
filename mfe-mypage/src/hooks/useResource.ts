import { useCallback, useEffect, useState } from 'react';

export type ResourceState<Data> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: Data };

export interface Resource<Data> {
  state: ResourceState<Data>;
  /** Loads again (after an error, or when the data changed on the api). */
  reload: () => void;
  /** Takes data the api just answered with (e.g. to a PATCH) instead of asking again. */
  replace: (data: Data) => void;
}

/**
 * Loads `load` on mount and on `reload`, cancelling the call when the component goes away.
 * `load` should be stable (a module function, or wrapped in useCallback): a new one loads again.
 */
export function useResource<Data>(load: (signal: AbortSignal) => Promise<Data>): Resource<Data> {
  const [state, setState] = useState<ResourceState<Data>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const replace = useCallback((data: Data) => setState({ status: 'ready', data }), []);

  return { state, reload, replace };
}
