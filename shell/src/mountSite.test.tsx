import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { seedFirstData, useAsyncData, type Loader } from '@smunity/shared-ui';
import { mountSite } from './mountSite';
import { servedPage } from './testing/servedPage';

const FIRST_PAGE = '/api/v1/questions?page=0';

function Board({ load }: { load: Loader<string> }) {
  const { state } = useAsyncData(load, [], { firstData: FIRST_PAGE });
  return <p>{state.status === 'ready' ? state.data : '불러오는 중'}</p>;
}

let root: Root | undefined;

beforeEach(() => seedFirstData({}));
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

describe('mountSite', () => {
  it('hydrates a prerendered page from the answers it came with, and makes no request', async () => {
    const never = jest.fn(() => new Promise<string>(() => {}));
    seedFirstData({ [FIRST_PAGE]: '서버의 질문' });
    const container = servedPage(renderToString(<Board load={never} />), {
      [FIRST_PAGE]: '서버의 질문',
    });
    seedFirstData({});
    const serverParagraph = container.firstElementChild;

    await act(async () => {
      root = mountSite(container, <Board load={never} />);
    });

    expect(container.firstElementChild).toBe(serverParagraph);
    expect(screen.getByText('서버의 질문')).toBeInTheDocument();
    expect(never).not.toHaveBeenCalled();
  });

  it('renders an empty page itself, and its data comes from the api', async () => {
    const load = jest.fn(() => Promise.resolve('api의 질문'));
    const container = servedPage('', { [FIRST_PAGE]: '서버의 질문' });

    await act(async () => {
      root = mountSite(container, <Board load={load} />);
    });

    expect(screen.getByText('api의 질문')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
