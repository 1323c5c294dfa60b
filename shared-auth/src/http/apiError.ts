import type { AxiosResponse } from 'axios';
import { parseApiErrorBody } from '../session/parse';
import type { ApiErrorBody } from '../types';

/** An answer the api refused (status 400 to 499 on our clients), with its error body if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null) {
    super(body?.message ?? `The api answered with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The api's error code (e.g. 'ACCOUNT001'), for callers that react to one in particular. */
  get code(): string | undefined {
    return this.body?.code;
  }
}

/**
 * Our clients resolve answers below 500, so a 4xx arrives as a response; this turns it into an
 * `ApiError` for the caller's catch (and `showApiError`) and hands back the data otherwise.
 */
export function ensureOk<T>(response: AxiosResponse<T>): T {
  if (response.status >= 400) {
    throw new ApiError(response.status, parseApiErrorBody(response.data));
  }
  return response.data;
}
