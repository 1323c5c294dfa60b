import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as ReactRouterDom from 'react-router-dom';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { inKorean } from '@smunity/shared-ui/src/testing/inLanguage';
import { QNA_CATALOG } from '../../../messages/catalog';

const wrapper = inKorean(QNA_CATALOG);

type PostMarkdownComponent = ComponentType<{ children: string }>;

/**
 * A fresh copy of the module, so each test starts before the renderer's chunk is loaded (with the
 * test's React: its hooks must be the renderer's).
 */
function freshPostMarkdown(): PostMarkdownComponent {
  let component: PostMarkdownComponent | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    component = jest.requireActual<typeof import('./PostMarkdown')>('./PostMarkdown').PostMarkdown;
  });
  if (!component) throw new Error('PostMarkdown did not load');
  return component;
}

afterEach(() => {
  jest.dontMock('./SafeMarkdown');
  jest.dontMock('react');
  jest.dontMock('react-router-dom');
  // A mocked module is kept once required: the next test's mock of it must be required anew.
  jest.resetModules();
});

describe('PostMarkdown', () => {
  it('shows the text as typed at once, then the rendered Markdown', async () => {
    const PostMarkdown = freshPostMarkdown();
    const { container } = render(<PostMarkdown>{'**굵게**\n다음 줄'}</PostMarkdown>, { wrapper });

    expect(container.querySelector('.qna-markdown-plain')?.textContent).toBe('**굵게**\n다음 줄');

    // A fresh module registry loads react-markdown and its parser anew: give it time.
    expect(
      await screen.findByText('굵게', { selector: 'strong' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(container.querySelector('.qna-markdown-plain')).toBeNull();
    expect(container.querySelector('.qna-markdown br')).not.toBeNull();
  });

  it('asks for the renderer only once the text as typed has painted', async () => {
    const requested = jest.fn();
    jest.doMock('./SafeMarkdown', () => {
      requested();
      return jest.requireActual('./SafeMarkdown');
    });
    const frames: FrameRequestCallback[] = [];
    const frame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      const PostMarkdown = freshPostMarkdown();
      render(<PostMarkdown>{'**굵게**'}</PostMarkdown>, { wrapper });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(requested).not.toHaveBeenCalled();

      // The frame is painted: the renderer is on its way.
      act(() => frames.forEach((callback) => callback(performance.now())));
      expect(
        await screen.findByText('굵게', { selector: 'strong' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(requested).toHaveBeenCalledTimes(1);
    } finally {
      frame.mockRestore();
    }
  });

  it('keeps showing the text as typed if the renderer cannot be loaded', async () => {
    const requested = jest.fn();
    jest.doMock('./SafeMarkdown', () => {
      requested();
      throw new Error('chunk failed to load');
    });
    const PostMarkdown = freshPostMarkdown();
    const { container } = render(<PostMarkdown>{'<b>굵게</b>'}</PostMarkdown>, { wrapper });

    // Give the failed load its turn, after the first frame; the plain text stays, as text.
    await waitFor(() => expect(requested).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('<b>굵게</b>')).toHaveClass('qna-markdown-plain');
    expect(screen.getByText('<b>굵게</b>')).toBeVisible();
    expect(container.querySelector('b')).toBeNull();
  });
});

type ServerRenderModule = typeof import('@smunity/mf-platform/src/serverRender');

/**
 * A fresh copy of PostMarkdown and of the server-render module it reads, from one module registry
 * (as in one build), with SafeMarkdown counting its renders.
 */
function freshModules() {
  const renders = jest.fn();
  jest.doMock('./SafeMarkdown', () => {
    const actual = jest.requireActual<typeof import('./SafeMarkdown')>('./SafeMarkdown');
    return {
      SafeMarkdown: (props: { children: string }) => {
        renders();
        return actual.SafeMarkdown(props);
      },
    };
  });
  let modules: { PostMarkdown: PostMarkdownComponent; server: ServerRenderModule } | undefined;
  jest.isolateModules(() => {
    // The test's React and router: the copy's hooks and links must find the test's providers.
    jest.doMock('react', () => React);
    jest.doMock('react-router-dom', () => ReactRouterDom);
    modules = {
      PostMarkdown:
        jest.requireActual<typeof import('./PostMarkdown')>('./PostMarkdown').PostMarkdown,
      server: jest.requireActual<ServerRenderModule>('@smunity/mf-platform/src/serverRender'),
    };
  });
  if (!modules) throw new Error('PostMarkdown did not load');
  return { ...modules, renders };
}

const SITE_LINK_POST = '**굵게**와 [이용약관](/qna/terms)';

/** The post on a question page, beside the terms' page its link leads to. */
function onPage(post: ReactNode) {
  return (
    <MemoryRouter initialEntries={['/qna/questions/7']}>
      <Routes>
        <Route path="/qna/questions/7" element={<section aria-label="질문">{post}</section>} />
        <Route path="/qna/terms" element={<h1>이용약관</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('a post the server rendered', () => {
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });

  /** The server's markup in the page, then hydrated as the browser does; React's complaints. */
  async function hydrated(serverPost: ReactNode, browserPost: ReactNode) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverPost);
    document.body.append(container);
    const serverStrong = container.querySelector('strong');
    const complaints = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      roots.push(
        hydrateRoot(container, browserPost, { onRecoverableError: (e) => recoverable.push(e) }),
      );
    });
    complaints.mockRestore();
    return { container, serverStrong, complaints: complaints.mock.calls, recoverable };
  }

  it('is kept as it came: hydrating it renders no Markdown again', async () => {
    const { PostMarkdown, server, renders } = freshModules();
    await server.serverRenderReady();
    const markup = (
      <server.ServerRender>
        {onPage(<PostMarkdown>{SITE_LINK_POST}</PostMarkdown>)}
      </server.ServerRender>
    );
    const page = await hydrated(markup, onPage(<PostMarkdown>{SITE_LINK_POST}</PostMarkdown>));

    expect(renders).toHaveBeenCalledTimes(1); // on the server
    expect(page.recoverable).toEqual([]);
    expect(page.complaints).toEqual([]);
    expect(page.serverStrong).not.toBeNull();
    expect(page.container.querySelector('.qna-markdown strong')).toBe(page.serverStrong);
  });

  it('follows an in-site link of the kept markup with the router', async () => {
    const { PostMarkdown, server } = freshModules();
    await server.serverRenderReady();
    const post = <PostMarkdown>{SITE_LINK_POST}</PostMarkdown>;
    await hydrated(<server.ServerRender>{onPage(post)}</server.ServerRender>, onPage(post));

    await userEvent.click(screen.getByRole('link', { name: '이용약관' }));

    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
  });

  it('is rendered by the browser when its text changes', async () => {
    const { PostMarkdown, server, renders } = freshModules();
    await server.serverRenderReady();
    const post = (text: string) => <PostMarkdown>{text}</PostMarkdown>;
    await hydrated(
      <server.ServerRender>{onPage(post('**처음**'))}</server.ServerRender>,
      onPage(post('**처음**')),
    );

    await act(async () => roots[0]?.render(onPage(post('**고친 글**'))));

    expect(await screen.findByText('고친 글', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('처음')).toBeNull();
    expect(renders.mock.calls.length).toBeGreaterThan(1);
  });

  it('is rendered by the browser when the server could only send the text as typed', async () => {
    const { PostMarkdown, server } = freshModules();
    // No serverRenderReady: the server's render had no renderer.
    const post = <PostMarkdown>{'**굵게**'}</PostMarkdown>;
    const page = await hydrated(
      <server.ServerRender>{onPage(post)}</server.ServerRender>,
      onPage(post),
    );

    expect(page.serverStrong).toBeNull();
    expect(
      await screen.findByText('굵게', { selector: 'strong' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
