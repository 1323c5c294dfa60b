/**
 * A remote route's `handle` asking its build to prerender the route's first view for guests
 * (a static path whose first render depends on nothing but the path: docs/adr/0041).
 */
export const FIRST_VIEW = { firstView: true } as const;
