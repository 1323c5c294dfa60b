// The static servers' side of running the site (issue 25): health probes of their own, and an
// /api proxy that keeps the api's metrics and request ids out of the public's hands.
'use strict';

const { afterEach, describe, expect, it } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Fastify = require('fastify');
const { createStaticServer } = require('../static-server');
const { trustProxyFrom } = require('../client-address');
const { serveMetrics } = require('../page-metrics');

describe('the static servers for operations', () => {
  /** @type {import('fastify').FastifyInstance[]} */
  const apps = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  function builtShell() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-ops-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>스뮤니티</title>');
    // Outside the root, as npm start keeps it (the CDN folder's).
    const remotesFile = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'static-ops-cdn-')),
      'remotes.json',
    );
    fs.writeFileSync(remotesFile, '{}');
    return { root, remotesFile };
  }

  /** @param {Parameters<typeof createStaticServer>[0]} options */
  async function serve(options) {
    const app = await createStaticServer(options);
    apps.push(app);
    return app;
  }

  /** An api that answers everything, remembering what it was asked. */
  async function recordingApi() {
    const api = Fastify();
    /**
     * @type {{ url: string, requestId?: string | string[], forwardedFor?: string | string[],
     *   forwardedHost?: string | string[] }[]}
     */
    const seen = [];
    api.all('/api/*', async (request) => {
      seen.push({
        url: request.url,
        requestId: request.headers['x-request-id'],
        forwardedFor: request.headers['x-forwarded-for'],
        forwardedHost: request.headers['x-forwarded-host'],
      });
      return { ok: true };
    });
    await api.listen({ host: '127.0.0.1', port: 0 });
    apps.push(api);
    const { port } = /** @type {import('node:net').AddressInfo} */ (api.server.address());
    return { url: `http://127.0.0.1:${port}`, seen };
  }

  it('is live, and ready while its files can be read and it is not shutting down', async () => {
    const shell = builtShell();
    const app = await serve({ ...shell, spa: true });

    const live = await app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', files: 'ok', shuttingDown: false });
    expect(ready.headers['cache-control']).toBe('no-store');

    fs.rmSync(shell.remotesFile);
    const missing = await app.inject({ url: '/health/ready' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ status: 'error', files: 'error', shuttingDown: false });

    fs.writeFileSync(shell.remotesFile, '{}');
    app.beginShutdown();
    const stopping = await app.inject({ url: '/health/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ files: 'ok', shuttingDown: true });
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
  });

  it("a remote's origin has the same pair", async () => {
    const app = await serve({ root: builtShell().root, cors: true });
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
  });

  it("never proxies the api's metrics, however the path is spelled", async () => {
    const api = await recordingApi();
    const app = await serve({ ...builtShell(), spa: true, apiUrl: api.url });

    for (const url of ['/api/metrics', '/api/metrics?format=text', '/api/%6Detrics']) {
      const response = await app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json().code).toBe('COMMON007');
    }
    expect((await app.inject({ method: 'POST', url: '/api/metrics' })).statusCode).toBe(404);
    // Worded as the api words its COMMON007, in the visitor's language.
    expect((await app.inject({ url: '/api/metrics' })).json().message).toBe(
      '요청한 경로를 찾을 수 없습니다.',
    );
    const english = await app.inject({ url: '/api/metrics', headers: { cookie: 'lang=en' } });
    expect(english.json()).toEqual({
      code: 'COMMON007',
      message: 'The requested path was not found.',
    });
    expect(english.headers.vary).toContain('Accept-Language');
    expect(api.seen).toEqual([]);
    // Everything else under /api still reaches the api.
    expect((await app.inject({ url: '/api/health/ready' })).json()).toEqual({ ok: true });
  });

  it("replaces a browser's X-Request-Id with one of its own on the way to the api", async () => {
    const api = await recordingApi();
    const app = await serve({ ...builtShell(), spa: true, apiUrl: api.url });

    await app.inject({ url: '/api/v1/terms', headers: { 'x-request-id': 'chosen-by-client' } });
    await app.inject({ url: '/api/v1/terms' });
    const [first, second] = api.seen.map(({ requestId }) => requestId);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('serves its metrics on a listener of its own, never on the public site', async () => {
    const app = await serve({ ...builtShell(), spa: true });
    const listener = await serveMetrics(app.pageMetrics, { host: '127.0.0.1', port: 0 });
    const { port } = /** @type {import('node:net').AddressInfo} */ (listener.address());
    try {
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      for (const name of [
        'site_pages_rendered_with_data_total',
        'site_page_fallbacks_total',
        'site_renders_refused_total',
        'site_render_duration_seconds',
        'site_renderer_restarts_total',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      for (const url of ['/metrics', '/api/metrics']) {
        expect((await app.inject({ url })).body).not.toContain('# TYPE');
      }
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  describe('behind a front proxy', () => {
    /**
     * What the api is told of a request the proxy at `proxyAddress` forwarded from `client`.
     * @param {Record<string, string | undefined>} env
     * @param {{ proxyAddress: string, client: string, host?: string }} request
     */
    async function forwarded(env, { proxyAddress, client, host = 'smunity.test' }) {
      const api = await recordingApi();
      const app = await serve({ ...builtShell(), spa: true, apiUrl: api.url, env });
      await app.inject({
        url: '/api/v1/terms',
        remoteAddress: proxyAddress,
        headers: { 'x-forwarded-for': client, 'x-forwarded-host': host },
      });
      const { forwardedFor, forwardedHost } = api.seen[0] ?? {};
      return { forwardedFor, forwardedHost };
    }

    it('passes on the client address a trusted proxy names, so two students keep their own limits', async () => {
      const env = { SITE_TRUST_PROXY: '10.0.0.5' };
      const proxy = { proxyAddress: '10.0.0.5' };
      expect(await forwarded(env, { ...proxy, client: '203.0.113.1' })).toEqual({
        forwardedFor: '203.0.113.1',
        forwardedHost: 'smunity.test',
      });
      expect((await forwarded(env, { ...proxy, client: '203.0.113.2' })).forwardedFor).toBe(
        '203.0.113.2',
      );
      // What the client itself wrote in front of the proxy's entry is not believed.
      expect(
        (await forwarded(env, { ...proxy, client: '198.51.100.66, 203.0.113.1' })).forwardedFor,
      ).toBe('203.0.113.1');
    });

    it('believes no one by default, nor a peer SITE_TRUST_PROXY does not name', async () => {
      for (const env of [{}, { SITE_TRUST_PROXY: '10.0.0.5' }, { SITE_TRUST_PROXY: 'false' }]) {
        const told = await forwarded(env, { proxyAddress: '10.0.0.9', client: '203.0.113.1' });
        expect([env, told.forwardedFor]).toEqual([env, '10.0.0.9']);
        expect(told.forwardedHost).toBe('localhost:80');
      }
    });

    it('reads SITE_TRUST_PROXY as the api reads TRUST_PROXY', () => {
      expect(trustProxyFrom({})).toBe(false);
      expect(trustProxyFrom({ SITE_TRUST_PROXY: ' ' })).toBe(false);
      expect(trustProxyFrom({ SITE_TRUST_PROXY: 'true' })).toBe(true);
      expect(trustProxyFrom({ SITE_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,' })).toBe(
        '10.0.0.5,10.1.0.0/16',
      );
    });
  });
});
