import { createContext, use, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageViewReporter } from './PageViewReporter';
import { redactPath } from './redactPath';

/** Provided by the bootstrap (and by tests, with a fake). Without one, nothing is reported. */
export const PageViewReporterContext = createContext<PageViewReporter | null>(null);

/**
 * Reports one page view per pathname change (a new ?page= is the same page), a share link's
 * token replaced by `:token` (redactPath.ts). The ref remembers
 * the last reported path, so StrictMode's second run of the effect does not count twice.
 */
export function PageViewTracker() {
  const reporter = use(PageViewReporterContext);
  const { pathname } = useLocation();
  const lastReported = useRef<{ path: string; url: string } | null>(null);

  useEffect(() => {
    if (!reporter || lastReported.current?.path === pathname) return;
    const previous = lastReported.current?.url ?? (document.referrer || undefined);
    const path = redactPath(pathname);
    lastReported.current = { path: pathname, url: new URL(path, window.location.origin).href };
    const referrer = previous === undefined ? undefined : redactPath(previous);
    reporter.report({ path, referrer, title: document.title });
  }, [reporter, pathname]);

  return null;
}
