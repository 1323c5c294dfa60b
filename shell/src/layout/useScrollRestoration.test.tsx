import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

/** The window's vertical scroll, as the browser would keep it, and where the hook sent it. */
let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});

/** The visitor scrolls the page to `y`. */
function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

let navigate: ReturnType<typeof useNavigate>;
const exposeNavigate = (rendered: typeof navigate) => {
  navigate = rendered;
};

function Page({ name }: { name: string }) {
  useScrollRestoration();
  const rendered = useNavigate();
  useLayoutEffect(() => exposeNavigate(rendered), [rendered]);
  return (
    <>
      <h1>{name}</h1>
      <p id="answers">답변</p>
    </>
  );
}

function renderAt(entry: string | { pathname: string; key: string }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/list" element={<Page name="목록" />} />
        <Route path="/question" element={<Page name="질문" />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('scroll restoration', () => {
  it('starts a new page at the top, and back returns to where the visitor was', async () => {
    renderAt('/list');
    act(() => scrollBy(1200));

    await act(async () => navigate('/question'));
    expect(screen.getByRole('heading', { name: '질문' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollBy(300));

    await act(async () => navigate(-1));
    expect(screen.getByRole('heading', { name: '목록' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);

    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('takes the browser’s own restoration over while mounted', () => {
    window.history.scrollRestoration = 'auto';
    const view = renderAt('/list');
    expect(window.history.scrollRestoration).toBe('manual');
    view.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('scrolls a new page to the element its #fragment names', async () => {
    renderAt('/list');
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    await act(async () => navigate('/question#answers'));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('answers'));
  });

  it('keeps the positions across a reload of the tab', async () => {
    const first = renderAt('/list');
    await act(async () => navigate('/question'));
    act(() => scrollBy(800));
    await act(async () => navigate('/list'));
    act(() => window.dispatchEvent(new Event('pagehide')));
    first.unmount();

    // The tab comes back to the question's entry (a reload, or back from another site): the
    // page starts where the visitor left it.
    const stored = JSON.parse(sessionStorage.getItem('smunity:scroll-positions') ?? '{}') as Record<
      string,
      number
    >;
    const [key] = Object.entries(stored).find(([, y]) => y === 800) ?? [];
    if (!key) throw new Error('The question entry’s position was not stored.');
    scrollTo.mockClear();
    renderAt({ pathname: '/question', key });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);
  });
});
