import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Lifecycle } from '../observability/lifecycle';
import { createTestApi, type TestApi } from '../testing/app';
import { API_START_TIMEOUT_MS } from '../testing/use-test-api';
import { proxyTrust } from './proxy-trust';

// The api behind nginx on a Unix socket (API_SOCKET): the peer has no address, it is the proxy
// that may open the socket, and what it forwards names the client.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** Keeps its connections open between requests, as nginx's upstream keepalive does. */
const agent = new http.Agent({ keepAlive: true });
afterAll(() => agent.destroy());

function get(socketPath: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get({ socketPath, path: url, headers, agent }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: JSON.parse(text),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('the api on a Unix socket behind a proxy', () => {
  let api: TestApi;
  let dir: string;
  let socket: string;
  const lifecycle = new Lifecycle();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'smunity-socket-'));
    socket = path.join(dir, 'api.sock');
    api = await createTestApi('pglite', { listenSocket: socket }, { lifecycle });
    // What the address rules decided, as a route sees it.
    api.app.get('/api/test/client', async (request) => ({ ip: request.ip, id: request.id }));
    await api.app.listen({ path: socket });
    // Building an api may take as long here as in every suite's useTestApi (a CI run beside the
    // browser suite took over jest's 30 s default for this one hook).
  }, API_START_TIMEOUT_MS);
  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the client address and request id the proxy forwards', async () => {
    const answer = await get(socket, '/api/test/client', {
      'x-forwarded-for': '203.0.113.7',
      'x-request-id': 'nginx-request-0001',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ip: '203.0.113.7', id: 'nginx-request-0001' });
  });

  it('believes one hop only: an address a client wrote before the proxy is not its address', async () => {
    const answer = await get(socket, '/api/test/client', {
      'x-forwarded-for': '198.51.100.1, 203.0.113.7',
    });
    expect(answer.body.ip).toBe('203.0.113.7');
  });

  it('refuses a request without the client address (400), answers probes without one', async () => {
    const unnamed = await get(socket, '/api/test/client');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.code).toBe('COMMON001');
    expect((await get(socket, '/api/health/live')).status).toBe(200);
    expect((await get(socket, '/api/health/ready')).status).toBe(200);
  });

  it('keeps connections open, and closes each after its answer once shutting down', async () => {
    const named = { 'x-forwarded-for': '203.0.113.7' };
    expect((await get(socket, '/api/test/client', named)).headers.connection).toBe('keep-alive');
    lifecycle.beginShutdown();
    const draining = await get(socket, '/api/test/client', named);
    expect(draining.status).toBe(200);
    expect(draining.headers.connection).toBe('close');
    expect(statSync(socket).isSocket()).toBe(true);
  });
});

describe('proxyTrust over TCP (TRUST_PROXY)', () => {
  it('trusts the listed proxies at any hop and never a peer without an address', () => {
    const trust = proxyTrust({ trustProxy: 'loopback,10.0.0.5', listenSocket: null });
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.5', 1)).toBe(true);
    expect(trust('203.0.113.7', 0)).toBe(false);
    // A TCP socket already closed has no remoteAddress: that is not a proxy.
    expect(trust(undefined, 0)).toBe(false);
    expect(trust('', 0)).toBe(false);
  });

  it('follows true and false as Fastify does', () => {
    expect(proxyTrust({ trustProxy: true, listenSocket: null })('203.0.113.7', 3)).toBe(true);
    expect(proxyTrust({ trustProxy: false, listenSocket: null })('127.0.0.1', 0)).toBe(false);
  });

  it('on a socket trusts the peer only, whatever TRUST_PROXY held', () => {
    const trust = proxyTrust({ trustProxy: 'loopback', listenSocket: '/run/api.sock' });
    expect(trust(undefined, 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(false);
  });
});
