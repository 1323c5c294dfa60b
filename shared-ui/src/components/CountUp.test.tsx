import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CountUp } from './CountUp';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('CountUp', () => {
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('gives assistive tech the final value at once and reaches it on screen after the animation', () => {
    mockReducedMotion(false);
    const { container } = render(<CountUp value={1234} />, { wrapper: inUi });
    const animated = container.querySelector('[aria-hidden="true"]');

    expect(screen.getByText('1,234')).toHaveClass('su-visually-hidden');
    expect(animated).toHaveTextContent('0');

    act(() => jest.advanceTimersByTime(750));
    const midway = Number(animated?.textContent?.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1234);

    act(() => jest.advanceTimersByTime(1000));
    expect(animated).toHaveTextContent('1,234');
  });

  it('shows a figure that came with the page as it is: on the server, hydrated, and after', () => {
    mockReducedMotion(false);
    const markup = renderToString(<CountUp value={1234} />);
    expect(markup).toContain('<span aria-hidden="true">1,234</span>');

    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <CountUp value={1234} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    act(() => jest.advanceTimersByTime(750));
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('1,234');
    expect(errors).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });

  it('shows the final value immediately when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<CountUp value={42} format={(value) => `${value}명`} />, {
      wrapper: inUi,
    });

    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('42명');
  });
});
