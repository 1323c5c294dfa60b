import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { nextTask } from '@smunity/shared-ui';
import type { SafeMarkdownProps } from './SafeMarkdown';
import './markdown.css';

// react-markdown and its parser are most of this remote's code (~35 KB gzipped) and only the
// question pages need them, so they are a chunk of their own: the terms, the privacy policy, the
// list and the forms load without it.
let renderer: Promise<typeof import('./SafeMarkdown')> | undefined;
/** Once the chunk is in, a post renders its Markdown at once (no frame of plain text first). */
let rendererLoaded = false;

// Both imports name one chunk, so its file arrives once. property-information's HTML and SVG
// tables (built when its module runs) were half of the chunk's running, on a phone a task over
// 50 ms: they run in the task the file arrives in, the rest in the next (docs/adr/0066).
async function importRenderer() {
  await import(/* webpackChunkName: "markdown" */ 'property-information');
  await nextTask();
  return import(/* webpackChunkName: "markdown" */ './SafeMarkdown');
}

function loadRenderer() {
  renderer ??= importRenderer().then((module) => {
    rendererLoaded = true;
    return module;
  });
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

/** False until the browser has painted once since the component mounted. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it, just after. A
    // transition: the text stays on screen while the renderer loads (no fallback swapped in).
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}

/**
 * A post's Markdown, rendered safely (see SafeMarkdown) once the renderer's chunk is in. Its
 * chunk is asked for only once the text as typed has painted: a question's text and title are
 * its page's largest paint, which must not wait behind 35 KB it does not need (docs/adr/0041).
 */
export function PostMarkdown({ children }: SafeMarkdownProps) {
  const painted = usePainted();
  return (
    <Suspense fallback={<PlainPost>{children}</PlainPost>}>
      {rendererLoaded || painted ? (
        <LazySafeMarkdown>{children}</LazySafeMarkdown>
      ) : (
        <PlainPost>{children}</PlainPost>
      )}
    </Suspense>
  );
}

/**
 * For a page about to show a post that is not its largest paint (a question under an answer's
 * form): fetches the renderer while the post itself is fetched.
 */
export function usePreloadedMarkdown(): void {
  useEffect(() => {
    void loadRenderer();
  }, []);
}
