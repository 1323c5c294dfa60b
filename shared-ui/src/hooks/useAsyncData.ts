import {
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';
import { forgetFirstData, peekFirstData } from '../firstData';
import { useRendersServerMarkup } from './useHydrated';

/** Fetches data for a component; the component aborts the signal when it no longer needs it. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

/** The one vocabulary of the frontends for data on its way: loading, then ready or error. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

type Settled<T> = Exclude<Loadable<T>, { status: 'loading' }>;

interface SettledLoad<T> {
  deps: DependencyList;
  attempt: number;
  result: Settled<T>;
}

const LOADING = { status: 'loading' } as const;

export interface AsyncData<T> {
  state: Loadable<T>;
  /** Loads again (after an error, or when the data changed on the api). */
  reload: () => void;
  /** Takes data the api just answered with (e.g. to a PATCH) instead of asking again. */
  replace: (data: T) => void;
}

export interface AsyncDataOptions {
  /**
   * What `load` requests first, if the page may have been rendered with its answer (shared-ui's
   * firstData, issue 27): the one URL whose body `load` returns unchanged (a page is one read:
   * issue 35). When the component first renders into that markup (on the server, or while the
   * browser hydrates it) with an answer held for the URL, the state starts 'ready' with it and
   * that first load is not made; without one, it loads as usual. Name it only when `load`
   * requests exactly that URL with these deps, as the page was rendered for (a guest, or the
   * signed-in member).
   */
  firstData?: string;
}

/**
 * Runs `load` on mount, again whenever one of `deps` changes (compared as an effect's
 * dependencies, so keep their number fixed) and on `reload`. `load` is not a dependency: a caller
 * may pass a new function on every render, and the latest one is called. Answers to superseded
 * or unmounted loads are dropped, and their signal is aborted.
 * A reload keeps what was loaded on screen until the new answer arrives, so the page does not
 * flash; after a failure, or with new `deps`, the state is 'loading'.
 */
export function useAsyncData<T>(
  load: Loader<T>,
  deps: DependencyList,
  { firstData }: AsyncDataOptions = {},
): AsyncData<T> {
  const [attempt, setAttempt] = useState(0);
  // Only the markup rendered with the answer takes it. A page the browser renders itself (the
  // server's markup was never hydrated: the reader went elsewhere first) asks the api: the held
  // answer may be old by then, and it is a guest's.
  const renderingServerMarkup = useRendersServerMarkup();
  const [settled, setSettled] = useState<SettledLoad<T> | null>(() => {
    const held =
      firstData !== undefined && renderingServerMarkup ? peekFirstData(firstData) : undefined;
    return held ? { deps, attempt: 0, result: { status: 'ready', data: held.data as T } } : null;
  });
  // Which first load the page's answer stands for, until the deps change or a reload: the effect
  // may run more than once for it (StrictMode), and must not request it either time.
  const firstAnswer = useRef(firstData !== undefined && settled ? { url: firstData, deps } : null);
  const startLoad = useEffectEvent((signal: AbortSignal) => load(signal));
  // What `replace` files its data under; read in event handlers, after the render committed.
  const current = useRef({ deps, attempt });
  useLayoutEffect(() => {
    current.current = { deps, attempt };
  });

  useEffect(
    () => {
      const answered = firstAnswer.current;
      if (answered && attempt === 0 && sameDeps(answered.deps, deps)) {
        // Forgotten once used, so a later mount of the page (back to it) asks the api afresh.
        forgetFirstData(answered.url);
        return;
      }
      firstAnswer.current = null;
      const controller = new AbortController();
      // An answer is shown as a transition: React renders what it brings (a list of a hundred
      // rows, say) in slices that yield to the browser, where an ordinary update would render it
      // in one task that a tap must wait behind (docs/adr/0066).
      const settle = (result: Settled<T>) => {
        if (controller.signal.aborted) return;
        startTransition(() => setSettled({ deps, attempt, result }));
      };
      startLoad(controller.signal).then(
        (data) => settle({ status: 'ready', data }),
        (error: unknown) => settle({ status: 'error', error }),
      );
      return () => controller.abort();
    },
    // The caller's deps decide when to load again, as they would for the caller's own effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [...deps, attempt],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (data: T) => setSettled({ ...current.current, result: { status: 'ready', data } }),
    [],
  );

  return { state: currentState(settled, deps, attempt), reload, replace };
}

// Derived while rendering rather than set in the effect, so the render that brings new deps
// already shows 'loading' instead of the previous deps' data.
function currentState<T>(
  settled: SettledLoad<T> | null,
  deps: DependencyList,
  attempt: number,
): Loadable<T> {
  if (!settled || !sameDeps(settled.deps, deps)) return LOADING;
  if (settled.attempt !== attempt && settled.result.status === 'error') return LOADING;
  return settled.result;
}

function sameDeps(previous: DependencyList, next: DependencyList): boolean {
  return (
    previous.length === next.length &&
    previous.every((value, index) => Object.is(value, next[index]))
  );
}
