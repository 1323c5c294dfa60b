// Types of first-view-patterns.js, for the remote's first-views build (src/firstViews.tsx).
export declare const PARAM_FORMATS: Readonly<
  Record<string, { accepts: RegExp; samples: readonly [string, string] }>
>;
export declare function patternParameters(pattern: string): string[];
export declare function matchPattern(
  pattern: string,
  formats: Readonly<Record<string, string>>,
  relative: string,
): Record<string, string> | undefined;
export declare function fillPattern(
  template: string,
  values: Readonly<Record<string, string>>,
): string;
export declare function hasRouteFor(routes: readonly string[], relative: string): boolean;
