// `/` for a guest is the prerendered home page, its inline CSS allowed by hash; a member (whose
// first render depends on the session) gets index.html (docs/adr/0035).
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
function writeHome(root, css) {
  // As a build leaves it: a new file.
  const file = path.join(root, 'home.html');
  fs.writeFileSync(
    `${file}.tmp`,
    `<!doctype html><html><head><style data-href="/1.a.css">${css}</style></head><body><div id="root"><h1>SMUNITY</h1></div></body></html>`,
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

  it('tells a session cookie from others with a similar name or no value', () => {
    expect(hasMemberCookie('member=x')).toBe(true);
    expect(hasMemberCookie('a=1; member=%7B%7D; b=2')).toBe(true);
    expect(hasMemberCookie('member=')).toBe(false);
    expect(hasMemberCookie('notmember=x; members=y')).toBe(false);
    expect(hasMemberCookie(undefined)).toBe(false);
  });
});
