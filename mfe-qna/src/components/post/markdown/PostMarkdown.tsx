import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { loadBeforeServerRender, useServerRender } from '@smunity/mf-platform/src/serverRender';
import { afterNextPaint, nextTask, useHydrated } from '@smunity/shared-ui';
import type { SafeMarkdownProps } from './SafeMarkdown';
import { isSitePath } from './urlPolicy';
import './markdown.css';

// react-markdown and its parser are most of this remote's code (~35 KB gzipped) and only the
// question pages need them, so they are a chunk of their own: the terms, the privacy policy, the
// list and the forms load without it.
let renderer: Promise<typeof import('./SafeMarkdown')> | undefined;
/** The renderer once its chunk is in: a post then renders its Markdown at once. */
let loadedRenderer: typeof import('./SafeMarkdown') | undefined;

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
    loadedRenderer = module;
    return module;
  });
  return renderer;
}

// On the server a post is rendered with its Markdown (a render there cannot wait for a chunk).
loadBeforeServerRender(loadRenderer);

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
  // A transition: the text stays on screen while the renderer loads (no fallback swapped in).
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/**
 * The post rendered in the browser: the text as typed at once, its Markdown once the renderer's
 * chunk is in. The chunk is asked for only once the text as typed has painted: a question's text
 * and title are its page's largest paint, which must not wait behind 35 KB it does not need
 * (docs/adr/0041).
 */
function BrowserMarkdown({ children }: SafeMarkdownProps) {
  const painted = usePainted();
  const rendered = loadedRenderer;
  if (rendered) return <rendered.SafeMarkdown>{children}</rendered.SafeMarkdown>;
  return (
    <Suspense fallback={<PlainPost>{children}</PlainPost>}>
      {painted ? (
        <LazySafeMarkdown>{children}</LazySafeMarkdown>
      ) : (
        <PlainPost>{children}</PlainPost>
      )}
    </Suspense>
  );
}

/** A click on an in-site link of markup React did not render, followed by the router. */
function useSiteLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const link = (event.target as Element).closest('a');
    const href = link && event.currentTarget.contains(link) ? link.getAttribute('href') : null;
    if (event.defaultPrevented || !plainClick || !href || !isSitePath(href)) return;
    event.preventDefault();
    void navigate(href);
  };
}

const BODY_CLASS = 'qna-post__body';

/**
 * The post's markup as the server sent it, kept: React hydrates an element given its inner HTML
 * without reading or touching what is inside. Its in-site links go through the router as a
 * <Link> would.
 */
function SentPost({ onTextAsTyped }: { onTextAsTyped: () => void }) {
  const body = useRef<HTMLDivElement>(null);
  const followSiteLink = useSiteLinkClicks();
  useEffect(() => {
    // The server had no renderer and sent the text as typed: the browser renders it after all.
    if (!body.current?.querySelector('.qna-markdown')) onTextAsTyped();
  }, [onTextAsTyped]);
  return (
    <div
      ref={body}
      className={BODY_CLASS}
      onClick={followSiteLink}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

/**
 * A post's Markdown, rendered safely (see SafeMarkdown). The server renders it with the page
 * (docs/adr/0070), and the browser keeps that markup as it came: hydrating it does not parse the
 * Markdown again (on a phone the page's longest task after its first view), nor load the
 * renderer's chunk. The browser renders a post itself when the page is its own render (a link
 * followed inside the site), when the text changes, or when the server could only send the text
 * as typed.
 */
export function PostMarkdown({ children }: SafeMarkdownProps) {
  const onServer = useServerRender();
  const hydrated = useHydrated();
  // The text whose markup the server sent: only a render that hydrates that markup has one.
  const [sentText, setSentText] = useState(onServer || hydrated ? undefined : children);
  const renderInBrowser = useCallback(() => setSentText(undefined), []);

  if (onServer) {
    return (
      <div className={BODY_CLASS}>
        {loadedRenderer ? (
          <loadedRenderer.SafeMarkdown>{children}</loadedRenderer.SafeMarkdown>
        ) : (
          <PlainPost>{children}</PlainPost>
        )}
      </div>
    );
  }
  if (sentText !== undefined && sentText === children) {
    return <SentPost onTextAsTyped={renderInBrowser} />;
  }
  return (
    <div className={BODY_CLASS}>
      <BrowserMarkdown>{children}</BrowserMarkdown>
    </div>
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
