/**
 * A remote route's `handle` asking its build to prerender the route's first view for guests
 * (a static path whose first render depends on nothing but the path: docs/adr/0041).
 */
export const FIRST_VIEW = { firstView: true } as const;

/** What a first view's handle may say besides: the api reads its first render starts. */
export interface FirstViewHandle {
  firstView: true;
  /**
   * Same-origin URLs (`/api/…`) the page requests as soon as it runs, exactly as its client asks
   * for them: the shell's server preloads them with the first view, so the data is on its way
   * while the JavaScript loads.
   */
  data?: readonly string[];
}

/** FIRST_VIEW, with the data the page fetches first (FirstViewHandle['data']). */
export function firstViewFetching(data: readonly string[]): FirstViewHandle {
  return { firstView: true, data };
}
