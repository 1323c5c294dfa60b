// An in-memory api for the HTTP tests: an axios adapter installed on every client of the package,
// so requests run through the real interceptors and only the network is replaced.
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { authClient } from '../http/authClient';
import { publicClient } from '../http/publicClient';
import { refreshClient } from '../http/refreshClient';

export interface FakeReply {
  status: number;
  data?: unknown;
}

export interface RecordedCall {
  /** Upper case, e.g. 'GET'. */
  method: string;
  /** The path as the caller gave it, without the base URL, e.g. '/members/me'. */
  url: string;
  authorization: string | undefined;
  body: unknown;
  /** The query parameters the caller passed (axios `params`), if any. */
  params: unknown;
  /** The caller's time-out in ms (e.g. PORTAL_TIMEOUT_MS), if it set one. */
  timeout: number | undefined;
}

export type FakeRoute = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

/** Answers every request of the package's clients with `route`; returns the calls as they come. */
export function installFakeApi(route: FakeRoute): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const authorization = config.headers.get('Authorization');
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: typeof authorization === 'string' ? authorization : undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
      timeout: config.timeout,
    };
    calls.push(call);
    const reply = await route(call);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data,
      headers: {},
      config,
    };
    // What axios's own adapters do (its `settle`): the client's validateStatus decides.
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      code,
      config,
      undefined,
      response,
    );
  };
  for (const client of [publicClient, authClient, refreshClient]) client.defaults.adapter = adapter;
  return calls;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

/** A reply the test releases when it chooses, to hold a request (the refresh) in flight. */
export function createDeferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
