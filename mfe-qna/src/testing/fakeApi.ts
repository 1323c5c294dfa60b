// The api for this remote's tests: shared-auth's fake network under the real clients (so the
// interceptors, the Authorization header and validateStatus all run), answering from a table of
// "METHOD /path" → reply. A request the table does not know fails the test.
import {
  installFakeApi,
  type FakeReply,
  type RecordedCall,
} from 'shared-auth/src/test-support/fake-api';

export type { RecordedCall } from 'shared-auth/src/test-support/fake-api';

export type ReplyTable = Record<
  string,
  FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>)
>;

export interface FakeApi {
  calls: RecordedCall[];
  /** Replaces or adds replies, e.g. the question as it is after an edit. */
  reply: (replies: ReplyTable) => void;
  /** The calls to "METHOD /path". */
  callsTo: (route: string) => RecordedCall[];
}

let unexpectedCalls: string[] = [];

export function installQnaApi(initialReplies: ReplyTable): FakeApi {
  const replies: ReplyTable = { ...initialReplies };
  const calls = installFakeApi((call) => {
    const route = `${call.method} ${call.url}`;
    const reply = replies[route];
    if (reply === undefined) {
      unexpectedCalls.push(route);
      return { status: 599, data: { code: 'TEST', message: `unexpected ${route}` } };
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

/** The api's refusal, as the error handler writes it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  detail?: Record<string, string>,
): FakeReply {
  return { status, data: { code, message, ...(detail ? { detail } : {}) } };
}
