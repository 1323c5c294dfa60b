// `/` rendered with the member counts (docs/adr/0068): the shell's build hands over its render
// bundle and the page around #root (home-page.json), the page server asks the api the page's
// reads as a guest and has the bundle render `/` with them in the shell's own renderer process,
// for a guest or in a member's role's frame, holding the answers for hydration. Without them in
// time, `/` is the prerendered home page (home.html) or, for a member, index.html, as before.
// Real HTTP, real renderer processes.
'use strict';

const { afterEach, beforeEach, describe, expect, it, jest: jestApi } = require('@jest/globals');

const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createStaticServer } = require('../static-server');
const { areaPages } = require('../area-preload');

const COUNT_READ = '/api/v1/members/count';
const DEPARTMENTS_READ = '/api/v1/departments';
const READS = [COUNT_READ, DEPARTMENTS_READ];
const HOME_STYLE = '.shell-hero{color:navy}';
/** The prerendered home page: the counts loading. */
const LOADING = '<p role="status">회원 통계를 불러오는 중…</p>';

const sha256 = (/** @type {string} */ text) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** The document around #root, as shell/build/first-view.js writes it, in `lang`. */
const around = (/** @type {string} */ lang) => ({
  head: `<!doctype html><html lang="${lang}"><head><style data-href="/main.css">${HOME_STYLE}</style><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root">`,
  tail: '</div></body></html>',
});

/**
 * A render bundle as the shell's Node build exports it: renderPage lists the answers it was given.
 * @param {string} mark told apart from another build's
 */
const rendererSource = (mark) =>
  `exports.renderPage = async function renderPage(path, answers, member, language) {
     if (path !== '/') throw new Error('only the home page');
     const count = answers['/api/v1/members/count'].count;
     const names = answers['/api/v1/departments'].content.map((d) => d.name.replaceAll('<', '&lt;'));
     const reader = member ? ' data-reader="' + Object.entries(member).join(' ') + '"' : '';
     return '<main data-build="${mark}" data-lang="' + language + '"' + reader + '><h2>총 회원 수 ' + count + '명</h2>' + names.join(',') + '</main>';
   };`;

/**
 * The shell's dist folder: index.html and home.html in Korean and English, and, unless `withHome`
 * is false, the render bundle and home-page.json in both.
 * @param {{ withHome?: boolean, renderer?: string, source?: string }} [options]
 */
function shellBuild({ withHome = true, renderer = 'home-renderer.aaaa.js', source } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'home-page-shell-'));
  for (const { lang, suffix } of [
    { lang: 'ko', suffix: '' },
    { lang: 'en', suffix: '.en' },
  ]) {
    const { head, tail } = around(lang);
    fs.writeFileSync(path.join(root, `index${suffix}.html`), `${head}${tail}`);
    fs.writeFileSync(path.join(root, `home${suffix}.html`), `${head}${LOADING}${tail}`);
    if (withHome) {
      fs.writeFileSync(
        path.join(root, `home-page${suffix}.json`),
        JSON.stringify({ renderer, reads: READS, head, tail }),
      );
    }
  }
  if (withHome) fs.writeFileSync(path.join(root, renderer), source ?? rendererSource('a'));
  return root;
}

/** The answers the page holds for the browser to hydrate with. */
function heldAnswers(/** @type {string} */ body) {
  const held = /<script type="application\/json" id="smunity-first-data">(.*?)<\/script>/s.exec(
    body,
  );
  return held && JSON.parse(held[1] ?? '');
}

describe('the home page rendered with its member counts (docs/adr/0068)', () => {
  /** @type {import('node:http').Server} */
  let api;
  let apiUrl = '';
  /** @type {{ url?: string, language?: string | string[] }[]} */
  let asked;
  let remotesFile = '';
  /** @type {import('fastify').FastifyInstance[]} */
  let servers;
  const departments = {
    content: [{ code: '01', name: '<컴퓨터과학과>', college: '융합', count: 3 }],
  };

  beforeEach(async () => {
    asked = [];
    servers = [];
    api = http.createServer((request, response) => {
      asked.push({ url: request.url, language: request.headers['accept-language'] });
      response.setHeader('content-type', 'application/json');
      if (request.url === COUNT_READ) response.end(JSON.stringify({ count: 12 }));
      else if (request.url === DEPARTMENTS_READ) response.end(JSON.stringify(departments));
      else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
    apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-page-data-'));
    remotesFile = path.join(dataDir, 'remotes.json');
    fs.writeFileSync(remotesFile, '{}');
  });

  afterEach(async () => {
    await Promise.all(servers.map((app) => app.close()));
    await new Promise((resolve) => api.close(() => resolve(undefined)));
  });

  /**
   * The shell's server; a page waits for its render as long as it takes (a render starts a
   * renderer process first), so the first load finds it whatever the machine's load.
   * @param {string} root
   * @param {Partial<Parameters<typeof createStaticServer>[0]>} [options]
   */
  async function shellServer(root, options = {}) {
    const app = await createStaticServer({
      env: {},
      root,
      spa: true,
      remotesFile,
      apiUrl,
      renderWaitMs: 10_000,
      ...options,
    });
    servers.push(app);
    return app;
  }

  it('renders `/` with both answers, held for hydration, its inline style allowed by hash', async () => {
    const shell = await shellServer(shellBuild());
    const response = await shell.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    const { head, tail } = around('ko');
    expect(response.body).toBe(
      `${head}<main data-build="a" data-lang="ko"><h2>총 회원 수 12명</h2>&lt;컴퓨터과학과></main>${tail.replace(
        '</body>',
        `<script type="application/json" id="smunity-first-data">${JSON.stringify({
          [COUNT_READ]: { count: 12 },
          [DEPARTMENTS_READ]: departments,
        }).replaceAll('<', '\\u003c')}</script></body>`,
      )}`,
    );
    expect(heldAnswers(response.body)).toEqual({
      [COUNT_READ]: { count: 12 },
      [DEPARTMENTS_READ]: departments,
    });
    expect(response.headers['content-security-policy']).toContain(sha256(HOME_STYLE));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    // Asked as a guest asks, each once: the next guests get the same page while they are fresh.
    expect((await shell.inject({ url: '/' })).body).toBe(response.body);
    expect(asked.map(({ url }) => url).sort()).toEqual([...READS].sort());
  });

  it("renders an English visitor's `/` in English, with the answers asked in English", async () => {
    const shell = await shellServer(shellBuild());
    const english = await shell.inject({ url: '/', headers: { cookie: 'lang=en' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<main data-build="a" data-lang="en">');
    expect(asked.map(({ language }) => language)).toEqual(['en', 'en']);
    const korean = await shell.inject({ url: '/' });
    expect(korean.body).toContain('<main data-build="a" data-lang="ko">');
  });

  /** The member cookie as shared-auth writes it (js-cookie: URI-encoded JSON). */
  const memberCookie = (/** @type {string} */ memberRole) =>
    `member=${encodeURIComponent(JSON.stringify({ username: '201910101', memberRole, accessToken: 'a.b.c' }))}`;

  it("renders a member's `/` in the frame of the member's role, with nothing of the member's", async () => {
    const shell = await shellServer(shellBuild());
    const member = await shell.inject({ url: '/', headers: { cookie: memberCookie('ROLE_USER') } });
    expect(member.body).toContain(
      '<main data-build="a" data-lang="ko" data-reader="username, memberRole,ROLE_USER"><h2>총 회원 수 12명</h2>',
    );
    expect(member.body).not.toContain('201910101');
    expect(member.body).not.toContain('a.b.c');
    expect(heldAnswers(member.body)).toEqual({
      [COUNT_READ]: { count: 12 },
      [DEPARTMENTS_READ]: departments,
    });
    expect(member.headers['cache-control']).toBe('private, no-cache');
    const admin = await shell.inject({ url: '/', headers: { cookie: memberCookie('ROLE_ADMIN') } });
    expect(admin.body).toContain('data-reader="username, memberRole,ROLE_ADMIN"');
    // The counts are public: asked once, as a guest asks them (no cookie, no token).
    const guest = await shell.inject({ url: '/' });
    expect(guest.body).toContain('<main data-build="a" data-lang="ko"><h2>');
    expect(asked.map(({ url }) => url).sort()).toEqual([...READS].sort());
  });

  it('gives index.html for a member cookie that holds no session, and asks the api nothing', async () => {
    const shell = await shellServer(shellBuild());
    const page = await shell.inject({ url: '/', headers: { cookie: 'member=token' } });
    expect(page.body).toContain('<div id="root"></div>');
    expect(heldAnswers(page.body)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('gives the prerendered home page without the api, with a failing render, or without the file', async () => {
    const noApi = await shellServer(shellBuild(), { apiUrl: 'http://127.0.0.1:9' });
    expect((await noApi.inject({ url: '/' })).body).toContain(LOADING);

    /** @type {string[]} */
    const warnings = [];
    const console = jestApi.spyOn(global.console, 'error').mockImplementation((line) => {
      warnings.push(String(line));
    });
    try {
      const broken = await shellServer(
        shellBuild({ source: "exports.renderPage = () => { throw new Error('broken home'); };" }),
      );
      const page = await broken.inject({ url: '/' });
      expect(page.body).toContain(LOADING);
      expect(heldAnswers(page.body)).toBeNull();
      // Markup the page's CSP would leave unstyled is refused too.
      const styled = await shellServer(
        shellBuild({ source: 'exports.renderPage = () => \'<p style="color:red">x</p>\';' }),
      );
      expect((await styled.inject({ url: '/' })).body).toContain(LOADING);
    } finally {
      console.mockRestore();
    }
    expect(warnings.join('\n')).toMatch(/\] \/ goes without its data: broken home/);

    const older = await shellServer(shellBuild({ withHome: false }));
    expect((await older.inject({ url: '/' })).body).toContain(LOADING);
  });

  it("loads the shell's render bundle into its renderer as the server starts, before any page", async () => {
    /** @type {{ remote: string, build: string, source: string }[]} */
    const prepared = [];
    /** @type {() => void} */
    let loaded = () => {};
    const firstLoad = new Promise((resolve) => {
      loaded = () => resolve(undefined);
    });
    await areaPages({
      root: shellBuild(),
      remotesFile,
      withData: {
        answersFor: Object.assign(async () => undefined, { forgetWritten: () => {} }),
        membersAnswersFor: async () => undefined,
        render: async () => '',
        prepare: async ({ remote, build, source }) => {
          prepared.push({ remote, build, source: await source() });
          loaded();
        },
      },
    });
    // No page is asked for: the load starts with the server (jest's time limit bounds the wait).
    await firstLoad;
    expect(prepared).toEqual([
      { remote: 'shell', build: '/home-renderer.aaaa.js', source: rendererSource('a') },
    ]);
    expect(asked).toEqual([]);
  });

  it('renders with a new shell build’s bundle once it is in the served folder', async () => {
    const root = shellBuild();
    const shell = await shellServer(root);
    expect((await shell.inject({ url: '/' })).body).toContain('data-build="a"');
    // A new build, as the shell's deploy leaves it: a new bundle, home-page.json naming it.
    fs.writeFileSync(path.join(root, 'home-renderer.bbbb.js'), rendererSource('b'));
    const { head, tail } = around('ko');
    fs.writeFileSync(
      path.join(root, 'home-page.json.tmp'),
      JSON.stringify({ renderer: 'home-renderer.bbbb.js', reads: READS, head, tail }),
    );
    fs.renameSync(path.join(root, 'home-page.json.tmp'), path.join(root, 'home-page.json'));
    expect((await shell.inject({ url: '/' })).body).toContain('data-build="b"');
  });
});
