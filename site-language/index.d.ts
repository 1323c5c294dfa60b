// The types of index.js, for TypeScript code (the apps, the api) and for index.js itself.
export type SiteLanguage = 'ko' | 'en';
export declare const SITE_LANGUAGES: readonly SiteLanguage[];
export declare const DEFAULT_LANGUAGE: 'ko';
export declare const LANGUAGE_COOKIE: 'lang';
export declare const LANGUAGE_COOKIE_MAX_AGE_SECONDS: number;
export declare const LANGUAGE_CHOICE_PATH: '/language';
export declare function siteLanguageOr(value: unknown): SiteLanguage | null;
export declare function chosenLanguage(cookieHeader: string | undefined): SiteLanguage | null;
export declare function preferredLanguage(header: string | undefined): SiteLanguage | null;
export declare function requestLanguage(headers: {
  cookie?: string;
  acceptLanguage?: string;
}): SiteLanguage;
export declare function fileInLanguage(file: string, language: SiteLanguage): string;
