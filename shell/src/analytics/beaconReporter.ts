import type { PageView, PageViewReporter } from './PageViewReporter';

export const PAGE_VIEWS_URL = '/api/v1/analytics/pageviews';

/**
 * First-party page views: a small JSON POST to the api. keepalive lets the request finish when
 * the visitor is already leaving; a failure is dropped, because analytics must never disturb a page.
 */
export function createBeaconReporter(): PageViewReporter {
  return {
    report(pageView: PageView) {
      fetch(PAGE_VIEWS_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(pageView),
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined);
    },
  };
}
