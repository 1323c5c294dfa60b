/**
 * A remote route's `handle` asking its build to prerender the route's first view for guests
 * (a path whose first render depends on nothing but the path: docs/adr/0041).
 */
export const FIRST_VIEW = { firstView: true } as const;

/**
 * What a route parameter of a first view may be (mf-platform/contract/first-view-patterns.js):
 * 'positive-integer', the api's row ids.
 */
export type FirstViewParamFormat = 'positive-integer';

/** What a first view's handle may say besides: the api reads its first render starts. */
export interface FirstViewHandle {
  firstView: true;
  /**
   * Same-origin URLs (`/api/…`) the page requests as soon as it runs, exactly as its client asks
   * for them: the shell's server preloads them with the first view, so the data is on its way
   * while the JavaScript loads. A URL may name the route's parameters (`/api/v1/questions/:id`):
   * the server puts in the requested value, URL-encoded.
   */
  data?: readonly string[];
  /**
   * The format of each parameter of a route with parameters: the server serves the view only at
   * paths whose values have it, and the build renders the page with two samples of it and leaves
   * it out if the markup differs (its first render would depend on the value).
   */
  params?: Readonly<Record<string, FirstViewParamFormat>>;
  /**
   * Same-origin URLs the page asks for only if its first answers say so (a question's answer,
   * when it has one), as its client asks for them: when the shell's server renders a guest's page
   * with its data (docs/adr/0044) it asks for them too and holds those that answer; never
   * preloaded (the page may not ask). They may name the route's parameters, as `data`.
   */
  optionalData?: readonly string[];
}

/**
 * FIRST_VIEW, with the data the page fetches first (FirstViewHandle['data']), the formats of its
 * parameters and the data it may fetch next (FirstViewHandle['optionalData']).
 */
export function firstViewFetching(
  data: readonly string[],
  params?: FirstViewHandle['params'],
  optionalData?: readonly string[],
): FirstViewHandle {
  return {
    firstView: true,
    data,
    ...(params && { params }),
    ...(optionalData && { optionalData }),
  };
}

/**
 * A route's `handle` naming the same-origin api reads (`/api/…`) its page starts with for a
 * signed-in member, exactly as its client asks for them: the shell's server preloads them on a
 * member's page at that path (docs/adr/0042). The page's HTML stays the same for every member
 * (only URLs without anything of the member's); the browser sends the session cookie with them.
 */
export interface MemberReadsHandle {
  memberData: readonly string[];
}

/** The handle of a members' page whose first api reads are `data` (MemberReadsHandle). */
export function membersFetching(data: readonly string[]): MemberReadsHandle {
  return { memberData: data };
}
