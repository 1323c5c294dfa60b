// The fake api of the remotes' page tests: shared-auth's fake network (fakeApi.ts) under the real
// clients, so the interceptors, the Authorization header and validateStatus all run, answering
// from a table of "METHOD /path" → reply.
import { installFakeApi, type FakeReply, type RecordedCall } from './fakeApi';

export type ReplyTable = Record<
  string,
  FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>)
>;

export interface RoutedApi {
  calls: RecordedCall[];
  /** Replaces or adds replies, e.g. the question as it is after an edit. */
  reply: (replies: ReplyTable) => void;
  /** The calls to "METHOD /path". */
  callsTo: (route: string) => RecordedCall[];
}

let unexpectedCalls: string[] = [];

/**
 * Answers each call from `initialReplies` by "METHOD /path". A call the table does not know gets
 * a 404 (as the api answers an unknown route) and is remembered for expectNoUnexpectedCalls.
 */
export function installRoutedApi(initialReplies: ReplyTable): RoutedApi {
  const replies: ReplyTable = { ...initialReplies };
  const calls = installFakeApi((call) => {
    const route = `${call.method} ${call.url}`;
    const reply = replies[route];
    if (reply === undefined) {
      unexpectedCalls.push(route);
      return apiError(404, 'TEST404', `no reply for ${route}`);
    }
    return typeof reply === 'function' ? reply(call) : reply;
  });
  return {
    calls,
    reply: (more) => Object.assign(replies, more),
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.url}` === route),
  };
}

/** For afterEach: fails the test if a page called the api where the test did not expect it. */
export function expectNoUnexpectedCalls(): void {
  const unexpected = unexpectedCalls;
  unexpectedCalls = [];
  expect(unexpected).toEqual([]);
}

/** A 200 with `data`. */
export const ok = (data: unknown): FakeReply => ({ status: 200, data });

export const noContent: FakeReply = { status: 204 };

/** The api's refusal, as its error handler writes it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  detail?: Record<string, string>,
): FakeReply {
  return { status, data: { code, message, ...(detail ? { detail } : {}) } };
}
