// The site's languages and the shell's catalog for each (docs/adr/0060): Korean is the default
// and its catalog is bundled; another language's catalog is a chunk of its own, loaded only by a
// page in that language.
import type { MessageFormatElement } from 'react-intl';
import korean from '../messages/ko.json';

export const SITE_LOCALES = ['ko', 'en'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'ko';

/** A catalog as react-intl takes it: ICU messages (tests), or their ASTs (the builds compile them). */
export type SiteMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The language the page was sent in (`<html lang>`), the default for any other. */
export function pageLocale(root: HTMLElement = document.documentElement): SiteLocale {
  return SITE_LOCALES.find((locale) => locale === root.lang) ?? DEFAULT_LOCALE;
}

/** The shell's catalog in `locale`. */
export async function shellMessages(locale: SiteLocale): Promise<SiteMessages> {
  if (locale === 'en') return (await import('../messages/en.json')).default;
  return korean;
}

/** The Korean catalog, at hand without waiting: the prerender's and the default page's. */
export const KOREAN_MESSAGES: SiteMessages = korean;
