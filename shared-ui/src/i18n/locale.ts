// The site's languages (docs/adr/0060): Korean is the default and the product's own words; English
// for international students. Every app reads the page's language the same way.
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '@smunity/site-language';

/** The site's languages, as every part reads them (@smunity/site-language, docs/adr/0062). */
export const SITE_LOCALES = SITE_LANGUAGES;
export type SiteLocale = SiteLanguage;
export const DEFAULT_LOCALE: SiteLocale = DEFAULT_LANGUAGE;

/** A catalog as react-intl takes it: ICU messages (tests), or their ASTs (the builds compile them). */
export type SiteMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** `value` if it names a language of the site, else the default. */
export function siteLocaleOf(value: string | undefined | null): SiteLocale {
  return SITE_LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

/** The language the page was sent in (`<html lang>`); the default where there is no page (a server). */
export function pageLocale(
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): SiteLocale {
  return siteLocaleOf(root?.lang);
}
