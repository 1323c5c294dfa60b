import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PortalHttpClient, TooManyRedirectsError } from './portal-http-client';
import { TestTimeLimits } from '../testing/time-limits';

interface SeenRequest {
  server: 'trusted' | 'foreign';
  method: string;
  path: string;
  cookie: string | undefined;
  body: string;
}

type Route = (request: IncomingMessage, response: ServerResponse) => void;

let seen: SeenRequest[];
let trusted: Server;
let foreign: Server;
let trustedBase: string;
let foreignBase: string;

function redirect(
  response: ServerResponse,
  status: number,
  location: string,
  cookies: string[] = [],
) {
  response.writeHead(status, { location, 'set-cookie': cookies }).end();
}

/** Routes of the trusted server; `foreign` just answers 200. */
const routes: Record<string, Route> = {
  '/start': (_request, response) => redirect(response, 302, '/second', ['A=1; Path=/; HttpOnly']),
  '/second': (_request, response) => redirect(response, 303, '/done', ['B=2']),
  '/done': (_request, response) => response.end('done'),
  '/logout': (_request, response) =>
    redirect(response, 302, '/done', [
      'A=; Max-Age=0',
      'B=; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]),
  '/temporary': (_request, response) => redirect(response, 307, '/done'),
  '/away': (_request, response) => redirect(response, 302, `${foreignBase}/landing`),
  '/loop': (_request, response) => redirect(response, 302, '/loop'),
};

function serve(name: SeenRequest['server']): Server {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      seen.push({
        server: name,
        method: request.method ?? '',
        path,
        cookie: request.headers.cookie,
        body,
      });
      const route = name === 'trusted' ? routes[path] : undefined;
      if (route) route(request, response);
      else response.end('ok');
    });
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function newClient(): PortalHttpClient {
  // Limits that never pass: these tests are about redirects and cookies (jest ends a hang).
  return new PortalHttpClient(
    new Set([new URL(trustedBase).origin]),
    new TestTimeLimits().timeLimit,
  );
}

beforeAll(async () => {
  trusted = serve('trusted');
  foreign = serve('foreign');
  trustedBase = await listen(trusted);
  foreignBase = await listen(foreign);
});

afterAll(() => Promise.all([close(trusted), close(foreign)]));

beforeEach(() => {
  seen = [];
});

describe('PortalHttpClient', () => {
  it('follows redirects, carrying the cookies set on the way, and ends POSTs as GETs after 302/303', async () => {
    const client = newClient();
    const { finalUrl, response } = await client.send(new URL('/start', trustedBase), {
      method: 'POST',
      form: 'user_id=1',
    });
    expect(finalUrl.href).toBe(`${trustedBase}/done`);
    expect(await response.text()).toBe('done');
    expect(seen.map(({ method, path, cookie, body }) => ({ method, path, cookie, body }))).toEqual([
      { method: 'POST', path: '/start', cookie: undefined, body: 'user_id=1' },
      { method: 'GET', path: '/second', cookie: 'A=1', body: '' },
      { method: 'GET', path: '/done', cookie: 'A=1; B=2', body: '' },
    ]);
  });

  it('keeps the cookies for later requests and forgets the ones the server expires', async () => {
    const client = newClient();
    await client.send(new URL('/start', trustedBase), { method: 'GET' });
    const later = await client.send(new URL('/logout', trustedBase), { method: 'GET' });
    await later.response.body?.cancel();
    expect(seen.slice(-2).map(({ path, cookie }) => ({ path, cookie }))).toEqual([
      { path: '/logout', cookie: 'A=1; B=2' },
      { path: '/done', cookie: undefined },
    ]);
  });

  it('repeats method and body after a 307', async () => {
    await newClient().send(new URL('/temporary', trustedBase), { method: 'POST', form: 'x=1' });
    expect(seen[1]).toMatchObject({ method: 'POST', path: '/done', body: 'x=1' });
  });

  it('never sends the portal cookies to another origin', async () => {
    const client = newClient();
    await client.send(new URL('/start', trustedBase), { method: 'GET' });
    const { finalUrl } = await client.send(new URL('/away', trustedBase), { method: 'GET' });
    expect(finalUrl.href).toBe(`${foreignBase}/landing`);
    expect(seen.at(-1)).toMatchObject({ server: 'foreign', cookie: undefined });
  });

  it('gives up on a redirect loop', async () => {
    await expect(
      newClient().send(new URL('/loop', trustedBase), { method: 'GET' }),
    ).rejects.toBeInstanceOf(TooManyRedirectsError);
  });
});
