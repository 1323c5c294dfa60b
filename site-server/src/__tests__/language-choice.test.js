// The language switch's form, posted before the page has hydrated or without JavaScript: the
// choice remembered as the shell's switch remembers it, and the visitor back on their page.
'use strict';

const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createStaticServer } = require('../static-server');

const SITE = 'smunity.example';

/** A posted form, as a browser submits the switch from a page at `referer`. */
const switchForm = (
  /** @type {string} */ body,
  /** @type {Record<string, string>} */ headers = {},
) => ({
  method: /** @type {const} */ ('POST'),
  url: '/language',
  headers: { host: SITE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: body,
});

describe('POST /language', () => {
  let root = '';
  /** @type {import('fastify').FastifyInstance[]} */
  let apps = [];
  const serve = async (/** @type {NodeJS.ProcessEnv} */ env = {}) => {
    const app = await createStaticServer({ root, spa: true, env });
    apps.push(app);
    return app;
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'language-choice-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body></body></html>');
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('remembers the language for a year, site-wide, and sends the visitor back to their page', async () => {
    const app = await serve();
    const response = await app.inject(
      switchForm('language=en', { referer: `http://${SITE}/qna/questions?page=2` }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/qna/questions?page=2');
    expect(response.headers['set-cookie']).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(response.headers['cache-control']).toBe('no-store');
    // The site's headers as on every answer of the page server.
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('marks the cookie Secure on a site served over https, behind a front door that drops the port from Host', async () => {
    const app = await serve({ HTTPS: 'true' });
    const response = await app.inject(
      switchForm('language=ko', { referer: `https://${SITE}:8443/mypage` }),
    );
    expect(response.headers['set-cookie']).toBe(
      'lang=ko; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(response.headers.location).toBe('/mypage');
  });

  it('sends a form from another site, or with no referer, to the home page: only a path of ours', async () => {
    const app = await serve();
    /** @type {Record<string, string>[]} */
    const senders = [{ referer: 'https://elsewhere.example/phish' }, { referer: 'not a url' }, {}];
    for (const headers of senders) {
      const response = await app.inject(switchForm('language=en', headers));
      expect([headers, response.statusCode, response.headers.location]).toEqual([
        headers,
        303,
        '/',
      ]);
    }
  });

  it('refuses a language the site does not offer, in the visitor’s language, and sets nothing', async () => {
    const app = await serve();
    for (const body of ['language=fr', 'language=', 'other=en', `language=${'e'.repeat(2000)}`]) {
      const response = await app.inject(switchForm(body, { 'accept-language': 'ko' }));
      expect([body, response.statusCode]).toEqual([body, body.length > 1024 ? 413 : 400]);
      expect(response.headers['set-cookie']).toBeUndefined();
      if (response.statusCode === 400) {
        expect(response.body).toBe(
          '지원하지 않는 언어입니다. 한국어(ko)나 영어(en)를 골라 주세요.\n',
        );
      }
    }
    const english = await app.inject(switchForm('language=fr', { cookie: 'lang=en' }));
    expect(english.body).toBe(
      'That language is not offered. Choose Korean (ko) or English (en).\n',
    );
    const json = await app.inject({
      ...switchForm('{"language":"en"}'),
      headers: { host: SITE, 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.headers['set-cookie']).toBeUndefined();
  });
});
