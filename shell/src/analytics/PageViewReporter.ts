import type { PageViewBody } from '@smunity/api-contract';

/**
 * One page of the site seen by a visitor, as POST /analytics/pageviews takes it: the pathname
 * (e.g. '/qna/questions'), where the visitor came from (the previous page of the visit, or the
 * external referrer) and the title.
 */
export type PageView = PageViewBody;

/** Where page views go: Google Analytics 4 when configured, otherwise our own api. */
export interface PageViewReporter {
  report(pageView: PageView): void;
}
