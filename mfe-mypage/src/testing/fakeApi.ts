// Test helper: a stand-in api behind shared-auth's authClient. Each test file mocks shared-auth:
//   jest.mock('shared-auth', () => jest.requireActual('../testing/sharedAuthMock').mockedSharedAuth());
// and answers requests with `answerApi(handler)`; the real ensureOk and error messages stay.
import { authClient } from 'shared-auth';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params: unknown;
  body: unknown;
  timeout: number | undefined;
}

export interface ApiReply {
  status: number;
  data?: unknown;
}

export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

type RequestConfig = Parameters<typeof authClient.get>[1];

/**
 * Answers every authClient request with `handler` and records it. As the real client does, a
 * status below 500 resolves (ensureOk reads it) and 500 and above rejects.
 */
export function answerApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  const respond = async (call: ApiCall) => {
    calls.push(call);
    const reply = await handler(call);
    const response = { status: reply.status, data: reply.data, headers: {}, statusText: '' };
    if (reply.status >= 500) {
      // What axios rejects with (axios.isAxiosError reads the flag), so error alerts read it.
      throw Object.assign(new Error(`Request failed with status code ${reply.status}`), {
        isAxiosError: true,
        response,
      });
    }
    return response;
  };
  const withoutBody = (method: ApiCall['method']) => (url: string, config?: RequestConfig) =>
    respond({ method, url, params: config?.params, body: undefined, timeout: config?.timeout });
  const withBody =
    (method: ApiCall['method']) => (url: string, body?: unknown, config?: RequestConfig) =>
      respond({ method, url, params: config?.params, body, timeout: config?.timeout });

  jest.mocked(authClient.get).mockImplementation(withoutBody('GET') as typeof authClient.get);
  jest
    .mocked(authClient.delete)
    .mockImplementation(withoutBody('DELETE') as typeof authClient.delete);
  jest.mocked(authClient.post).mockImplementation(withBody('POST') as typeof authClient.post);
  jest.mocked(authClient.put).mockImplementation(withBody('PUT') as typeof authClient.put);
  jest.mocked(authClient.patch).mockImplementation(withBody('PATCH') as typeof authClient.patch);
  return calls;
}

/** A routing table for `answerApi`: "GET /members/me" → reply (or a function of the call). */
export function routeApi(
  routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>)>,
): ApiHandler {
  return (call) => {
    const route = routes[`${call.method} ${call.url}`];
    if (route === undefined) {
      return {
        status: 404,
        data: { code: 'TEST404', message: `no route ${call.method} ${call.url}` },
      };
    }
    return typeof route === 'function' ? route(call) : route;
  };
}

export const ok = (data: unknown): ApiReply => ({ status: 200, data });
