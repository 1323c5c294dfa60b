import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

type PostMarkdownComponent = ComponentType<{ children: string }>;

/** A fresh copy of the module, so each test starts before the renderer's chunk is loaded. */
function freshPostMarkdown(): PostMarkdownComponent {
  let component: PostMarkdownComponent | undefined;
  jest.isolateModules(() => {
    component = jest.requireActual<typeof import('./PostMarkdown')>('./PostMarkdown').PostMarkdown;
  });
  if (!component) throw new Error('PostMarkdown did not load');
  return component;
}

afterEach(() => jest.dontMock('./SafeMarkdown'));

describe('PostMarkdown', () => {
  it('shows the text as typed at once, then the rendered Markdown', async () => {
    const PostMarkdown = freshPostMarkdown();
    const { container } = render(<PostMarkdown>{'**굵게**\n다음 줄'}</PostMarkdown>);

    expect(container.querySelector('.qna-markdown-plain')?.textContent).toBe('**굵게**\n다음 줄');

    // A fresh module registry loads react-markdown and its parser anew: give it time.
    expect(
      await screen.findByText('굵게', { selector: 'strong' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(container.querySelector('.qna-markdown-plain')).toBeNull();
    expect(container.querySelector('.qna-markdown br')).not.toBeNull();
  });

  it('keeps showing the text as typed if the renderer cannot be loaded', async () => {
    jest.doMock('./SafeMarkdown', () => {
      throw new Error('chunk failed to load');
    });
    const PostMarkdown = freshPostMarkdown();
    const { container } = render(<PostMarkdown>{'<b>굵게</b>'}</PostMarkdown>);

    // Give the failed load its turn; the plain text stays, as text.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('<b>굵게</b>')).toHaveClass('qna-markdown-plain');
    expect(container.querySelector('b')).toBeNull();
  });
});
