import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { peekFirstData, seedFirstData } from '../firstData';
import { useAsyncData, type Loadable, type Loader } from './useAsyncData';

const FIRST_PAGE = '/api/v1/questions?page=0';

/** A loader that never answers: these tests are about whether it is called. */
function pendingLoader() {
  return jest.fn((_signal: AbortSignal) => new Promise<string>(() => {}));
}

/**
 * Mounts the hook as the browser hydrates the server's markup: its first render is a hydration
 * (a hook renders no markup, so an empty container is that markup).
 */
function hydrateHook<Result, Props>(
  callback: (props: Props) => Result,
  options: { initialProps?: Props } = {},
) {
  return renderHook(callback, { ...options, hydrate: true });
}

function describeState(state: Loadable<string>): string {
  return state.status === 'ready' ? `ready: ${state.data}` : state.status;
}

function Board({ load, firstData }: { load: Loader<string>; firstData?: string }) {
  const { state } = useAsyncData(load, [], { firstData });
  return <p>{describeState(state)}</p>;
}

describe('useAsyncData with the answer the page was rendered with', () => {
  beforeEach(() => seedFirstData({}));

  it('starts ready with the held answer, makes no request, and forgets the answer', () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = pendingLoader();

    const { result } = hydrateHook(() => useAsyncData(load, [], { firstData: FIRST_PAGE }));

    expect(result.current.state).toEqual({ status: 'ready', data: '서버의 답' });
    expect(load).not.toHaveBeenCalled();
    expect(peekFirstData(FIRST_PAGE)).toBeUndefined();
  });

  it('makes no request under StrictMode either (double render, effects run twice)', () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = pendingLoader();

    const board = (
      <StrictMode>
        <Board load={load} firstData={FIRST_PAGE} />
      </StrictMode>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(board);
    const hydrationErrors: unknown[] = [];

    render(board, {
      container: document.body.appendChild(container),
      hydrate: true,
      onRecoverableError: (error) => hydrationErrors.push(error),
    });

    expect(hydrationErrors).toEqual([]);

    expect(screen.getByText('ready: 서버의 답')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates the page once: nothing renders it again after the hydration', async () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const renders: string[] = [];
    function CountedBoard() {
      const { state } = useAsyncData(pendingLoader(), [], { firstData: FIRST_PAGE });
      renders.push(describeState(state));
      return <p>{describeState(state)}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CountedBoard />);
    renders.length = 0;

    render(<CountedBoard />, { container: document.body.appendChild(container), hydrate: true });
    await act(async () => {});

    // A render after the hydration would be the whole page again, in one task (docs/adr/0075).
    expect(renders).toEqual(['ready: 서버의 답']);
  });

  it('loads as before when no answer is held', () => {
    const load = pendingLoader();
    const { result } = renderHook(() => useAsyncData(load, [], { firstData: FIRST_PAGE }));

    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads, and leaves the answer held, when the answer held is for another URL', () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = pendingLoader();

    const { result } = hydrateHook(() =>
      useAsyncData(load, [], { firstData: '/api/v1/questions/7' }),
    );

    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(peekFirstData(FIRST_PAGE)).toEqual({ data: '서버의 답' });
  });

  it('ignores held answers when it names no URL', () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = pendingLoader();

    const { result } = hydrateHook(() => useAsyncData(load, []));

    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads, and leaves the answer held, for a page the browser renders itself', () => {
    // The server's markup was never hydrated (the reader went elsewhere first): the answer may
    // be old by now, and it is a guest's.
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = pendingLoader();

    const { result } = renderHook(() => useAsyncData(load, [], { firstData: FIRST_PAGE }));

    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(peekFirstData(FIRST_PAGE)).toEqual({ data: '서버의 답' });
  });

  it('loads afresh on a later mount, once the held answer was used', () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const first = hydrateHook(() => useAsyncData(pendingLoader(), [], { firstData: FIRST_PAGE }));
    expect(first.result.current.state).toEqual({ status: 'ready', data: '서버의 답' });
    first.unmount();
    const load = pendingLoader();

    // Hydrating again, even: the answer was used.
    const { result } = hydrateHook(() => useAsyncData(load, [], { firstData: FIRST_PAGE }));

    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads, and loads for new deps and for the first deps again, as without the answer', async () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = jest.fn((_signal: AbortSignal) => Promise.resolve('api의 답'));
    const { result, rerender } = hydrateHook(
      ({ page }) => useAsyncData(load, [page], { firstData: FIRST_PAGE }),
      { initialProps: { page: 1 } },
    );

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', data: '서버의 답' });
    await act(async () => {});
    expect(result.current.state).toEqual({ status: 'ready', data: 'api의 답' });

    rerender({ page: 2 });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => {});
    rerender({ page: 1 });
    await act(async () => {});

    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads again for the first deps after other deps, before any reload', async () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = jest.fn((_signal: AbortSignal) => Promise.resolve('api의 답'));
    const { result, rerender } = hydrateHook(
      ({ page }) => useAsyncData(load, [page], { firstData: FIRST_PAGE }),
      { initialProps: { page: 1 } },
    );

    rerender({ page: 2 });
    await act(async () => {});
    rerender({ page: 1 });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => {});

    expect(result.current.state).toEqual({ status: 'ready', data: 'api의 답' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the held answer on the server (renderToString), where effects do not run', () => {
    seedFirstData({ [FIRST_PAGE]: '서버의 답' });
    const load = pendingLoader();

    const html = renderToString(<Board load={load} firstData={FIRST_PAGE} />);

    expect(html).toBe('<p>ready: 서버의 답</p>');
    expect(load).not.toHaveBeenCalled();
    // Still held: the server seeds {} after its render.
    expect(peekFirstData(FIRST_PAGE)).toEqual({ data: '서버의 답' });
  });

  it('renders the loading state on the server when no answer is held', () => {
    expect(renderToString(<Board load={pendingLoader()} firstData={FIRST_PAGE} />)).toBe(
      '<p>loading</p>',
    );
  });
});

describe('useAsyncData with a held null', () => {
  const MEMBER_URL = '/api/v1/members/me';

  beforeEach(() => seedFirstData({}));

  it('takes it as the answer', () => {
    seedFirstData({ [MEMBER_URL]: null });
    const load = pendingLoader();

    const { result } = hydrateHook(() => useAsyncData(load, [], { firstData: MEMBER_URL }));

    expect(result.current.state).toEqual({ status: 'ready', data: null });
    expect(load).not.toHaveBeenCalled();
  });
});
