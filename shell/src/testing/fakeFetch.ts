// The home page reads its public figures with fetch (home/memberStatsApi.ts), not through
// shared-auth's clients, so its tests answer fetch: "METHOD /path" below the api's base URL, with
// the replies of shared-auth's test support (ok, apiError).
import { API_BASE_URL } from '@smunity/shared-auth';
import type { FakeReply } from '@smunity/shared-auth/src/testing';

export type FetchRoute = (route: string) => FakeReply | Promise<FakeReply>;

/** Replaces the global fetch for this test file; returns the mock to inspect its calls. */
export function installFakeFetch(route: FetchRoute) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://shell.test');
    const path = pathname.startsWith(API_BASE_URL) ? pathname.slice(API_BASE_URL.length) : pathname;
    const reply = await route(`${(init?.method ?? 'GET').toUpperCase()} ${path}`);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: () => Promise.resolve(reply.data),
    } as Response;
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** Answers from a table of "METHOD /path" → reply; what it lacks is a 404. */
export function answerFetchWith(replies: Record<string, FakeReply>) {
  return installFakeFetch((route) => replies[route] ?? { status: 404, data: null });
}

/** For pages whose tests are not about the home page's figures: they never arrive. */
export function neverAnswerFetch() {
  return installFakeFetch(() => new Promise<FakeReply>(() => {}));
}
