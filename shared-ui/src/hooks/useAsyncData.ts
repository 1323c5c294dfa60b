import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';
import { forgetFirstData, peekFirstData } from '../firstData';
import { useHydrated } from './useHydrated';

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

/**
 * The first load of a hook whose loader makes several requests: `load` would request exactly
 * `urls` and build its data from their answers as `from` does (one function used by both, so the
 * held answers give what the fetch would).
 */
export interface FirstAnswers<T> {
  urls: readonly string[];
  /** The data from the api's JSON body of each of `urls` (keyed by URL), as `load` builds it. */
  from: (answers: Readonly<Record<string, unknown>>) => T;
}

export interface AsyncDataOptions<T> {
  /**
   * What `load` requests first, if the page may have been rendered with its answers (shared-ui's
   * firstData, issue 27): a URL whose body `load` returns unchanged, or the URLs of a loader that
   * builds its data from several answers. When the component first renders into that markup (on
   * the server, or while the browser hydrates it) with an answer held for every URL, the state
   * starts 'ready' with the data of those answers and that first load is not made; if one is
   * missing, it loads as without them. Name them only when `load` requests exactly those URLs
   * with these deps, as the page was rendered for (a guest, or the signed-in member).
   */
  firstData?: string | FirstAnswers<T>;
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
  { firstData }: AsyncDataOptions<T> = {},
): AsyncData<T> {
  const first = typeof firstData === 'string' ? answerOf<T>(firstData) : firstData;
  const [attempt, setAttempt] = useState(0);
  // Only the markup rendered with the answer takes it. A page the browser renders itself (the
  // server's markup was never hydrated: the reader went elsewhere first) asks the api: the held
  // answer may be old by then, and it is a guest's.
  const renderingServerMarkup = !useHydrated();
  const [settled, setSettled] = useState<SettledLoad<T> | null>(() => {
    const held = first !== undefined && renderingServerMarkup ? heldAnswers(first.urls) : null;
    return held && first
      ? { deps, attempt: 0, result: { status: 'ready', data: first.from(held) } }
      : null;
  });
  // Which first load the page's answers stand for, until the deps change or a reload: the effect
  // may run more than once for it (StrictMode), and must not request it either time.
  const firstAnswer = useRef(first !== undefined && settled ? { urls: first.urls, deps } : null);
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
        answered.urls.forEach(forgetFirstData);
        return;
      }
      firstAnswer.current = null;
      const controller = new AbortController();
      const settle = (result: Settled<T>) => {
        if (!controller.signal.aborted) setSettled({ deps, attempt, result });
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

/** A loader that returns the api's body of `url` unchanged. */
function answerOf<T>(url: string): FirstAnswers<T> {
  return { urls: [url], from: (answers) => answers[url] as T };
}

/** The answers held for every one of `urls`, keyed by URL; null if one is not held. */
function heldAnswers(urls: readonly string[]): Record<string, unknown> | null {
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const held = peekFirstData(url);
    if (!held) return null;
    answers[url] = held.data;
  }
  return answers;
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
