// The one fake network answers shared-auth's axios clients and the browser's fetch from the same
// table, so a test reads the same RecordedCall whichever way the page asks.
import { getErrorMessage } from '../errorMessage';
import { API_BASE_URL } from '../http/config';
import { publicClient } from '../http/publicClient';
import {
  apiError,
  expectNoUnexpectedCalls,
  inTurn,
  installRoutedApi,
  offline,
  ok,
} from './routedApi';

const readFetched = async (path: string, init?: RequestInit) => {
  const response = await fetch(path, init);
  return { status: response.status, ok: response.ok, data: await response.json() };
};

afterEach(() => expectNoUnexpectedCalls());

it('answers axios and fetch from one table and records both calls alike', async () => {
  const api = installRoutedApi({ 'POST /questions': ok({ id: 7 }) });
  const question = { title: '질문', anonymous: true };

  await expect(publicClient.post('/questions', question)).resolves.toMatchObject({
    status: 200,
    data: { id: 7 },
  });
  await expect(
    readFetched(`${API_BASE_URL}/questions?draft=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer access-1' },
      body: JSON.stringify(question),
      credentials: 'same-origin',
      keepalive: true,
    }),
  ).resolves.toEqual({ status: 200, ok: true, data: { id: 7 } });

  const [axiosCall, fetchCall] = api.callsTo('POST /questions');
  expect(axiosCall).toMatchObject({ url: '/questions', body: question, timeout: 10_000 });
  expect(axiosCall?.headers['content-type']).toBe('application/json');
  expect(fetchCall).toEqual({
    method: 'POST',
    url: '/questions',
    authorization: 'Bearer access-1',
    headers: { 'content-type': 'application/json', authorization: 'Bearer access-1' },
    body: question,
    params: { draft: 'true' },
    timeout: undefined,
    cache: undefined,
    credentials: 'same-origin',
    keepalive: true,
  });
});

it('keeps a path outside the api whole, and answers in turn', async () => {
  const api = installRoutedApi({ 'GET /remotes.json': inTurn(ok({ a: 1 }), { status: 502 }) });

  await expect(readFetched('/remotes.json')).resolves.toEqual({
    status: 200,
    ok: true,
    data: { a: 1 },
  });
  await expect(fetch('/remotes.json')).resolves.toMatchObject({ status: 502, ok: false });
  await expect(fetch('/remotes.json')).rejects.toThrow('no reply left for GET /remotes.json');
  expect(api.calls).toHaveLength(3);
});

it('fails the network for both transports when told the line is down', async () => {
  installRoutedApi({ 'GET /members/count': offline });

  await expect(fetch(`${API_BASE_URL}/members/count`)).rejects.toThrow(
    new TypeError('Failed to fetch'),
  );
  const failure = await publicClient.get('/members/count').catch((error: unknown) => error);
  expect(getErrorMessage(failure)).toBe('서버와 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.');
});

it('answers an unknown route 404 and reports it', async () => {
  installRoutedApi({});

  await expect(readFetched(`${API_BASE_URL}/nowhere`)).resolves.toEqual({
    status: 404,
    ok: false,
    data: apiError(404, 'TEST404', 'no reply for GET /nowhere').data,
  });
  expect(() => expectNoUnexpectedCalls()).toThrow();
});
