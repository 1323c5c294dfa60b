import { act, renderHook } from '@testing-library/react';
import { useAsyncData, type Loader } from './useAsyncData';

interface Pending<T> {
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/** A loader whose calls the test answers one by one. */
function controlledLoader<T>() {
  const calls: Pending<T>[] = [];
  const load = jest.fn<Promise<T>, [AbortSignal]>(
    (signal) => new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { load, calls };
}

describe('useAsyncData', () => {
  it('loads on mount and gives the data', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useAsyncData(load, []));

    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]?.resolve('질문'));

    expect(result.current.state).toEqual({ status: 'ready', data: '질문' });
  });

  it('reports a failure with its error, and loads again on reload', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useAsyncData(load, []));
    const failure = new Error('down');

    await act(async () => calls[0]?.reject(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.resolve('질문'));

    expect(result.current.state).toEqual({ status: 'ready', data: '질문' });
  });

  it('keeps the loaded data on screen while reloading', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useAsyncData(load, []));
    await act(async () => calls[0]?.resolve('이전'));

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', data: '이전' });
    await act(async () => calls[1]?.resolve('새것'));

    expect(result.current.state).toEqual({ status: 'ready', data: '새것' });
  });

  it('gives the same reload function on every render', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(() => useAsyncData(load, []));
    const { reload } = result.current;

    await act(async () => calls[0]?.resolve('질문'));
    rerender();

    expect(result.current.reload).toBe(reload);
  });

  it('loads again when a dependency changes, aborting and ignoring the superseded load', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(
      ({ page }) =>
        useAsyncData((signal) => load(signal).then((data) => `${page}: ${data}`), [page]),
      { initialProps: { page: 1 } },
    );
    await act(async () => calls[0]?.resolve('첫 답'));
    expect(result.current.state).toEqual({ status: 'ready', data: '1: 첫 답' });

    rerender({ page: 2 });
    expect(result.current.state).toEqual({ status: 'loading' });

    rerender({ page: 1 });
    rerender({ page: 2 });
    const superseded = calls[2];
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(superseded?.signal.aborted).toBe(true);
    await act(async () => superseded?.resolve('늦은 답'));
    expect(result.current.state).toEqual({ status: 'loading' });

    await act(async () => calls[3]?.resolve('새 답'));
    expect(result.current.state).toEqual({ status: 'ready', data: '2: 새 답' });
  });

  it('keeps the current data when superseded loads answer late, with data or a failure', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ page }) => useAsyncData(load, [page]), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    rerender({ page: 3 });
    await act(async () => calls[2]?.resolve('3쪽'));

    await act(async () => calls[0]?.resolve('늦은 1쪽'));
    await act(async () => calls[1]?.reject(new Error('늦은 실패')));

    expect(result.current.state).toEqual({ status: 'ready', data: '3쪽' });
  });

  it('drops the answer of a reload that another reload superseded', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useAsyncData(load, []));
    await act(async () => calls[0]?.resolve('처음'));

    act(() => result.current.reload());
    act(() => result.current.reload());
    await act(async () => calls[2]?.resolve('최신'));
    await act(async () => calls[1]?.resolve('늦은 답'));

    expect(calls[1]?.signal.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'ready', data: '최신' });
  });

  it('does not load again for a new loader function with the same dependencies, and calls the latest one', async () => {
    const first = controlledLoader<string>();
    const second = controlledLoader<string>();
    const { result, rerender } = renderHook(
      ({ load }: { load: Loader<string> }) => useAsyncData(load, []),
      {
        initialProps: { load: first.load },
      },
    );
    await act(async () => first.calls[0]?.reject(new Error('down')));

    rerender({ load: second.load });
    expect(second.load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'error', error: new Error('down') });

    act(() => result.current.reload());
    await act(async () => second.calls[0]?.resolve('질문'));

    expect(first.load).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'ready', data: '질문' });
  });

  it('takes replaced data without loading again, and keeps it through a rerender', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(() => useAsyncData(load, []));
    await act(async () => calls[0]?.resolve('수정 전'));

    act(() => result.current.replace('수정 후'));
    rerender();

    expect(result.current.state).toEqual({ status: 'ready', data: '수정 후' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the load on unmount', () => {
    const { load, calls } = controlledLoader<string>();
    const { unmount } = renderHook(() => useAsyncData(load, []));

    unmount();

    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
