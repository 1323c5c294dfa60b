import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated, useRendersServerMarkup } from './useHydrated';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server markup'}</p>;
}

describe('useHydrated', () => {
  it('is false in the build-time markup, then true once the browser has hydrated it', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('server markup');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <Probe />);
    });

    expect(container).toHaveTextContent('hydrated');
    container.remove();
  });

  it('is true at once for a page the browser renders itself', () => {
    render(<Probe />, { wrapper: inUi });
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});

describe('useRendersServerMarkup', () => {
  /** Renders what the hook says, and counts its renders. */
  function counted() {
    const renders: boolean[] = [];
    function FirstRender() {
      const serverMarkup = useRendersServerMarkup();
      renders.push(serverMarkup);
      return <p>{serverMarkup ? 'server markup' : 'browser'}</p>;
    }
    return { FirstRender, renders };
  }

  it('is true on the server and while hydrating, and renders nothing again after', async () => {
    const { FirstRender, renders } = counted();
    const html = renderToString(<FirstRender />);
    expect(html).toContain('server markup');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <FirstRender />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });

    // One render on the server, one hydrating: useHydrated's change would have made a third.
    expect(renders).toEqual([true, true]);
    expect(hydrationErrors).toEqual([]);
    expect(container).toHaveTextContent('server markup');
    container.remove();
  });

  it('is false in a render the browser makes itself', () => {
    const { FirstRender, renders } = counted();
    render(<FirstRender />);
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(renders).toEqual([false]);
  });

  it('is false for a component mounted after the page was hydrated', async () => {
    const { FirstRender, renders } = counted();
    function Page({ more }: { more: boolean }) {
      return <div>{more ? <FirstRender /> : null}</div>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page more={false} />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Page more={false} />));

    await act(async () => root.render(<Page more />));

    expect(renders).toEqual([false]);
    act(() => root.unmount());
    container.remove();
  });
});
