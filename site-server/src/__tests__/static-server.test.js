// The static server as the browser meets it: compressed siblings, security headers, crawler files.
'use strict';

const { afterEach, beforeEach, describe, expect, it, jest: jestApi } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const Fastify = require('fastify');
const { createStaticServer } = require('../static-server');

/**
 * The port a Fastify app listens on.
 * @param {import('fastify').FastifyInstance} app
 */
const portOf = (app) => /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;

const SCRIPT = `console.log(${JSON.stringify('스뮤니티 '.repeat(400))});\n`;
const HASHED_SCRIPT = 'main.1a2b3c4d.js';

/** A built app: index.html, a hashed script with its .br and .gz, a style without siblings. */
function builtApp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const write = (/** @type {string} */ name, /** @type {string | Buffer} */ content) =>
    fs.writeFileSync(path.join(root, name), content);
  const page = `<!doctype html><html><head><script defer src="/${HASHED_SCRIPT}"></script></head><body>${'<p>쉼</p>'.repeat(100)}</body></html>`;
  for (const [name, content] of Object.entries({ 'index.html': page, [HASHED_SCRIPT]: SCRIPT })) {
    write(name, content);
    write(`${name}.br`, zlib.brotliCompressSync(content));
    write(`${name}.gz`, zlib.gzipSync(content));
  }
  write('main.1a2b3c4d.css', 'body{margin:0}');
  return root;
}

/**
 * @param {string} dir
 * @param {Record<string, unknown>} config
 */
function remotesFileWith(dir, config) {
  const file = path.join(dir, 'remotes.json');
  // As deploy-remote.js writes it: a new file renamed over the old one.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(config));
  fs.renameSync(`${file}.tmp`, file);
  return file;
}

const REMOTES = {
  mfe_accounts: 'http://127.0.0.1:3001/1.0.0-aaa/mf-manifest.json',
  mfe_qna: { entry: 'https://qna.cdn.example/1.0.0-bbb/mf-manifest.json', mode: 'parcel' },
};

/** @param {string | undefined} csp a Content-Security-Policy header (none: no directive) */
function directives(csp = '') {
  return Object.fromEntries(
    csp.split(/;\s*/).map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('static server', () => {
  let root = '';
  let dataDir = '';
  /** @type {import('fastify').FastifyInstance[]} */
  let apps = [];
  /** @param {Partial<Parameters<typeof createStaticServer>[0]>} options */
  const serve = async (options) => {
    const app = await createStaticServer({ root, env: {}, ...options });
    apps.push(app);
    return app;
  };
  beforeEach(() => {
    root = builtApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-data-'));
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  describe('compressed siblings', () => {
    it.each([
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.1, br;q=0.9', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ])('Accept-Encoding %s gets %s', async (acceptEncoding, expected) => {
      const app = await serve({});
      const response = await app.inject({
        url: `/${HASHED_SCRIPT}`,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      // A hashed file stays immutable whichever representation is sent.
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const decode =
        expected === 'br'
          ? zlib.brotliDecompressSync
          : expected === 'gzip'
            ? zlib.gunzipSync
            : undefined;
      const body = decode ? decode(response.rawPayload) : response.rawPayload;
      expect(body.toString('utf8')).toBe(SCRIPT);
    });

    it('gives each encoding its own ETag, and answers 304 to the one it gave', async () => {
      const app = await serve({});
      /** @type {Record<string, string | undefined>} */
      const etags = {};
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const first = await app.inject({ url: `/${HASHED_SCRIPT}`, headers });
        etags[encoding] = first.headers.etag;
        const again = await app.inject({
          url: `/${HASHED_SCRIPT}`,
          headers: { ...headers, 'if-none-match': first.headers.etag },
        });
        expect([encoding, again.statusCode]).toEqual([encoding, 304]);
      }
      expect(new Set(Object.values(etags)).size).toBe(3);
    });

    it('serves the page compressed and no-cache, on / and on a client route', async () => {
      const app = await serve({ spa: true });
      for (const url of ['/', '/qna/questions/3']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<!doctype');
      }
    });

    it('answers a path outside every area with the page and 404: the shell says "not found"', async () => {
      const app = await serve({ spa: true });
      for (const url of ['/no/such/page', '/qnax', '/mypage-old/result']) {
        const response = await app.inject({ url });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<!doctype');
      }
      for (const url of ['/qna', '/mypage/result', '/shared/abc']) {
        expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 200]);
      }
    });

    it('leaves remotes.json uncompressed and no-cache: a few hundred bytes, read on every load', async () => {
      const remotesFile = remotesFileWith(dataDir, REMOTES);
      const app = await serve({ spa: true, remotesFile });
      const response = await app.inject({
        url: '/remotes.json',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual(REMOTES);
    });

    it('sends a file without siblings as it is', async () => {
      const app = await serve({});
      const response = await app.inject({
        url: '/main.1a2b3c4d.css',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('body{margin:0}');
    });

    it('answers a Range of the file as it is; on an encoding, a Range of the encoded bytes', async () => {
      const app = await serve({});
      const identity = await app.inject({
        url: `/${HASHED_SCRIPT}`,
        headers: { range: 'bytes=0-11' },
      });
      expect(identity.statusCode).toBe(206);
      expect(identity.headers['content-range']).toBe(`bytes 0-11/${Buffer.byteLength(SCRIPT)}`);
      expect(identity.body).toBe(SCRIPT.slice(0, 12));

      const encoded = await app.inject({
        url: `/${HASHED_SCRIPT}`,
        headers: { range: 'bytes=0-9', 'accept-encoding': 'gzip' },
      });
      const gzipped = fs.readFileSync(path.join(root, `${HASHED_SCRIPT}.gz`));
      expect(encoded.statusCode).toBe(206);
      expect(encoded.headers['content-encoding']).toBe('gzip');
      expect(encoded.headers['content-range']).toBe(`bytes 0-9/${gzipped.length}`);
      expect(encoded.rawPayload).toEqual(gzipped.subarray(0, 10));
    });
  });

  describe('security headers', () => {
    const COMMON = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    };

    it('are on the page, scripts, styles, remotes.json and 404s of the shell', async () => {
      const remotesFile = remotesFileWith(dataDir, REMOTES);
      const app = await serve({ spa: true, remotesFile });
      for (const url of [
        '/',
        `/${HASHED_SCRIPT}`,
        '/main.1a2b3c4d.css',
        '/remotes.json',
        '/x.js',
      ]) {
        const response = await app.inject({ url });
        expect(response.headers).toMatchObject(COMMON);
        expect(response.headers['permissions-policy']).toContain('camera=()');
        expect(response.headers).not.toHaveProperty('strict-transport-security');
        const csp = directives(response.headers['content-security-policy']);
        expect(csp['script-src']).toEqual([
          "'self'",
          'http://127.0.0.1:3001',
          'https://qna.cdn.example',
        ]);
        expect(csp['style-src']).toEqual(csp['script-src']);
        expect(csp['connect-src']).toEqual(csp['script-src']);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'self'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(csp['manifest-src']).toEqual(["'self'"]);
        // Members' Markdown images on the Q&A board come from any web address.
        expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:']);
      }
    });

    it('follow remotes.json: a remote moved to a new origin is allowed on the next request', async () => {
      const remotesFile = remotesFileWith(dataDir, REMOTES);
      const app = await serve({ spa: true, remotesFile });
      remotesFileWith(dataDir, {
        ...REMOTES,
        mfe_accounts: 'https://accounts.cdn.example/1.0.1-ccc/mf-manifest.json',
      });
      const csp = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp['script-src']).toEqual([
        "'self'",
        'https://accounts.cdn.example',
        'https://qna.cdn.example',
      ]);
      expect(csp['connect-src']).not.toContain('http://127.0.0.1:3001');
    });

    it('keep the last good policy when remotes.json becomes unreadable, and refuse to start with one', async () => {
      const remotesFile = remotesFileWith(dataDir, REMOTES);
      const app = await serve({ spa: true, remotesFile });
      const before = (await app.inject({ url: '/' })).headers['content-security-policy'];
      const warn = jestApi.spyOn(console, 'error').mockImplementation(() => {});
      fs.writeFileSync(remotesFile, '{"mfe_accounts": "javascript:alert(1)"}');
      const after = (await app.inject({ url: '/' })).headers['content-security-policy'];
      expect(after).toBe(before);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not an http(s) URL'));
      warn.mockRestore();
      await expect(createStaticServer({ root, spa: true, remotesFile, env: {} })).rejects.toThrow(
        /remotes\.json/,
      );
    });

    it('never put unsafe-inline or unsafe-eval in script-src; GA and HSTS only when switched on', async () => {
      const remotesFile = remotesFileWith(dataDir, REMOTES);
      const app = await serve({
        spa: true,
        remotesFile,
        env: { HTTPS: 'on', GA_MEASUREMENT_ID: 'G-TEST' },
      });
      const response = await app.inject({ url: '/' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toContain('https://www.googletagmanager.com');
      expect(csp['connect-src']).toContain('https://*.google-analytics.com');
      expect(csp).toHaveProperty('upgrade-insecure-requests');
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
    });

    it("are strict on a remote's origin, which serves files for the shell only", async () => {
      const app = await serve({ cors: true, immutable: true });
      const response = await app.inject({ url: `/${HASHED_SCRIPT}` });
      expect(response.headers).toMatchObject({
        ...COMMON,
        'access-control-allow-origin': '*',
        'content-security-policy':
          "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      });
    });

    it("leave the api's answers through the proxy to the api", async () => {
      const api = Fastify();
      api.get('/api/v1/thing', async (_request, reply) =>
        reply.header('content-security-policy', "default-src 'none'").send({ ok: true }),
      );
      await api.listen({ host: '127.0.0.1', port: 0 });
      apps.push(api);
      const app = await serve({
        spa: true,
        apiUrl: `http://127.0.0.1:${portOf(api)}`,
      });
      const response = await app.inject({ url: '/api/v1/thing' });
      expect(response.json()).toEqual({ ok: true });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    });
  });

  describe('crawler files and unknown paths', () => {
    /** @param {{ id: number, updatedAt: string }[][]} pages the api's pages of questions */
    function fakeApi(pages) {
      const api = Fastify();
      let reads = 0;
      api.get('/api/v1/questions', async (request) => {
        reads += 1;
        const page = Number(/** @type {{ page?: string }} */ (request.query).page);
        return { content: pages[page] ?? [], last: page >= pages.length - 1 };
      });
      return {
        reads: () => reads,
        async start() {
          await api.listen({ host: '127.0.0.1', port: 0 });
          apps.push(api);
          return `http://127.0.0.1:${portOf(api)}`;
        },
      };
    }

    it('robots.txt: public pages allowed, private areas and the api disallowed, the sitemap named', async () => {
      const app = await serve({ spa: true, env: { SITE_URL: 'https://smunity.example/' } });
      const response = await app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Disallow: /mypage',
          'Disallow: /accounts',
          'Disallow: /api',
          'Disallow: /shared',
          'Allow: /',
          'Sitemap: https://smunity.example/sitemap.xml',
        ]),
      );
    });

    it('sitemap.xml: the public pages and every question of the board, read once per ten minutes', async () => {
      const api = fakeApi([
        [{ id: 12, updatedAt: '2026-11-20T01:02:03.000Z' }],
        [{ id: 3, updatedAt: '2026-01-05T00:00:00.000Z' }],
      ]);
      const app = await serve({
        spa: true,
        apiUrl: await api.start(),
        env: { SITE_URL: 'https://smunity.example' },
      });
      const response = await app.inject({ url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual([
        'https://smunity.example/',
        'https://smunity.example/qna/questions',
        'https://smunity.example/qna/terms',
        'https://smunity.example/qna/privacy',
        'https://smunity.example/qna/questions/12',
        'https://smunity.example/qna/questions/3',
      ]);
      expect(response.body).toContain('<lastmod>2026-11-20</lastmod>');
      expect(api.reads()).toBe(2);
      await app.inject({ url: '/sitemap.xml' });
      expect(api.reads()).toBe(2);
    });

    it('security.txt: Contact from SECURITY_CONTACT, Expires ahead, languages ko and en', async () => {
      const app = await serve({
        spa: true,
        env: { SITE_URL: 'https://smunity.example', SECURITY_CONTACT: 'security@smunity.example' },
        now: () => Date.parse('2026-11-29T09:30:00.000Z'),
      });
      const response = await app.inject({ url: '/.well-known/security.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('Contact: mailto:security@smunity.example\n');
      expect(response.body).toContain('Preferred-Languages: ko, en\n');
      expect(response.body).toContain(
        'Canonical: https://smunity.example/.well-known/security.txt\n',
      );
      // 180 days after the server's clock, at that day's start (UTC): less than RFC 9116's year.
      expect(response.body).toContain('Expires: 2027-05-28T00:00:00.000Z\n');
    });

    it('refuses a SECURITY_CONTACT that is not a mailto: or https: URI', async () => {
      await expect(
        createStaticServer({ root, spa: true, env: { SECURITY_CONTACT: 'http://x.example' } }),
      ).rejects.toThrow(/SECURITY_CONTACT/);
    });

    it('answers 404 for an unknown file, the page for a client route', async () => {
      const app = await serve({ spa: true });
      for (const url of ['/no-such-file.js', '/favicon.ico', '/qna/x.map?v=1']) {
        const response = await app.inject({ url });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.body).not.toContain('<!doctype');
      }
      for (const url of ['/mypage/result', '/qna/questions/3?page=2', '/accounts/password/reset']) {
        const response = await app.inject({ url });
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.body).toContain('<!doctype');
      }
    });

    it("a remote's origin keeps every crawler out", async () => {
      const app = await serve({ cors: true, immutable: true });
      const response = await app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe('User-agent: *\nDisallow: /\n');
    });
  });
});
