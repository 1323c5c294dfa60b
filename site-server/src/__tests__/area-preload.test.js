// An area's page names its remote's manifest, entry and exposed chunks in preload hints, read from
// the live remotes.json and manifests: a remote deployed alone is preloaded from the next load on,
// never its old build (docs/adr/0035). A guest's page holds the first view that build prerendered,
// never another build's (docs/adr/0041); a member's page preloads the first api reads that build
// names (docs/adr/0042). Real HTTP: the remote's origin is a static server.
'use strict';

const { afterEach, beforeEach, describe, expect, it, jest: jestApi } = require('@jest/globals');

const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createStaticServer } = require('../static-server');

const FEDERATION_CHUNK = '/federation.0a1b2c3d.js';
const FEDERATION_STYLE = '/federation.4e5f6a7b.css';

function shellBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'area-preload-shell-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="ko"><head><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'index.en.html'),
    '<!doctype html><html lang="en"><head><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'area-chunks.json'),
    JSON.stringify({ scripts: [FEDERATION_CHUNK], styles: [FEDERATION_STYLE] }),
  );
  // As shell/build/first-view.js writes it: the document around #root's content, one frame per
  // guest nav link current in it, one with none.
  fs.writeFileSync(
    path.join(root, 'area-frames.json'),
    JSON.stringify({
      head: `<!doctype html><html lang="ko"><head><title>SMUNITY</title><style data-href="${FEDERATION_STYLE}">.shell{}</style><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root">`,
      tail: '</div></body></html>',
      frames: [
        { current: '/qna/terms', before: '<nav>terms current</nav><main>', after: '</main>' },
        { current: null, before: '<nav>none current</nav><main>', after: '</main>' },
      ],
      memberFrames: {
        member: [{ current: null, before: '<nav>a member</nav><main>', after: '</main>' }],
        admin: [{ current: null, before: '<nav>an admin</nav><main>', after: '</main>' }],
      },
    }),
  );
  return root;
}

/** The first view of a page of mfe_qna's build, as its build prerenders it (first-views.json). */
const viewOf = (/** @type {string} */ buildId, /** @type {string} */ page) =>
  `<h1>${page} of ${buildId}</h1>`;
const styleOf = (/** @type {string} */ buildId) => `.qna-${buildId}{color:red}`;
const memberReadOf = (/** @type {string} */ buildId) => `/api/v1/questions/mine?from=${buildId}`;
/** The preload of a member's first read, as the page's api client asks it. */
const memberPreloadOf = (/** @type {string} */ buildId) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${memberReadOf(buildId).replaceAll('&', '&amp;')}">`;

/** A build of mfe_qna on the CDN folder, as deploy-remote.js leaves it: <buildId>/mf-manifest.json. */
/**
 * @param {string} cdnDir
 * @param {string} buildId
 */
function deployQnaBuild(cdnDir, buildId) {
  const dir = path.join(cdnDir, buildId);
  fs.mkdirSync(dir, { recursive: true });
  const expose = (/** @type {string} */ name) => ({
    id: `mfe_qna:${name}`,
    name,
    path: `./${name}`,
    assets: {
      js: {
        sync: ['292.aaaa1111.js', `__federation_expose_${name}.${buildId}.js`],
        async: ['9.cc.js'],
      },
      css: { sync: [`__federation_expose_${name}.${buildId}.css`], async: [] },
    },
  });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: 'mfe_qna',
      name: 'mfe_qna',
      metaData: {
        name: 'mfe_qna',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath: 'auto',
      },
      shared: [],
      remotes: [],
      exposes: [expose('routes'), expose('parcel')],
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'first-views.json'),
    JSON.stringify({
      area: '/qna',
      views: {
        questions: viewOf(buildId, 'questions'),
        // React writes a page's <title> first in a server render (shared-ui's PageTitle).
        terms: `<title>이용약관 · SMUNITY</title>${viewOf(buildId, 'terms')}`,
      },
      // Only a same-origin api path is preloaded.
      data: { questions: ['/api/v1/questions?page=0', 'https://elsewhere.example/x'] },
      // A members' page's first reads (docs/adr/0042), named by the build.
      memberData: { mine: [memberReadOf(buildId), 'https://elsewhere.example/y'] },
      patterns: {
        'questions/:id': {
          params: { id: 'positive-integer' },
          view: viewOf(buildId, 'question'),
          // Only a same-origin api path, and only with the path's own parameters.
          data: [
            '/api/v1/questions/:id',
            'https://elsewhere.example/:id',
            '/api/v1/answers/:answerId',
          ],
        },
        // Formats this server does not know (an inherited name too): no value can match them.
        'answers/:id': { params: { id: 'any-text' }, view: viewOf(buildId, 'answer'), data: [] },
        'privacy/:id': {
          params: { id: 'constructor' },
          view: viewOf(buildId, 'privacy'),
          data: [],
        },
      },
    }),
  );
  fs.writeFileSync(
    path.join(dir, `__federation_expose_routes.${buildId}.css`),
    `${styleOf(buildId)}\n/*# sourceMappingURL=__federation_expose_routes.${buildId}.css.map*/`,
  );
}

/** The English frames the shell's build writes beside the Korean ones (area-frames.en.json). */
function withEnglishFrames(/** @type {string} */ root) {
  const korean = JSON.parse(fs.readFileSync(path.join(root, 'area-frames.json'), 'utf8'));
  const inEnglish = (/** @type {{ before: string }} */ frame) => ({
    ...frame,
    before: frame.before.replace('</nav>', ' (en)</nav>'),
  });
  fs.writeFileSync(
    path.join(root, 'area-frames.en.json'),
    JSON.stringify({
      ...korean,
      head: korean.head.replace('lang="ko"', 'lang="en"'),
      frames: korean.frames.map(inEnglish),
      memberFrames: {
        member: korean.memberFrames.member.map(inEnglish),
        admin: korean.memberFrames.admin.map(inEnglish),
      },
    }),
  );
}

/** The view of a page in English, as the build prerenders it (first-views.en.json). */
const englishViewOf = (/** @type {string} */ buildId, /** @type {string} */ page) =>
  `<h1>${page} of ${buildId}, in English</h1>`;

/** The build's first views in English, beside the Korean ones (as its build writes them). */
function withEnglishViews(/** @type {string} */ cdnDir, /** @type {string} */ buildId) {
  const dir = path.join(cdnDir, buildId);
  const korean = JSON.parse(fs.readFileSync(path.join(dir, 'first-views.json'), 'utf8'));
  const patterns = Object.fromEntries(
    Object.entries(korean.patterns).map(([pattern, view]) => [
      pattern,
      { ...view, view: englishViewOf(buildId, 'question') },
    ]),
  );
  fs.writeFileSync(
    path.join(dir, 'first-views.en.json'),
    JSON.stringify({
      ...korean,
      views: {
        questions: englishViewOf(buildId, 'questions'),
        terms: `<title>Terms of Service · SMUNITY</title>${englishViewOf(buildId, 'terms')}`,
      },
      patterns,
    }),
  );
}

const sha256 = (/** @type {string} */ text) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/**
 * @param {string} file
 * @param {Record<string, unknown>} config
 */
function writeRemotes(file, config) {
  // As deploy-remote.js writes it: a new file renamed over the old one.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(config));
  fs.renameSync(`${file}.tmp`, file);
}

/** The hrefs of the page's preload links, with their `as`. */
/** @param {string} html */
function preloads(html) {
  return [
    ...html.matchAll(
      /<link rel="preload" as="(\w+)"(?: crossorigin="anonymous")? fetchpriority="low" href="([^"]+)">/g,
    ),
  ].map(([, as, href]) => `${as} ${href}`);
}

describe("an area's page preloads its remote's chain", () => {
  let root = '';
  let cdnDir = '';
  let remotesFile = '';
  /** @type {import('fastify').FastifyInstance[]} */
  let servers = [];
  let cdnUrl = '';
  /** The hints of an area page of mfe_qna's `build` (index.html's): the shell's federation chunk, then the build's chain. */
  const chainHints = (/** @type {string} */ build) => [
    `script ${FEDERATION_CHUNK}`,
    `style ${FEDERATION_STYLE}`,
    `fetch ${cdnUrl}/${build}/mf-manifest.json`,
    `script ${cdnUrl}/${build}/remoteEntry.js`,
    `script ${cdnUrl}/${build}/292.aaaa1111.js`,
    `script ${cdnUrl}/${build}/__federation_expose_routes.${build}.js`,
    `style ${cdnUrl}/${build}/__federation_expose_routes.${build}.css`,
  ];

  /** @param {Parameters<typeof createStaticServer>[0]} options */
  const start = async (options) => {
    const app = await createStaticServer({ env: {}, ...options });
    servers.push(app);
    return app;
  };

  beforeEach(async () => {
    root = shellBuild();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-preload-data-'));
    cdnDir = path.join(dataDir, 'cdn');
    deployQnaBuild(cdnDir, 'build-a');
    const cdn = await start({ root: cdnDir, cors: true, immutable: true });
    cdnUrl = await cdn.listen({ host: '127.0.0.1', port: 0 });
    remotesFile = path.join(dataDir, 'remotes.json');
    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-a/mf-manifest.json` });
  });

  afterEach(async () => {
    // The shell's server reads every build remotes.json names as soon as it changes (manifest,
    // then first views and CSS), so a test may end with a read under way, on a keep-alive
    // connection that would hold the CDN's close up for its whole keep-alive time.
    await Promise.all(
      servers.map((app) => {
        const closing = app.close();
        app.server.closeAllConnections();
        return closing;
      }),
    );
    servers = [];
  });

  /**
   * The shell's server. A page waits for a build it has not read yet, and for its render, as long
   * as they take (not the 300 ms of a real page; a render starts a renderer process first), so the
   * first load finds them whatever the machine's load: only the slow-remote test below sets the
   * real bound.
   */
  const shellServer = (options = {}) =>
    start({ root, spa: true, remotesFile, areaWaitMs: 10_000, renderWaitMs: 10_000, ...options });

  it('names the federation chunk, the manifest, the entry and the exposed module in order', async () => {
    const shell = await shellServer();
    const response = await shell.inject({ url: '/qna/questions/3?page=2' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual(chainHints('build-a'));
    // The hints are the page's own head; the rest of the document is the build's.
    expect(response.body).toMatch(
      /<\/script><link rel="preload".*<\/head><body><div id="root"><\/div>/,
    );
    // Low priority: the shell's own first chunks come first on a phone's link.
    expect(response.body).toContain(
      `crossorigin="anonymous" fetchpriority="low" href="${cdnUrl}/build-a/mf-manifest.json"`,
    );
  });

  it('follows a remote deployed alone: the next load preloads the new build, none of the old', async () => {
    const shell = await shellServer();
    expect((await shell.inject({ url: '/qna/questions' })).body).toContain('/build-a/');

    deployQnaBuild(cdnDir, 'build-b');
    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-b/mf-manifest.json` });
    const after = (await shell.inject({ url: '/qna/questions' })).body;
    expect(after).toContain(`${cdnUrl}/build-b/__federation_expose_routes.build-b.js`);
    expect(after).not.toContain('/build-a/');

    // …and a rollback is one more edit of remotes.json.
    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-a/mf-manifest.json` });
    const rolledBack = (await shell.inject({ url: '/qna/questions' })).body;
    expect(rolledBack).toContain('/build-a/__federation_expose_routes.build-a.js');
    expect(rolledBack).not.toContain('/build-b/');
  });

  it("preloads the parcel's module for a remote mounted as a parcel", async () => {
    writeRemotes(remotesFile, {
      mfe_qna: { entry: `${cdnUrl}/build-a/mf-manifest.json`, mode: 'parcel' },
    });
    const body = (await (await shellServer()).inject({ url: '/qna/terms' })).body;
    expect(body).toContain('__federation_expose_parcel.build-a.js');
    expect(body).not.toContain('__federation_expose_routes');
  });

  it('leaves pages outside the areas, and areas remotes.json does not list, without remote hints', async () => {
    const shell = await shellServer();
    for (const url of ['/', '/no-such-page']) {
      expect([url, preloads((await shell.inject({ url })).body)]).toEqual([url, []]);
    }
    expect(preloads((await shell.inject({ url: '/mypage/result' })).body)).toEqual([
      `script ${FEDERATION_CHUNK}`,
      `style ${FEDERATION_STYLE}`,
    ]);
  });

  it('serves the page without the hints while the manifest does not answer, with them once it does', async () => {
    const warn = jestApi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-c/mf-manifest.json` });
      const shell = await shellServer();
      const without = await shell.inject({ url: '/qna/questions' });
      expect(without.statusCode).toBe(200);
      expect(preloads(without.body)).toEqual([
        `script ${FEDERATION_CHUNK}`,
        `style ${FEDERATION_STYLE}`,
      ]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('build-c/mf-manifest.json answered 404'),
      );

      deployQnaBuild(cdnDir, 'build-c');
      const withHints = await shell.inject({ url: '/qna/questions' });
      expect(withHints.body).toContain(`${cdnUrl}/build-c/remoteEntry.js`);
    } finally {
      warn.mockRestore();
    }
  });

  it('does not hold the page up for a slow manifest, and preloads it once it has arrived', async () => {
    const warn = jestApi.spyOn(console, 'error').mockImplementation(() => {});
    // The CDN answers the manifest only once the test lets it: the page must not wait for that.
    /** @type {() => void} */
    let answerManifest = () => {};
    const manifestAnswered = new Promise((resolve) => (answerManifest = () => resolve(undefined)));
    try {
      const slowCdn = await start({ root: cdnDir, cors: true, immutable: true });
      slowCdn.addHook('onRequest', async (request) => {
        if (request.url.endsWith('/mf-manifest.json')) await manifestAnswered;
      });
      const slowUrl = await slowCdn.listen({ host: '127.0.0.1', port: 0 });
      writeRemotes(remotesFile, { mfe_qna: `${slowUrl}/build-a/mf-manifest.json` });
      const shell = await shellServer({ areaWaitMs: 300 });

      const first = await shell.inject({ url: '/qna/questions' });
      expect(first.statusCode).toBe(200);
      expect(first.body).not.toContain(slowUrl);
      answerManifest();

      // The read goes on: a later load has the hints, then (once the manifest has named the
      // build's folder and its first views were read) the first view.
      const pageOnceItHas = async (/** @type {string} */ text) => {
        for (;;) {
          const { body } = await shell.inject({ url: '/qna/questions' });
          if (body.includes(text)) return body;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      await pageOnceItHas(`${slowUrl}/build-a/remoteEntry.js`);
      await pageOnceItHas(viewOf('build-a', 'questions'));
    } finally {
      answerManifest();
      warn.mockRestore();
    }
  });

  it("gives a guest the remote's first view in the shell's frame, its CSS inline and allowed by hash", async () => {
    const shell = await shellServer();
    const response = await shell.inject({ url: '/qna/questions' });
    const { body } = response;
    expect(body).toContain(
      `<nav>none current</nav><main><!--$-->${viewOf('build-a', 'questions')}<!--/$--></main>`,
    );
    // The frame whose nav link is current at the path; the view's title in <head>, before the
    // shell's, and out of the view (it would break hydration).
    const terms = (await shell.inject({ url: '/qna/terms' })).body;
    expect(terms).toContain(
      `<nav>terms current</nav><main><!--$-->${viewOf('build-a', 'terms')}<!--/$-->`,
    );
    expect(terms).toContain('<head><title>이용약관 · SMUNITY</title><title>SMUNITY</title>');
    expect(terms.match(/<title>/g)).toHaveLength(2);
    const remoteStyle = `${cdnUrl}/build-a/__federation_expose_routes.build-a.css`;
    expect(body).toContain(`<style data-href="${remoteStyle}">${styleOf('build-a')}</style>`);
    // Inline, so neither stylesheet is preloaded; the scripts are, as on every area page.
    expect(preloads(body)).toEqual([
      `script ${FEDERATION_CHUNK}`,
      `fetch ${cdnUrl}/build-a/mf-manifest.json`,
      `script ${cdnUrl}/build-a/remoteEntry.js`,
      `script ${cdnUrl}/build-a/292.aaaa1111.js`,
      `script ${cdnUrl}/build-a/__federation_expose_routes.build-a.js`,
    ]);
    // The board's first api read is on its way with the page, asked as the api client asks.
    expect(body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/questions?page=0">',
    );
    expect(body).not.toContain('elsewhere.example');
    expect((await shell.inject({ url: '/qna/terms' })).body).not.toContain(
      'as="fetch" crossorigin="use-credentials"',
    );
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain(sha256(styleOf('build-a')));
    expect(csp).toContain(sha256('.shell{}'));
    expect(csp).not.toContain('unsafe-inline');
  });

  it('gives a member, a path with a query and a path without a first view the page without one', async () => {
    const shell = await shellServer();
    /** @type {Array<{ url: string, headers: Record<string, string> }>} */
    const requests = [
      { url: '/qna/questions', headers: { cookie: 'theme=dark; member=1' } },
      { url: '/qna/questions?page=2', headers: {} },
      { url: '/qna/questions/3', headers: { cookie: 'member=1' } },
      { url: '/qna/questions/3?x=1', headers: {} },
      { url: '/qna/privacy', headers: {} },
    ];
    for (const { url, headers } of requests) {
      const { body, headers: answer } = await shell.inject({ url, headers });
      expect([url, body]).toEqual([url, expect.stringContaining('<div id="root"></div>')]);
      expect(body).not.toContain('<h1>');
      expect(answer['content-security-policy']).not.toContain(sha256(styleOf('build-a')));
      expect(answer.link).toBeUndefined();
    }
  });

  it('gives a visitor who reads the site in English the first view in English, in the English frame', async () => {
    withEnglishFrames(root);
    withEnglishViews(cdnDir, 'build-a');
    const shell = await shellServer();
    for (const headers of [{ cookie: 'lang=en' }, { 'accept-language': 'en-GB,en;q=0.8' }]) {
      const { body } = await shell.inject({ url: '/qna/questions', headers });
      expect(body).toContain('<html lang="en">');
      expect(body).toContain(
        `<nav>none current (en)</nav><main><!--$-->${englishViewOf('build-a', 'questions')}<!--/$-->`,
      );
      expect(body).not.toContain(viewOf('build-a', 'questions'));
      const question = (await shell.inject({ url: '/qna/questions/3', headers })).body;
      expect(question).toContain(`<!--$-->${englishViewOf('build-a', 'question')}<!--/$-->`);
      const terms = (await shell.inject({ url: '/qna/terms', headers })).body;
      expect(terms).toContain('<head><title>Terms of Service · SMUNITY</title>');
    }
    // Each language's page kept apart: Korean as before, after English was asked.
    const korean = (await shell.inject({ url: '/qna/questions', headers: { cookie: 'lang=ko' } }))
      .body;
    expect(korean).toContain(
      `<nav>none current</nav><main><!--$-->${viewOf('build-a', 'questions')}`,
    );
    expect(korean).toContain('<html lang="ko">');
  });

  it('never puts a Korean first view into an English page: a build made before English has none', async () => {
    withEnglishFrames(root);
    const shell = await shellServer();
    const { body } = await shell.inject({ url: '/qna/questions', headers: { cookie: 'lang=en' } });
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('<h1>');
    expect(preloads(body)).toEqual(chainHints('build-a'));
  });

  it('gives a visitor who reads the site in English the page from index.en.html, rendered in the browser, from a shell built without English frames', async () => {
    withEnglishViews(cdnDir, 'build-a');
    const shell = await shellServer();
    for (const headers of [{ cookie: 'lang=en' }, { 'accept-language': 'en-GB,en;q=0.8' }]) {
      const response = await shell.inject({ url: '/qna/questions', headers });
      expect(response.body).toContain('<html lang="en">');
      // No Korean first view to hydrate in English: the area renders in the browser, its chain
      // preloaded as on every area page.
      expect(response.body).toContain('<div id="root"></div>');
      expect(preloads(response.body)).toEqual(chainHints('build-a'));
      expect(response.headers['content-security-policy']).not.toContain(sha256(styleOf('build-a')));
    }
    const korean = await shell.inject({ url: '/qna/questions', headers: { cookie: 'lang=ko' } });
    expect(korean.body).toContain(viewOf('build-a', 'questions'));
  });

  it("gives a member the page's first api reads preloaded: one page for every member", async () => {
    const shell = await shellServer();
    const asMember = (/** @type {string} */ url, /** @type {string} */ member) =>
      shell.inject({ url, headers: { cookie: `member=${member}`, 'accept-encoding': 'br' } });
    const first = await asMember('/qna/mine', encodeURIComponent('{"accessToken":"a"}'));
    const other = await asMember('/qna/mine', encodeURIComponent('{"accessToken":"b"}'));
    const body = zlib.brotliDecompressSync(first.rawPayload).toString();
    // Nothing of the member's: each member gets the same bytes, the reads come with their cookie.
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(body).toContain(memberPreloadOf('build-a'));
    expect(body).not.toContain('elsewhere.example');
    // index.html with the chain's hints, after the reads: no first view for a member.
    expect(body).toContain('<div id="root"></div>');
    expect(preloads(body)).toEqual(chainHints('build-a'));
    expect(body.indexOf(memberPreloadOf('build-a'))).toBeLessThan(body.indexOf(FEDERATION_CHUNK));
  });

  it("preloads a member's reads only at a plain path that names them, and never for a guest", async () => {
    const shell = await shellServer();
    const member = { cookie: 'member=1' };
    /** @type {Array<{ url: string, headers: Record<string, string> }>} */
    const requests = [
      { url: '/qna/mine', headers: {} },
      { url: '/qna/mine?page=2', headers: member },
      { url: '/qna/questions', headers: member },
      { url: '/qna/mine/3', headers: member },
    ];
    for (const { url, headers } of requests) {
      const { body } = await shell.inject({ url, headers });
      expect([url, body]).toEqual([url, expect.stringContaining('<div id="root"></div>')]);
      expect([url, body]).toEqual([
        url,
        expect.not.stringContaining('crossorigin="use-credentials"'),
      ]);
    }
    // The member's page at the path is kept apart from the other paths' page.
    expect((await shell.inject({ url: '/qna/mine', headers: member })).body).toContain(
      memberPreloadOf('build-a'),
    );
    expect((await shell.inject({ url: '/qna/terms', headers: member })).body).not.toContain(
      'crossorigin="use-credentials"',
    );
  });

  it("never preloads a member's stale reads: a remote deployed alone, then rolled back, names its own", async () => {
    const shell = await shellServer();
    const page = async () =>
      (await shell.inject({ url: '/qna/mine', headers: { cookie: 'member=1' } })).body;
    expect(await page()).toContain(memberPreloadOf('build-a'));

    deployQnaBuild(cdnDir, 'build-b');
    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-b/mf-manifest.json` });
    const deployed = await page();
    expect(deployed).toContain(memberPreloadOf('build-b'));
    expect(deployed).not.toContain('build-a');

    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-a/mf-manifest.json` });
    const rolledBack = await page();
    expect(rolledBack).toContain(memberPreloadOf('build-a'));
    expect(rolledBack).not.toContain('build-b');
  });

  describe("a route with a parameter (mfe_qna's questions/:id)", () => {
    /**
     * A GET of the path exactly as written (no client normalises it), over real HTTP.
     * @param {import('fastify').FastifyInstance} shell
     * @param {string} rawPath
     * @param {Record<string, string>} [headers]
     * @returns {Promise<{ status?: number, headers: import('node:http').IncomingHttpHeaders,
     *   body: string }>}
     */
    async function get(shell, rawPath, headers = {}) {
      if (!shell.server.listening) await shell.listen({ host: '127.0.0.1', port: 0 });
      const { port } = /** @type {import('node:net').AddressInfo} */ (shell.server.address());
      return new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: rawPath, headers }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () =>
              resolve({ status: response.statusCode, headers: response.headers, body }),
            );
          })
          .on('error', reject);
      });
    }

    it("gives a guest the pattern's view at every id, its api read preloaded at that id", async () => {
      const shell = await shellServer();
      const answer = await get(shell, '/qna/questions/42');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(
        `<nav>none current</nav><main><!--$-->${viewOf('build-a', 'question')}<!--/$--></main>`,
      );
      expect(answer.headers.link).toBe(
        '</api/v1/questions/42>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      // The body is the pattern's, the same at every id: the id is in the header only. (Not
      // "no 42 in the body": the CDN's random port may hold those digits.)
      expect((await get(shell, '/qna/questions/7')).body).toBe(answer.body);
      expect(answer.body).not.toContain('questions/42');
      expect(answer.body).not.toContain('as="fetch" crossorigin="use-credentials"');
      expect(answer.headers['content-security-policy']).toContain(sha256(styleOf('build-a')));
      // An escaped digit is the same id (the router decodes it, the api client encodes it back).
      expect((await get(shell, '/qna/questions/%34%32')).headers.link).toBe(answer.headers.link);
    });

    it('matches one segment the format accepts, nothing a hostile path could make of it', async () => {
      const shell = await shellServer();
      for (const rawPath of [
        '/qna/questions/%2F..%2Fx',
        '/qna/questions/1/extra',
        '/qna/questions/',
        '/qna/questions//1',
        '/qna/questions/create',
        '/qna/questions/:id',
        '/qna/questions/0',
        '/qna/questions/01',
        '/qna/questions/-1',
        '/qna/questions/1a',
        '/qna/questions/+1',
        '/qna/questions/12345678901234567',
        '/qna/questions/1%0d%0aSet-Cookie:%20x=1',
        '/qna/questions/1%3E;%20rel=preload',
        '/qna/answers/1',
        '/qna/privacy/1',
      ]) {
        const { status, headers, body } = await get(shell, rawPath);
        expect([rawPath, status, headers.link, headers['set-cookie']]).toEqual([
          rawPath,
          200,
          undefined,
          undefined,
        ]);
        expect([rawPath, body]).toEqual([
          rawPath,
          expect.stringContaining('<div id="root"></div>'),
        ]);
      }
    });

    it('refuses a malformed escape as before, with no view and no preload', async () => {
      const { status, headers } = await get(await shellServer(), '/qna/questions/%E0%A4%A');
      expect([status, headers.link]).toEqual([400, undefined]);
    });

    it('keeps one page per pattern, however many ids are asked for', async () => {
      const shell = await shellServer();
      await get(shell, '/qna/questions/1');
      const compress = jestApi.spyOn(zlib, 'brotliCompressSync');
      try {
        const tags = new Set();
        for (let id = 2; id <= 60; id += 1) {
          const { headers } = await get(shell, `/qna/questions/${id}`, {
            'accept-encoding': 'br',
          });
          expect(headers.link).toContain(`</api/v1/questions/${id}>`);
          tags.add(headers.etag);
        }
        expect(tags.size).toBe(1);
        expect(compress).not.toHaveBeenCalled();
      } finally {
        compress.mockRestore();
      }
    });

    it('brings the view of the build remotes.json names: deployed alone, then rolled back', async () => {
      const shell = await shellServer();
      expect((await get(shell, '/qna/questions/7')).body).toContain(viewOf('build-a', 'question'));

      deployQnaBuild(cdnDir, 'build-b');
      writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-b/mf-manifest.json` });
      const deployed = await get(shell, '/qna/questions/7');
      expect(deployed.body).toContain(viewOf('build-b', 'question'));
      expect(deployed.body).not.toContain('build-a');
      expect(deployed.headers.link).toContain('</api/v1/questions/7>');

      // A build whose question page is not prerendered (no pattern): no view, no preload.
      deployQnaBuild(cdnDir, 'build-c');
      const file = path.join(cdnDir, 'build-c', 'first-views.json');
      fs.writeFileSync(
        file,
        JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), patterns: {} }),
      );
      writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-c/mf-manifest.json` });
      const without = await get(shell, '/qna/questions/7');
      expect(without.body).toContain('<div id="root"></div>');
      expect(without.headers.link).toBeUndefined();

      writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-a/mf-manifest.json` });
      const rolledBack = await get(shell, '/qna/questions/7');
      expect(rolledBack.body).toContain(viewOf('build-a', 'question'));
      expect(rolledBack.body).not.toContain('build-b');
    });
  });

  describe("a guest's page rendered with its api answers (docs/adr/0044)", () => {
    /** A question whose subject would end the page's script element if it were not escaped. */
    const HOSTILE = '</script><script>alert(1)</script>\u2028';
    /** @type {import('node:http').Server} */
    let api;
    let apiUrl = '';
    /** @type {(string | undefined)[]} */
    let asked;
    /**
     * The headers each request to the api came with.
     * @type {import('node:http').IncomingHttpHeaders[]}
     */
    let askedWith;
    const GOOD_TOKEN = 'header.payload.signature';
    /** The member cookie as shared-auth writes it (js-cookie: URI-encoded JSON). */
    const memberCookie = (/** @type {Record<string, string>} */ session) =>
      `member=${encodeURIComponent(JSON.stringify(session))}`;
    const STUDENT = { username: '201910101', memberRole: 'ROLE_USER', accessToken: GOOD_TOKEN };

    /** The build's render bundle, as its Node build writes it: the answers' subjects in a list. */
    /**
     * @param {string} buildId
     * @param {string} body renderPage's
     */
    function withRenderer(buildId, body) {
      const dir = path.join(cdnDir, buildId);
      const viewsFile = path.join(dir, 'first-views.json');
      const views = JSON.parse(fs.readFileSync(viewsFile, 'utf8'));
      // A question's page may ask for its answer next (optionalData).
      const question = views.patterns['questions/:id'];
      question.optionalData = ['/api/v1/questions/:id/answer', 'https://elsewhere.example/:id'];
      fs.writeFileSync(viewsFile, JSON.stringify({ ...views, renderer: 'first-view-renderer.js' }));
      fs.writeFileSync(
        path.join(dir, 'first-view-renderer.js'),
        `exports.renderPage = function renderPage(path, answers, member, language) { ${body} };`,
      );
    }
    const LISTING = (/** @type {string} */ buildId) =>
      `const subjects = Object.values(answers).flatMap((answer) => answer.content ?? [answer]).map((q) => q.subject);
       const who = member ? ' data-member="' + member.username + ' ' + member.memberRole + ' ' + Object.keys(member).join(',') + '"' : '';
       const lang = language === 'en' ? ' data-lang="en"' : '';
       return '<ul data-build="${buildId}" data-path="' + path + '"' + who + lang + '>' + subjects.map((s) => '<li>' + s.replaceAll('<', '&lt;') + '</li>').join('') + '</ul>';`;

    beforeEach(async () => {
      asked = [];
      askedWith = [];
      const question = { id: 7, subject: HOSTILE };
      api = http.createServer((request, response) => {
        asked.push(request.url);
        askedWith.push(request.headers);
        response.setHeader('content-type', 'application/json');
        if (request.url === memberReadOf('build-a')) {
          // A member's own questions: only with the member's token.
          const mine = request.headers.authorization === `Bearer ${GOOD_TOKEN}`;
          response.statusCode = mine ? 200 : 401;
          response.end(JSON.stringify(mine ? { content: [{ subject: '내 질문' }] } : {}));
        } else if (request.url === '/api/v1/questions?page=0') {
          response.end(JSON.stringify({ content: [question], totalPages: 1 }));
        } else if (request.url === '/api/v1/questions/7') {
          response.end(JSON.stringify(question));
        } else if (request.url === '/api/v1/questions/9') {
          response.end(JSON.stringify({ id: 9, subject: '답변된 질문' }));
        } else if (request.url === '/api/v1/questions/9/answer') {
          response.end(JSON.stringify({ subject: '답변입니다' }));
        } else {
          response.statusCode = 404;
          response.end('{"code":"QUESTION001"}');
        }
      });
      await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
      apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}`;
      withRenderer('build-a', LISTING('build-a'));
    });
    afterEach(() => new Promise((resolve) => api.close(() => resolve(undefined))));

    /**
     * A metric's samples on the shell's server: labels → value.
     * @param {import('fastify').FastifyInstance} shell
     * @param {string} name
     */
    async function counted(shell, name) {
      const text = await shell.pageMetrics.registry.metrics();
      return Object.fromEntries(
        text
          .split('\n')
          .filter((line) => line.startsWith(`${name}{`))
          .map((line) => {
            const [labels, value] = line.slice(name.length).split(' ');
            return [labels, Number(value)];
          }),
      );
    }

    /** The answers the page holds for the browser to hydrate with. */
    const heldAnswers = (/** @type {string} */ body) => {
      const held = /<script type="application\/json" id="smunity-first-data">(.*?)<\/script>/s.exec(
        body,
      );
      return held && JSON.parse(held[1] ?? '');
    };

    it('renders the board with its first page of questions, held for hydration, not preloaded', async () => {
      const shell = await shellServer({ apiUrl });
      const response = await shell.inject({ url: '/qna/questions' });
      const { body } = response;
      expect(await counted(shell, 'site_pages_rendered_with_data_total')).toEqual({
        '{visitor="guest"}': 1,
      });
      expect(await counted(shell, 'site_render_duration_seconds_count')).toEqual({
        '{remote="mfe_qna"}': 1,
      });
      expect(body).toContain(
        `<main><!--$--><ul data-build="build-a" data-path="questions"><li>&lt;/script>&lt;script>alert(1)&lt;/script>\u2028</li></ul><!--/$--></main>`,
      );
      expect(heldAnswers(body)).toEqual({
        '/api/v1/questions?page=0': { content: [{ id: 7, subject: HOSTILE }], totalPages: 1 },
      });
      // Only one script element's end in the held answers' part of the page: theirs.
      const held = body.slice(body.indexOf('id="smunity-first-data"'));
      expect(held.match(/<\/script>/g)).toHaveLength(1);
      expect(held).not.toContain('\u2028');
      // The data is in the page: nothing to preload, and the chain's hints as before.
      expect(body).not.toContain('href="/api/v1/questions?page=0"');
      expect(preloads(body)).toContain(`script ${cdnUrl}/build-a/remoteEntry.js`);
      expect(response.headers['content-security-policy']).toContain(sha256(styleOf('build-a')));
      // The same answers, the same page: asked once, rendered once.
      expect((await shell.inject({ url: '/qna/questions' })).body).toBe(body);
      expect(asked).toEqual(['/api/v1/questions?page=0']);
    });

    it("renders a question's page at its id; a missing question gets the pattern's view and 404", async () => {
      const shell = await shellServer({ apiUrl });
      const found = await shell.inject({ url: '/qna/questions/7' });
      expect(found.body).toContain('<ul data-build="build-a" data-path="questions/7"><li>');
      // Not answered: its answer's URL is asked, and not held.
      expect(heldAnswers(found.body)).toEqual({
        '/api/v1/questions/7': { id: 7, subject: HOSTILE },
      });
      expect(found.headers.link).toBeUndefined();
      const answered = await shell.inject({ url: '/qna/questions/9' });
      expect(answered.body).toContain('<li>답변된 질문</li><li>답변입니다</li>');
      expect(heldAnswers(answered.body)).toEqual({
        '/api/v1/questions/9': { id: 9, subject: '답변된 질문' },
        '/api/v1/questions/9/answer': { subject: '답변입니다' },
      });
      expect(asked).not.toContain('https://elsewhere.example/9');

      // The api answers 404: the page (whose script shows "not found") goes out with a 404.
      const missing = await shell.inject({ url: '/qna/questions/8' });
      expect(missing.statusCode).toBe(404);
      expect(found.statusCode).toBe(200);
      expect(missing.body).toContain(`<!--$-->${viewOf('build-a', 'question')}<!--/$-->`);
      expect(heldAnswers(missing.body)).toBeNull();
      expect(missing.headers.link).toBe(
        '</api/v1/questions/8>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
    });

    it('renders a page in English with the answers asked in English, kept apart from Korean', async () => {
      withEnglishFrames(root);
      // Its English views name the render bundle, as the Korean ones do (beforeEach).
      withEnglishViews(cdnDir, 'build-a');
      const shell = await shellServer({ apiUrl });
      const english = await shell.inject({ url: '/qna/questions', headers: { cookie: 'lang=en' } });
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain(
        '<nav>none current (en)</nav><main><!--$--><ul data-build="build-a" data-path="questions" data-lang="en"><li>',
      );
      expect(askedWith.map((headers) => headers['accept-language'])).toEqual(['en']);
      const korean = await shell.inject({ url: '/qna/questions' });
      expect(korean.body).toContain(
        '<nav>none current</nav><main><!--$--><ul data-build="build-a" data-path="questions"><li>',
      );
      // Asked again in Korean: an answer in one language is never held in another's page.
      expect(askedWith.map((headers) => headers['accept-language'])).toEqual(['en', 'ko']);
      expect(
        (await shell.inject({ url: '/qna/questions', headers: { cookie: 'lang=en' } })).body,
      ).toBe(english.body);
      expect(asked).toHaveLength(2);

      // A member's page in English: the member's answers asked in English, the English frame.
      const member = await shell.inject({
        url: '/qna/mine',
        headers: { cookie: `${memberCookie(STUDENT)}; lang=en` },
      });
      expect(member.body).toContain(
        '<nav>a member (en)</nav><main><!--$--><ul data-build="build-a" data-path="mine"',
      );
      expect(member.body).toContain('data-lang="en"');
      expect(askedWith.at(-1)?.['accept-language']).toBe('en');
    });

    it('renders nothing in English with a build made before English (its renderer would answer in Korean)', async () => {
      withEnglishFrames(root);
      const shell = await shellServer({ apiUrl });
      const { body } = await shell.inject({
        url: '/qna/questions',
        headers: { cookie: 'lang=en' },
      });
      expect(body).toContain('<html lang="en">');
      expect(body).toContain('<div id="root"></div>');
      expect(asked).toEqual([]);
    });

    it('renders nothing for a member or a path with a query', async () => {
      const shell = await shellServer({ apiUrl });
      const member = await shell.inject({
        url: '/qna/questions',
        headers: { cookie: 'member=token' },
      });
      expect(heldAnswers(member.body)).toBeNull();
      expect(heldAnswers((await shell.inject({ url: '/qna/questions?page=2' })).body)).toBeNull();
      expect(asked).toEqual([]);
    });

    it('gives the prerendered loading state when the api or the render fails', async () => {
      /** @type {string[]} */
      const warnings = [];
      const noApi = await shellServer({ apiUrl: 'http://127.0.0.1:9' });
      const withoutApi = (await noApi.inject({ url: '/qna/questions' })).body;
      expect(withoutApi).toContain(`<!--$-->${viewOf('build-a', 'questions')}<!--/$-->`);
      expect(withoutApi).toContain('href="/api/v1/questions?page=0"');
      expect(await counted(noApi, 'site_page_fallbacks_total')).toEqual({
        '{visitor="guest",reason="no_answers"}': 1,
      });

      withRenderer('build-a', 'return \'<p style="color:red">styled</p>\';');
      const styled = await shellServer({ apiUrl });
      const styledBody = (await styled.inject({ url: '/qna/questions' })).body;
      expect(heldAnswers(styledBody)).toBeNull();
      expect(styledBody).not.toContain('styled</p>');
      expect(await counted(styled, 'site_page_fallbacks_total')).toEqual({
        '{visitor="guest",reason="style_attribute"}': 1,
      });

      withRenderer('build-a', "throw new Error('broken page');");
      // The server reports through console.error, as it was when the server started.
      const console = jestApi.spyOn(global.console, 'error').mockImplementation((line) => {
        warnings.push(line);
      });
      let requestId;
      try {
        const broken = await shellServer({ apiUrl });
        const response = await broken.inject({ url: '/qna/questions' });
        expect(response.body).toContain(`<!--$-->${viewOf('build-a', 'questions')}<!--/$-->`);
        expect(heldAnswers(response.body)).toBeNull();
        expect(await counted(broken, 'site_page_fallbacks_total')).toEqual({
          '{visitor="guest",reason="render_failed"}': 1,
        });
        // The line names the request, whose id the api was given with the page's reads.
        requestId = askedWith.at(-1)?.['x-request-id'];
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        console.mockRestore();
      }
      expect(warnings.join('\n')).toContain(
        `[request ${requestId}] /qna/questions goes without its data: broken page`,
      );
    });

    it("renders a member's page with the member's own answers, in a member's frame, kept by no cache", async () => {
      const shell = await shellServer({ apiUrl });
      const response = await shell.inject({
        url: '/qna/mine',
        headers: { cookie: memberCookie(STUDENT) },
        remoteAddress: '203.0.113.9',
      });
      const { body } = response;
      expect(body).toContain(
        `<nav>a member</nav><main><!--$--><ul data-build="build-a" data-path="mine" data-member="201910101 ROLE_USER username,memberRole"><li>내 질문</li></ul><!--/$--></main>`,
      );
      expect(heldAnswers(body)).toEqual({
        [memberReadOf('build-a')]: { content: [{ subject: '내 질문' }] },
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
      // Asked as the member's browser asks: their token, their address; the token not in the page.
      expect(asked).toEqual([memberReadOf('build-a')]);
      expect(askedWith[0]?.authorization).toBe(`Bearer ${GOOD_TOKEN}`);
      expect(askedWith[0]?.['x-forwarded-for']).toBe('203.0.113.9');
      expect(body).not.toContain(GOOD_TOKEN);
      // In the page: nothing to preload.
      expect(body).not.toContain(memberPreloadOf('build-a'));

      // Never kept: the next load asks again.
      await shell.inject({ url: '/qna/mine', headers: { cookie: memberCookie(STUDENT) } });
      expect(asked).toHaveLength(2);

      const admin = await shell.inject({
        url: '/qna/mine',
        headers: { cookie: memberCookie({ ...STUDENT, memberRole: 'ROLE_ADMIN' }) },
      });
      expect(admin.body).toContain('<nav>an admin</nav><main><!--$--><ul');
      expect(admin.body).toContain('data-member="201910101 ROLE_ADMIN');
    });

    it('gives a member whose token the api refuses, or whose cookie is not a session, the page with the reads preloaded', async () => {
      const shell = await shellServer({ apiUrl });
      for (const cookie of [
        memberCookie({ ...STUDENT, accessToken: 'expired.token.value' }),
        memberCookie({ ...STUDENT, accessToken: 'bad token\r\nx-injected: 1' }),
        memberCookie({ ...STUDENT, memberRole: 'ROLE_ROOT' }),
        'member=not-json',
      ]) {
        const response = await shell.inject({ url: '/qna/mine', headers: { cookie } });
        expect(heldAnswers(response.body)).toBeNull();
        expect(response.body).toContain(memberPreloadOf('build-a'));
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      // Only the well-formed session was passed on to the api (and refused there).
      expect(askedWith.map((headers) => headers.authorization)).toEqual([
        'Bearer expired.token.value',
      ]);
    });

    it('never renders with a stale build: a remote deployed alone brings its own bundle', async () => {
      const shell = await shellServer({ apiUrl });
      expect((await shell.inject({ url: '/qna/questions' })).body).toContain(
        'data-build="build-a"',
      );
      deployQnaBuild(cdnDir, 'build-b');
      withRenderer('build-b', LISTING('build-b'));
      writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-b/mf-manifest.json` });
      const deployed = (await shell.inject({ url: '/qna/questions' })).body;
      expect(deployed).toContain('data-build="build-b"');
      expect(deployed).not.toContain('build-a');
      writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-a/mf-manifest.json` });
      expect((await shell.inject({ url: '/qna/questions' })).body).toContain(
        'data-build="build-a"',
      );
    });
  });

  it('never serves a stale first view: a remote deployed alone, then rolled back, brings its own', async () => {
    const shell = await shellServer();
    const page = async () => (await shell.inject({ url: '/qna/questions' })).body;
    expect(await page()).toContain(viewOf('build-a', 'questions'));

    deployQnaBuild(cdnDir, 'build-b');
    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-b/mf-manifest.json` });
    const deployed = await page();
    expect(deployed).toContain(viewOf('build-b', 'questions'));
    expect(deployed).toContain(styleOf('build-b'));
    expect(deployed).not.toContain('build-a');

    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-a/mf-manifest.json` });
    const rolledBack = await page();
    expect(rolledBack).toContain(viewOf('build-a', 'questions'));
    expect(rolledBack).not.toContain('build-b');
  });

  it('serves a build without first views (made before them) with its hints only', async () => {
    deployQnaBuild(cdnDir, 'build-old');
    fs.rmSync(path.join(cdnDir, 'build-old', 'first-views.json'));
    writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-old/mf-manifest.json` });
    const body = (await (await shellServer()).inject({ url: '/qna/questions' })).body;
    expect(body).toContain(`${cdnUrl}/build-old/remoteEntry.js`);
    expect(body).toContain('<div id="root"></div>');
  });

  it('serves a build whose first-views.json has another shape with its hints only, and says why', async () => {
    const warn = jestApi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      deployQnaBuild(cdnDir, 'build-odd');
      const viewsFile = path.join(cdnDir, 'build-odd', 'first-views.json');
      const views = JSON.parse(fs.readFileSync(viewsFile, 'utf8'));
      // A view that is not markup, and routes that are not paths.
      fs.writeFileSync(
        viewsFile,
        JSON.stringify({ ...views, views: { questions: 7 }, routes: 'x' }),
      );
      writeRemotes(remotesFile, { mfe_qna: `${cdnUrl}/build-odd/mf-manifest.json` });
      const shell = await shellServer();
      const response = await shell.inject({ url: '/qna/nope' });
      // No first view, and without the routes no 404 either: the page with the build's hints.
      expect(response.statusCode).toBe(200);
      expect(preloads(response.body)).toEqual(chainHints('build-odd'));
      expect(response.body).toContain('<div id="root"></div>');
      expect((await shell.inject({ url: '/qna/questions' })).body).not.toContain(
        viewOf('build-odd', 'questions'),
      );
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('build-odd/first-views.json: its routes are not a list of strings'),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('answers a path in the area that no route of its build takes with its page and a 404', async () => {
    const viewsFile = path.join(cdnDir, 'build-a', 'first-views.json');
    const views = JSON.parse(fs.readFileSync(viewsFile, 'utf8'));
    fs.writeFileSync(
      viewsFile,
      JSON.stringify({ ...views, routes: ['questions', 'questions/:id', 'terms', 'admin/*'] }),
    );
    const shell = await shellServer();
    const statusOf = async (/** @type {string} */ url, headers = {}) =>
      (await shell.inject({ url, headers })).statusCode;
    const routes = ['/qna/questions?page=2', '/qna/questions/3', '/qna/Terms/', '/qna/admin/x/y'];
    for (const url of routes) expect([url, await statusOf(url)]).toEqual([url, 200]);
    for (const url of ['/qna', '/qna/nope', '/qna/questions/3/x']) {
      expect([url, await statusOf(url)]).toEqual([url, 404]);
    }
    // For a member and a path with a query too: the page is the shell's "not found" with its hints.
    const response = await shell.inject({ url: '/qna/nope?x=1', headers: { cookie: 'member=1' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloads(response.body)).toEqual(chainHints('build-a'));
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends the page compressed as accepted, no-cache, with an ETag per encoding', async () => {
    const shell = await shellServer();
    const br = await shell.inject({
      url: '/qna/questions',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    // A guest's page and a member's differ (the first view), and each language's: caches key on
    // the cookie and the language too.
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(br.headers['content-security-policy']).toContain(cdnUrl);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('remoteEntry.js');

    const gzip = await shell.inject({
      url: '/qna',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('remoteEntry.js');
    const plain = await shell.inject({ url: '/qna' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);

    const again = await shell.inject({
      url: '/qna/questions',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': br.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
