// `/` for a guest is the home page prerendered at build (shell/build/first-view.js: home.html, its
// first view's CSS inlined); a member gets index.html, whose first render depends on their session
// (the header's links), as before (docs/adr/0035). The inlined CSS is allowed by its hash in the
// page's CSP, read from the served file itself and again whenever the file changes.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const { memberCookieValue } = require('@smunity/member-cookie');
const { isMissingFile } = require('./caught');

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
 * @param {string} root the shell's dist folder
 * @returns {{ pageFor: (request: import('fastify').FastifyRequest) => Promise<string>,
 *   styleHashes: () => Promise<string[]> }}
 */
function firstViewOf(root) {
  const file = path.join(root, FIRST_VIEW_FILE);
  /** @type {{ version: string | undefined, hashes: string[], present: boolean }} */
  let known = { version: undefined, hashes: [], present: false };

  async function current() {
    const stat = await fs.stat(file).catch((error) => {
      if (isMissingFile(error)) return undefined; // a shell built without it: index.html only
      throw error;
    });
    const version = stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (version !== known.version) {
      const html = stat ? await fs.readFile(file, 'utf8') : '';
      known = { version, hashes: inlineStyleHashes(html), present: Boolean(stat) };
    }
    return known;
  }

  return {
    async pageFor(request) {
      const { present } = await current();
      return present && !hasMemberCookie(request.headers.cookie) ? FIRST_VIEW_FILE : 'index.html';
    },
    async styleHashes() {
      return (await current()).hashes;
    },
  };
}

module.exports = {
  FIRST_VIEW_FILE,
  firstViewOf,
  hasMemberCookie,
  inlineStyleHashes,
};
