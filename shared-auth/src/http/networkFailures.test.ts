// Real sockets, real axios adapter: a local server that never answers or hangs up, so the time-out
// and network messages are checked against the errors axios really produces in a browser.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getErrorMessage } from '../errorMessage';
import { authClient } from './authClient';
import { publicClient } from './publicClient';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request) => {
    // '/silent' keeps the request open until the client gives up; anything else is hung up on.
    if (request.url !== '/silent') request.socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

async function failureOf(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error('the request was expected to fail');
}

it.each([
  ['publicClient', publicClient],
  ['authClient', authClient],
])('%s reports a time-out in Korean', async (_name, client) => {
  const error = await failureOf(client.get(`${origin}/silent`, { timeout: 150 }));

  expect(error).toMatchObject({ code: 'ETIMEDOUT' });
  expect(getErrorMessage(error)).toBe('요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.');
});

it('reports an unreachable server in Korean', async () => {
  // jsdom reports the failed request on the console, as a browser would; keep the output clean.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // No time-out here: jsdom leaves its XHR time-out timer running after a network error, which
  // would hold jest open for the default 10 s.
  const error = await failureOf(publicClient.get(`${origin}/hang-up`, { timeout: 0 }));
  consoleError.mockRestore();

  expect(error).toMatchObject({ code: 'ERR_NETWORK' });
  expect(getErrorMessage(error)).toBe('서버와 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.');
});
