// Fakes for shared-auth's public client: answers by method and path, and a record of each call.
import { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { publicClient } from 'shared-auth';

export interface ApiCall {
  method: 'get' | 'post' | 'patch';
  url: string;
  body: unknown;
  config: AxiosRequestConfig | undefined;
}

export interface FakeAnswer {
  status: number;
  data: unknown;
}

/** Decides the answer to a call; a promise lets a test hold the answer back. */
export type FakeApi = (call: ApiCall) => FakeAnswer | Promise<FakeAnswer>;

function toResponse({ status, data }: FakeAnswer): AxiosResponse {
  return { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
}

/** Routes publicClient's get, post and patch through `api`; returns the calls as they happen. */
export function installFakeApi(api: FakeApi): ApiCall[] {
  const calls: ApiCall[] = [];
  const answer = async (call: ApiCall) => {
    calls.push(call);
    return toResponse(await api(call));
  };
  jest
    .spyOn(publicClient, 'get')
    .mockImplementation((url, config) => answer({ method: 'get', url, body: undefined, config }));
  jest
    .spyOn(publicClient, 'post')
    .mockImplementation((url, body, config) => answer({ method: 'post', url, body, config }));
  jest
    .spyOn(publicClient, 'patch')
    .mockImplementation((url, body, config) => answer({ method: 'patch', url, body, config }));
  return calls;
}

/** A promise the test settles when it wants to (to look at the page while a call waits). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The calls other than the terms page's own reads (current term, departments). */
export function submissions(calls: readonly ApiCall[]): ApiCall[] {
  return calls.filter((call) => call.method !== 'get');
}
