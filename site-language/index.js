// The site's languages and which one a visitor gets (issue 40, docs/adr/0062): the page server
// renders in it, the browser switches it, the api answers in it. Plain CommonJS importing nothing,
// like the other shared packages (docs/adr/0058), so all three read the choice the same way.
'use strict';

/** Korean first: the default, and the product's own words. */
const SITE_LANGUAGES = Object.freeze(['ko', 'en']);
const DEFAULT_LANGUAGE = 'ko';

/** The cookie that remembers a visitor's choice (the header's switch sets it). */
const LANGUAGE_COOKIE = 'lang';
/** A year: a choice is kept until changed. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * Where the switch's form posts its `language` when no script handles it yet (before the page
 * has hydrated, or without JavaScript): the page server remembers it and sends the visitor back.
 */
const LANGUAGE_CHOICE_PATH = '/language';

/**
 * `value` if it is one of the site's languages, else null.
 * @param {unknown} value
 * @returns {'ko' | 'en' | null}
 */
function siteLanguageOr(value) {
  return typeof value === 'string' && SITE_LANGUAGES.includes(value) ? value : null;
}

/**
 * The `lang` cookie's value in a Cookie header, if it names a language of the site.
 * @param {string | undefined} cookieHeader
 */
function chosenLanguage(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) return siteLanguageOr(value.join('=').trim());
  }
  return null;
}

/**
 * The site's language a browser prefers most by its Accept-Language header (RFC 9110 §12.5.4):
 * ranges by their q-value (1 when absent), a range matching by its primary subtag ('en-US' → en),
 * '*' meaning the default; null when none of them is a language of the site.
 * @param {string | undefined} header
 */
function preferredLanguage(header) {
  const ranges = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => parameter.trim().match(/^q=([01](?:\.\d{0,3})?)$/i))
        .find(Boolean);
      return { range: range.trim().toLowerCase(), weight: q ? Number(q[1]) : 1, order };
    })
    .filter(({ range, weight }) => range !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { range } of ranges) {
    if (range === '*') return DEFAULT_LANGUAGE;
    const language = siteLanguageOr(range.split('-')[0]);
    if (language) return language;
  }
  return null;
}

/**
 * The language of a request: the visitor's choice (the cookie), else the browser's preference,
 * else Korean.
 * @param {{ cookie?: string, acceptLanguage?: string }} headers
 * @returns {'ko' | 'en'}
 */
function requestLanguage({ cookie, acceptLanguage }) {
  return chosenLanguage(cookie) ?? preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The name of a file a build writes once per language: Korean's keeps the name (what a server that
 * predates the languages reads), another language's has it before the extension
 * (index.html → index.en.html, area-frames.json → area-frames.en.json).
 * @param {string} file
 * @param {'ko' | 'en'} language
 */
function fileInLanguage(file, language) {
  if (language === DEFAULT_LANGUAGE) return file;
  const dot = file.lastIndexOf('.');
  return dot < 0 ? `${file}.${language}` : `${file.slice(0, dot)}.${language}${file.slice(dot)}`;
}

module.exports = {
  SITE_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_CHOICE_PATH,
  siteLanguageOr,
  chosenLanguage,
  preferredLanguage,
  requestLanguage,
  fileInLanguage,
};
