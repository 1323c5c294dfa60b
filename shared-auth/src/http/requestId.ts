import axios from 'axios';
import { parseApiErrorBody } from '../session/parse';

/**
 * A rejected call of our clients (a 5xx, a 401 that renewal could not fix) carries the id of the
 * request it failed in as `requestId` — from the error JSON, else the X-Request-Id header — the
 * way shared-ui's `errorReferenceOf` reads it for the failure's "오류 번호".
 */
export function nameFailedRequest(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response) {
    const fromBody = parseApiErrorBody(error.response.data)?.requestId;
    const fromHeader = error.response.headers['x-request-id'];
    const requestId = fromBody ?? (typeof fromHeader === 'string' ? fromHeader : undefined);
    if (requestId !== undefined) Object.assign(error, { requestId });
  }
  return Promise.reject(error);
}
