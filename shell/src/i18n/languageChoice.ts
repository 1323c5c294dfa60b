// A visitor's choice of the site's language (docs/adr/0062): kept in the `lang` cookie, which the
// page server reads to render every page in it (and the api to answer in it), so the page is
// reloaded rather than re-rendered in place: the new language arrives server-rendered, no flash.
import Cookies from 'js-cookie';
import { tellMemberLanguage } from '@smunity/shared-auth';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type SiteLanguage,
} from '@smunity/site-language';

const DAY_SECONDS = 24 * 60 * 60;

/** Remembers `language` for this browser. */
export function rememberLanguage(language: SiteLanguage, location: Location = window.location) {
  Cookies.set(LANGUAGE_COOKIE, language, {
    expires: LANGUAGE_COOKIE_MAX_AGE_SECONDS / DAY_SECONDS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}

/**
 * Switches the site to `language`: remembered, told to the api for a signed-in member (their mails
 * follow), then the page served again in it. The page changes language whatever the api answers:
 * the cookie is what the pages follow; only the mails' language would lag, until the next switch.
 */
export async function switchLanguage(language: SiteLanguage, location: Location = window.location) {
  rememberLanguage(language, location);
  await tellMemberLanguage(language).catch(() => undefined);
  location.reload();
}
