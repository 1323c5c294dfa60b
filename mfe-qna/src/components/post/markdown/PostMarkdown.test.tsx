import { act, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import type { ComponentType } from 'react';
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
