import { lazy, Suspense, useEffect } from 'react';
import type { SafeMarkdownProps } from './SafeMarkdown';
import './markdown.css';

// react-markdown and its parser are most of this remote's code (~35 KB gzipped) and only the
// question pages need them, so they are a chunk of their own: the terms, the privacy policy, the
// list and the forms load without it.
let renderer: Promise<typeof import('./SafeMarkdown')> | undefined;

function loadRenderer() {
  renderer ??= import('./SafeMarkdown');
  return renderer;
}

/** The text as typed, for the moment before the renderer arrives (or if it cannot). */
function PlainPost({ children }: SafeMarkdownProps) {
  return <div className="qna-markdown-plain">{children}</div>;
}

const LazySafeMarkdown = lazy(() =>
  loadRenderer().then(
    (module) => ({ default: module.SafeMarkdown }),
    () => ({ default: PlainPost }),
  ),
);

/** A post's Markdown, rendered safely (see SafeMarkdown) once the renderer's chunk is in. */
export function PostMarkdown({ children }: SafeMarkdownProps) {
  return (
    <Suspense fallback={<PlainPost>{children}</PlainPost>}>
      <LazySafeMarkdown>{children}</LazySafeMarkdown>
    </Suspense>
  );
}

/** For pages about to show a post: fetches the renderer while the post itself is fetched. */
export function usePreloadedMarkdown(): void {
  useEffect(() => {
    void loadRenderer();
  }, []);
}
