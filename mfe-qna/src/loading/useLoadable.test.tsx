import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoadable, type Loader } from './useLoadable';

interface Pending<T> {
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/** A loader whose calls the test answers one by one. */
function controlledLoader<T>() {
  const calls: Pending<T>[] = [];
  const load: Loader<T> = (signal) =>
    new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { load, calls };
}

describe('useLoadable', () => {
  it('loads on mount and gives the data', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useLoadable(load));

    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]?.resolve('질문'));

    expect(result.current.state).toEqual({ status: 'loaded', data: '질문' });
  });

  it('reports a failure, and loads again on reload', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useLoadable(load));
    const failure = new Error('down');

    await act(async () => calls[0]?.reject(failure));
    expect(result.current.state).toEqual({ status: 'failed', error: failure });

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.resolve('질문'));

    expect(result.current.state).toEqual({ status: 'loaded', data: '질문' });
  });

  it('keeps the loaded data on screen while reloading', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useLoadable(load));
    await act(async () => calls[0]?.resolve('이전'));

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loaded', data: '이전' });
    await act(async () => calls[1]?.resolve('새것'));

    expect(result.current.state).toEqual({ status: 'loaded', data: '새것' });
  });

  it('loads again for a new loader, aborting and ignoring the old one', async () => {
    const first = controlledLoader<string>();
    const second = controlledLoader<string>();
    const { result, rerender } = renderHook(({ load }) => useLoadable(load), {
      initialProps: { load: first.load },
    });
    await act(async () => first.calls[0]?.resolve('1쪽'));

    rerender({ load: second.load });
    expect(result.current.state).toEqual({ status: 'loading' });

    rerender({ load: first.load });
    rerender({ load: second.load });
    const staleFirst = first.calls[1];
    expect(staleFirst?.signal.aborted).toBe(true);
    await act(async () => staleFirst?.resolve('늦은 1쪽'));
    expect(result.current.state).toEqual({ status: 'loading' });

    await act(async () => second.calls[1]?.resolve('2쪽'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: '2쪽' }));
  });

  it('aborts the load on unmount', () => {
    const { load, calls } = controlledLoader<string>();
    const { unmount } = renderHook(() => useLoadable(load));

    unmount();

    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
