// The two ways the front ends reach the network, answered in memory: axios (an adapter on every
// client of shared-auth, so the interceptors, the Authorization header and validateStatus run)
// and the browser's fetch (the shell's home-page figures, remotes.json, the page-view beacon).
// Both turn a request into the same RecordedCall and a FakeReply into what their caller expects,
// so one table (routedApi.ts) answers them alike.
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { API_BASE_URL } from '../http/config';
import { authClient } from '../http/authClient';
import { publicClient } from '../http/publicClient';
import { refreshClient } from '../http/refreshClient';

/** An answer; status 0 is no answer at all, a failed network (see `offline`). */
export interface FakeReply {
  status: number;
  data?: unknown;
}

export interface RecordedCall {
  /** Upper case, e.g. 'GET'. */
  method: string;
  /**
   * The path below the api's base URL, e.g. '/members/me' (axios: as the caller gave it; fetch:
   * without API_BASE_URL and the query); a fetch outside the api keeps its path ('/remotes.json').
   */
  url: string;
  authorization: string | undefined;
  /** The request headers, names in lower case (axios: with the client's defaults, e.g. accept). */
  headers: Record<string, string>;
  body: unknown;
  /** The query parameters (axios `params`, or a fetch URL's query), if any. */
  params: unknown;
  /** The caller's time-out in ms (e.g. PORTAL_TIMEOUT_MS), if it set one (axios). */
  timeout: number | undefined;
  /** fetch's options `cache`, `credentials`, `keepalive` and `mode`, if the caller set them. */
  cache: RequestCache | undefined;
  credentials: RequestCredentials | undefined;
  keepalive: boolean | undefined;
  mode: RequestMode | undefined;
}

export type AnswerCall = (call: RecordedCall) => Promise<FakeReply>;

const parseBody = (body: unknown) => (typeof body === 'string' ? JSON.parse(body) : body);

function lowerCaseHeaders(headers: Iterable<[string, unknown]>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (value !== undefined && value !== null && value !== false) {
      named[name.toLowerCase()] = String(value);
    }
  }
  return named;
}

/** Answers every request of shared-auth's clients with `answer`. */
export function answerAxios(answer: AnswerCall): void {
  const adapter: AxiosAdapter = async (config) => {
    const headers = lowerCaseHeaders(Object.entries(config.headers.toJSON()));
    const reply = await answer({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: headers.authorization,
      headers,
      body: parseBody(config.data),
      params: config.params,
      timeout: config.timeout,
      cache: undefined,
      credentials: undefined,
      keepalive: undefined,
      mode: undefined,
    });
    if (reply.status === 0) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
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
}

/** Replaces the global fetch (jsdom has none) with one that asks `answer`. */
export function answerFetch(answer: AnswerCall): void {
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(String(input), 'http://front-end.test');
    const below = pathname.startsWith(`${API_BASE_URL}/`);
    const headers = lowerCaseHeaders(new Headers(init.headers).entries());
    const reply = await answer({
      method: (init.method ?? 'GET').toUpperCase(),
      url: below ? pathname.slice(API_BASE_URL.length) : pathname,
      authorization: headers.authorization,
      headers,
      body: parseBody(init.body),
      params: searchParams.toString() === '' ? undefined : Object.fromEntries(searchParams),
      timeout: undefined,
      cache: init.cache,
      credentials: init.credentials,
      keepalive: init.keepalive,
      mode: init.mode,
    });
    // A failed network rejects fetch, as browsers do, with a TypeError.
    if (reply.status === 0) throw new TypeError('Failed to fetch');
    return fetchResponse(reply);
  };
}

/** The part of a Response the front ends read (jsdom has no Response). */
function fetchResponse({ status, data }: FakeReply): Response {
  const text = data === undefined ? '' : JSON.stringify(data);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers(data === undefined ? {} : { 'content-type': 'application/json' }),
    json: () => Promise.resolve(JSON.parse(text)),
    text: () => Promise.resolve(text),
  } as Response;
}
