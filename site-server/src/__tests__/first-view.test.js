// `/` for a guest is the prerendered home page, its inline CSS allowed by hash; a member (whose
// first render depends on the session) gets index.html (docs/adr/0035); each in the visitor's
// language (docs/adr/0062).
'use strict';

const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createStaticServer } = require('../static-server');
const { hasMemberCookie } = require('../first-view');

const CSS = '.shell-hero{padding:2rem}';
const hashOf = (/** @type {string} */ css) =>
  `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`;
const styleSources = (/** @type {import('light-my-request').Response} */ response) =>
  String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('style-src '))
    ?.split(' ')
    .slice(1);

/**
 * @param {string} root
 * @param {string} css
 */
function writeHome(root, css, name = 'home.html', lang = 'ko') {
  // As a build leaves it: a new file.
  const file = path.join(root, name);
  fs.writeFileSync(
    `${file}.tmp`,
    `<!doctype html><html lang="${lang}"><head><style data-href="/1.a.css">${css}</style></head><body><div id="root"><h1>SMUNITY</h1></div></body></html>`,
  );
  fs.renameSync(`${file}.tmp`, file);
}

describe("the shell's server and the prerendered home page", () => {
  let root = '';
  /** @type {import('fastify').FastifyInstance} */
  let app;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-view-'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeHome(root, CSS);
    app = await createStaticServer({ root, spa: true, env: {} });
  });
  afterEach(() => app.close());

  it('sends a guest the prerendered page, its inline CSS allowed by hash and nothing else inline', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h1>SMUNITY</h1></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(styleSources(response)).toContain(hashOf(CSS));
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('sends a member index.html, whose first render follows their session', async () => {
    const response = await app.inject({
      url: '/',
      headers: { cookie: 'theme=dark; member=%7B%22username%22%3A%22202227101%22%7D' },
    });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it('follows a new build of the page: the new CSS hash, not the old one', async () => {
    writeHome(root, '.shell-hero{padding:3rem}');
    const response = await app.inject({ url: '/' });
    expect(response.body).toContain('padding:3rem');
    expect(styleSources(response)).toEqual(
      expect.arrayContaining([hashOf('.shell-hero{padding:3rem}')]),
    );
    expect(styleSources(response)).not.toContain(hashOf(CSS));
  });

  it('without a prerendered page, sends index.html and allows no inline style', async () => {
    fs.rmSync(path.join(root, 'home.html'));
    const response = await app.inject({ url: '/' });
    expect(response.body).toContain('<div id="root"></div>');
    expect(styleSources(response)).toEqual(["'self'"]);
  });

  describe('in English', () => {
    beforeEach(() => {
      writeHome(root, CSS, 'home.en.html', 'en');
      fs.writeFileSync(
        path.join(root, 'index.en.html'),
        '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
      );
    });

    it('sends a browser that prefers English the English home page, Korean to the others', async () => {
      const english = await app.inject({
        url: '/',
        headers: { 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' },
      });
      expect(english.body).toContain('<html lang="en">');
      expect(english.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
      expect(styleSources(english)).toContain(hashOf(CSS));

      const korean = await app.inject({ url: '/', headers: { 'accept-language': 'ko-KR' } });
      expect(korean.body).toContain('<html lang="ko">');
    });

    it('follows the lang cookie before the browser’s preference', async () => {
      const chosen = await app.inject({
        url: '/',
        headers: { 'accept-language': 'en', cookie: 'lang=ko' },
      });
      expect(chosen.body).toContain('<html lang="ko">');
      const english = await app.inject({ url: '/', headers: { cookie: 'lang=en' } });
      expect(english.body).toContain('<html lang="en">');
    });

    it('sends a member, and a page of the browser’s own, the English index.html', async () => {
      const member = await app.inject({
        url: '/',
        headers: { cookie: 'lang=en; member=%7B%22username%22%3A%22202227101%22%7D' },
      });
      expect(member.body).toBe(
        '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
      );
      const elsewhere = await app.inject({ url: '/somewhere', headers: { cookie: 'lang=en' } });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.body).toContain('<html lang="en">');
      expect(elsewhere.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    });

    it('sends the Korean pages for English from a shell built without them', async () => {
      fs.rmSync(path.join(root, 'home.en.html'));
      fs.rmSync(path.join(root, 'index.en.html'));
      const response = await app.inject({ url: '/', headers: { cookie: 'lang=en' } });
      expect(response.body).toContain('<html lang="ko"><head><style');
    });
  });

  it('tells a session cookie from others with a similar name or no value', () => {
    expect(hasMemberCookie('member=x')).toBe(true);
    expect(hasMemberCookie('a=1; member=%7B%7D; b=2')).toBe(true);
    expect(hasMemberCookie('member=')).toBe(false);
    expect(hasMemberCookie('notmember=x; members=y')).toBe(false);
    expect(hasMemberCookie(undefined)).toBe(false);
  });
});
