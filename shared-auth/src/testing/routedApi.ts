// The one fake network of the front ends' tests (docs/adr/0024): a table of "METHOD /path" →
// reply that answers shared-auth's axios clients and the browser's fetch alike (transports.ts),
// records every call in one list, and reports the calls it was not told about.
import { answerAxios, answerFetch, type FakeReply, type RecordedCall } from './transports';

export type ReplyHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export type ReplyTable = Record<string, FakeReply | ReplyHandler>;

export interface RoutedApiOptions {
  /**
   * Answers the calls the table does not list, for tests about what a page asks rather than what
   * it gets (e.g. `unanswered`). Without it such a call gets a 404, as the api answers an unknown
   * route, and is remembered for expectNoUnexpectedCalls.
   */
  otherwise?: ReplyHandler;
}

export interface RoutedApi {
  /** Every call, axios's and fetch's, in the order they came. */
  calls: RecordedCall[];
  /** Replaces or adds replies, e.g. the question as it is after an edit. */
  reply: (replies: ReplyTable) => void;
  /** The calls to "METHOD /path". */
  callsTo: (route: string) => RecordedCall[];
}

let unexpectedCalls: string[] = [];

const routeOf = (call: RecordedCall) => `${call.method} ${call.url}`;

/** Answers each call, by axios or fetch, from `initialReplies` by "METHOD /path". */
export function installRoutedApi(
  initialReplies: ReplyTable,
  { otherwise }: RoutedApiOptions = {},
): RoutedApi {
  const replies: ReplyTable = { ...initialReplies };
  const calls: RecordedCall[] = [];
  const answer = async (call: RecordedCall): Promise<FakeReply> => {
    calls.push(call);
    const route = routeOf(call);
    const reply = replies[route];
    if (reply !== undefined) return typeof reply === 'function' ? reply(call) : reply;
    if (otherwise) return otherwise(call);
    unexpectedCalls.push(route);
    return apiError(404, 'TEST404', `no reply for ${route}`);
  };
  answerAxios(answer);
  answerFetch(answer);
  return {
    calls,
    reply: (more) => Object.assign(replies, more),
    callsTo: (route) => calls.filter((call) => routeOf(call) === route),
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

/** No answer at all: the network failed (axios: ERR_NETWORK; fetch rejects with a TypeError). */
export const offline: FakeReply = { status: 0 };

/** A reply that never arrives: the request stays in flight. */
export const unanswered: ReplyHandler = () => new Promise<FakeReply>(() => {});

/**
 * Answers the first call with the first reply, the second with the second, …; a call beyond them
 * fails the test.
 */
export function inTurn(...turns: FakeReply[]): ReplyHandler {
  const left = [...turns];
  return (call) => {
    const reply = left.shift();
    if (reply === undefined) throw new Error(`no reply left for ${routeOf(call)}`);
    return reply;
  };
}

/** The api's refusal, as its error handler writes it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  detail?: Record<string, string>,
): FakeReply {
  return { status, data: { code, message, ...(detail ? { detail } : {}) } };
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

/**
 * Resolves once every microtask queued so far has run, and those they queued in turn: a call that
 * waits for nothing (the clients' interceptors and this fake network are promise chains, no
 * timers) has reached the network by then. A macrotask boundary, not a duration.
 */
export const queuedMicrotasksRun = (): Promise<void> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0));
