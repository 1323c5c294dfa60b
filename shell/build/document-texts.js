// The page document in each language of the site (issue 40, docs/adr/0062): public/index.html's
// placeholders (%LANG%, the description, the link previews' texts, <noscript>) filled from the
// shell's catalog's `document.*` messages, once per language: index.html in Korean, and
// index.en.html, which the page server sends a visitor who reads the site in English. The
// prerendered pages built from them (shell/build/first-view.js) follow.
'use strict';

const { SITE_LANGUAGES, fileInLanguage } = require('@smunity/site-language');

const CATALOGS = {
  ko: require('../src/messages/ko.json'),
  en: require('../src/messages/en.json'),
};

/** Open Graph's locale of each language. */
const OG_LOCALES = { ko: 'ko_KR', en: 'en_US' };

/** Each placeholder of public/index.html and the catalog's message that fills it. */
const PLACEHOLDERS = {
  '%DESCRIPTION%': 'document.description',
  '%SHARE_TITLE%': 'document.shareTitle',
  '%SHARE_DESCRIPTION%': 'document.shareDescription',
  '%IMAGE_ALT%': 'document.imageAlt',
  '%APP_TITLE%': 'document.appTitle',
  '%NOSCRIPT%': 'document.noscript',
};

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The document with its placeholders filled in `language`.
 * @param {string} html the built index.html, placeholders still in it
 * @param {'ko' | 'en'} language
 */
function documentIn(html, language) {
  let filled = html.replaceAll('%LANG%', language).replaceAll('%OG_LOCALE%', OG_LOCALES[language]);
  for (const [placeholder, id] of Object.entries(PLACEHOLDERS)) {
    const text = CATALOGS[language][id];
    if (!text) throw new Error(`The shell's ${language} catalog has no ${id}.`);
    // The minifier leaves a value such as %APP_TITLE% unquoted: quoted here, as a text may have
    // spaces.
    filled = filled
      .replaceAll(`=${placeholder}`, `="${escapeHtml(text)}"`)
      .replaceAll(placeholder, escapeHtml(text));
  }
  return filled;
}

/**
 * Each language's document and its file name: index.html (Korean), index.en.html.
 * @param {string} html
 * @returns {Array<{ language: 'ko' | 'en', file: string, html: string }>}
 */
function documentsInEachLanguage(html) {
  return SITE_LANGUAGES.map((language) => ({
    language,
    file: fileInLanguage('index.html', language),
    html: documentIn(html, language),
  }));
}

module.exports = { documentIn, documentsInEachLanguage };
