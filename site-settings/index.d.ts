// The types of index.js, for TypeScript code (the api) and for index.js itself.
export declare const DEFAULT_SITE_URL: 'https://smunity.co.kr';
export declare function siteUrlFrom(env?: Record<string, string | undefined>): string;
export declare function httpsFromEnv(env?: Record<string, string | undefined>): boolean;
