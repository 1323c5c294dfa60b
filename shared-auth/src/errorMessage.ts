import axios from 'axios';
import { errorReferenceOf } from '@smunity/shared-ui';
import { ApiError } from './http/apiError';
import { authIntl } from './messages/catalog';
import { parseApiErrorBody } from './session/parse';
import type { ApiErrorBody } from './types';

/**
 * The text to show for a failed call: the api's message followed by each `detail` value on its own
 * line; a sentence in the page's language for a time-out or an unreachable server; otherwise
 * `fallbackMessage` ("알 수 없는 오류가 발생했습니다." when not given).
 * Takes what callers have at hand: an `ApiError` (from `ensureOk`), an axios error, or a response.
 */
export function getErrorMessage(errorOrResponse: unknown, fallback?: string): string {
  const fallbackMessage = fallback ?? authIntl().formatMessage({ id: 'auth.error.unknown' });
  if (errorOrResponse instanceof ApiError) {
    return errorOrResponse.body ? formatErrorBody(errorOrResponse.body) : fallbackMessage;
  }
  if (axios.isAxiosError(errorOrResponse)) {
    const { response, code } = errorOrResponse;
    if (response) return messageOfResponse(response.data, fallbackMessage);
    if (code === 'ETIMEDOUT') return authIntl().formatMessage({ id: 'auth.error.timeout' });
    if (code === 'ERR_NETWORK' || code === 'ECONNABORTED') {
      return authIntl().formatMessage({ id: 'auth.error.network' });
    }
    return fallbackMessage;
  }
  if (isResponseLike(errorOrResponse)) {
    return messageOfResponse(errorOrResponse.data, fallbackMessage);
  }
  return fallbackMessage;
}

/**
 * The id of the request a failure came from ("오류 번호"), when the api named it: from an
 * `ApiError`, a rejected call of our clients, or a response at hand.
 */
export function getErrorReference(errorOrResponse: unknown): string | undefined {
  if (isResponseLike(errorOrResponse)) return parseApiErrorBody(errorOrResponse.data)?.requestId;
  return errorReferenceOf(errorOrResponse);
}

/**
 * Alerts `getErrorMessage(...)`, and below it, the request's "오류 번호: …" when there is one (an
 * alert has no small print: it is the last line), in the page's language. A call the page
 * cancelled itself (e.g. on unmount) is no failure the member needs to hear about: nothing shows.
 */
export function showApiError(errorOrResponse: unknown, fallbackMessage?: string): void {
  if (axios.isCancel(errorOrResponse)) return;
  const id = getErrorReference(errorOrResponse);
  const message = getErrorMessage(errorOrResponse, fallbackMessage);
  if (id === undefined) {
    window.alert(message);
    return;
  }
  const reference = authIntl().formatMessage({ id: 'ui.load.errorReference' }, { id });
  window.alert(`${message}\n\n${reference}`);
}

function messageOfResponse(data: unknown, fallbackMessage: string): string {
  const body = parseApiErrorBody(data);
  return body ? formatErrorBody(body) : fallbackMessage;
}

function formatErrorBody(body: ApiErrorBody): string {
  return [body.message, ...Object.values(body.detail ?? {})].join('\n');
}

function isResponseLike(value: unknown): value is { status: number; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'data' in value
  );
}
