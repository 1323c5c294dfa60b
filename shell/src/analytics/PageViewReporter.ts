/** One page of the site seen by a visitor. */
export interface PageView {
  /** The pathname, e.g. '/qna/questions'. */
  path: string;
  /** Where the visitor came from: the previous page of the visit, or the external referrer. */
  referrer?: string;
  title?: string;
}

/** Where page views go: Google Analytics 4 when configured, otherwise our own api. */
export interface PageViewReporter {
  report(pageView: PageView): void;
}
