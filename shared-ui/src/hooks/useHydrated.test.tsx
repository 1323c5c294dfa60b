import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';
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
