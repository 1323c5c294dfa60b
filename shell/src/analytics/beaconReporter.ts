import { nextTask } from '@smunity/shared-ui';
import type { PageView, PageViewReporter } from './PageViewReporter';

export const PAGE_VIEWS_URL = '/api/v1/analytics/pageviews';

/**
 * First-party page views: a small JSON POST to the api. keepalive lets the request finish when
 * the visitor is already leaving; a failure is dropped, because analytics must never disturb a page.
 *
 * Sent a task after it is reported: the report comes from an effect React runs with the rest of a
 * commit, and a page's first fetch() took 7 ms of the main thread here, which made the commit
 * that hydrates the page a long task on a phone (docs/adr/0069).
 */
export function createBeaconReporter(inNextTask: () => Promise<void> = nextTask): PageViewReporter {
  return {
    report(pageView: PageView) {
      void inNextTask()
        .then(() =>
          fetch(PAGE_VIEWS_URL, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(pageView),
            keepalive: true,
            credentials: 'same-origin',
          }),
        )
        .catch(() => undefined);
    },
  };
}
