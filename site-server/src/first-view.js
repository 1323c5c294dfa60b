// `/` when it is not rendered with the member counts (docs/adr/0068: the api or the render not
// there in time): for a guest the home page prerendered at build (shell/build/first-view.js:
// home.html, its first view's CSS inlined); for a member index.html, whose first render depends on
// their session (the header's links), as before (docs/adr/0035). Each in the visitor's language (home.en.html,
// index.en.html: docs/adr/0062). The inlined CSS is allowed by its hash in the page's CSP, read
// from the served files themselves and again whenever a file changes.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const { memberCookieValue } = require('@smunity/member-cookie');
const { DEFAULT_LANGUAGE, SITE_LANGUAGES, fileInLanguage } = require('@smunity/site-language');
const { isMissingFile } = require('./caught');

/** @typedef {import('@smunity/site-language').SiteLanguage} SiteLanguage */

const FIRST_VIEW_FILE = 'home.html';

/**
 * 'sha256-…' of each <style> element's text, as CSP hashes it.
 * @param {string} html
 */
function inlineStyleHashes(html) {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`,
  );
}

/**
 * Whether the request carries the member cookie with a value: its page is a member's, whose first
 * render depends on the session (the cookie's shape is @smunity/member-cookie's to check).
 * @param {string | undefined} cookieHeader
 */
function hasMemberCookie(cookieHeader) {
  return Boolean(memberCookieValue(cookieHeader));
}

/**
 * A file of the shell's build as it is now: present or not, and its inline styles' hashes, read
 * again whenever the file changes.
 * @param {string} file
 */
function watchedDocument(file) {
  /** @type {{ version: string | undefined, hashes: string[], present: boolean }} */
  let known = { version: undefined, hashes: [], present: false };
  return async function current() {
    const stat = await fs.stat(file).catch((error) => {
      if (isMissingFile(error)) return undefined; // a shell built without it
      throw error;
    });
    const version = stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (version !== known.version) {
      const html = stat ? await fs.readFile(file, 'utf8') : '';
      known = { version, hashes: inlineStyleHashes(html), present: Boolean(stat) };
    }
    return known;
  };
}

/**
 * `/` and every page without a prerendered view, in the visitor's language: home.html or
 * home.en.html for a guest, index.html or index.en.html for a member and a page of the browser's
 * own (Korean's where the shell was built without the language's file, docs/adr/0062).
 * @param {string} root the shell's dist folder
 * @returns {{ pageFor: (request: import('fastify').FastifyRequest, language: SiteLanguage)
 *   => Promise<string>, documentFor: (language: SiteLanguage) => Promise<string>,
 *   styleHashes: () => Promise<string[]> }}
 */
function firstViewOf(root) {
  /** @param {string} base */
  const watchedInEachLanguage = (base) =>
    new Map(
      SITE_LANGUAGES.map((language) => {
        const file = fileInLanguage(base, language);
        return [language, { file, current: watchedDocument(path.join(root, file)) }];
      }),
    );
  const homes = watchedInEachLanguage(FIRST_VIEW_FILE);
  const documents = watchedInEachLanguage('index.html');

  /**
   * The language's file of `watched` if the build has it, else Korean's if it has that.
   * @param {typeof homes} watched
   * @param {SiteLanguage} language
   */
  async function present(watched, language) {
    for (const candidate of [language, DEFAULT_LANGUAGE]) {
      const entry = watched.get(candidate);
      if (entry && (await entry.current()).present) return entry.file;
    }
    return undefined;
  }

  /** @param {SiteLanguage} language */
  const documentFor = async (language) => (await present(documents, language)) ?? 'index.html';

  return {
    async pageFor(request, language) {
      const home = hasMemberCookie(request.headers.cookie)
        ? undefined
        : await present(homes, language);
      return home ?? documentFor(language);
    },
    documentFor,
    async styleHashes() {
      const hashes = await Promise.all([...homes.values()].map(async (home) => home.current()));
      return [...new Set(hashes.flatMap((known) => known.hashes))];
    },
  };
}

module.exports = {
  FIRST_VIEW_FILE,
  firstViewOf,
  hasMemberCookie,
  inlineStyleHashes,
};
