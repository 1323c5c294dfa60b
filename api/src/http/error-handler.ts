import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  ERROR_CATALOGUE,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
} from '../errors';
import { PoolSaturatedError } from '../db/database';
import { shed } from '../observability/shed';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { PortalError } from '../portal';
import { languageOf, varyOnLanguage } from './request-language';
import { bodyErrorDetail, MESSAGES_KEYWORD } from './validation';

/** Fastify's own client errors, by their `code`. */
const FASTIFY_ERRORS: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'COMMON001',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'COMMON001',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'COMMON001',
  FST_ERR_BAD_URL: 'COMMON001',
  FST_ERR_CTP_BODY_TOO_LARGE: 'COMMON006',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'COMMON008',
};

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * One error handler for the whole api: every failure leaves as `{ code, message, detail? }`
 * (docs/domain.md §4). Client mistakes become 4xx with a Korean message; only unexpected errors
 * are 500 COMMON000, logged with their stack (the request body is never logged).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { overloadRetryAfterSeconds }: { overloadRetryAfterSeconds: number },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError =
      error instanceof PoolSaturatedError
        ? shed('poolWait', overloadRetryAfterSeconds)
        : toAppError(error, request);
    // A portal failure was logged once by the adapter (step and reason, never the answer); a
    // request shed under overload is counted (http_requests_shed_total), not logged one by one.
    if (
      appError.status >= 500 &&
      !(error instanceof PortalError) &&
      appError.code !== 'COMMON010'
    ) {
      request.log.error(
        { err: error },
        appError.code === 'COMMON000' ? 'unexpected error' : appError.message,
      );
    }
    return sendError(reply, appError);
  });

  app.setNotFoundHandler((request, reply) => {
    // A path that exists with other methods is a 405, as in the original (Spring).
    const path = request.url.split('?', 1)[0] ?? request.url;
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, AppError.of('COMMON003'));
    }
    return sendError(reply, AppError.of('COMMON007'));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (FST_ERR_BAD_URL) or a path
 * parameter over its length limit (FST_ERR_MAX_PARAM_LENGTH, 414) is refused before any route,
 * hook or error handler runs; answered here in the api's error JSON like every other 4xx.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 400;
  return sendError(
    reply,
    status === 400
      ? AppError.of('COMMON001')
      : new AppError('COMMON001', status, ERROR_CATALOGUE.COMMON001.message),
  );
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.send(errorResponse(reply, error));
}

/**
 * Sets the status and headers of `error`'s answer (Retry-After when it has one) and returns its
 * body, which names the request (`requestId`, also in X-Request-Id and in every log line of the
 * request): the number a student quotes and an admin finds in the logs. Also for answers sent
 * before any hook ran. Its message is in the request's language (the code stays the contract).
 */
export function errorResponse(reply: FastifyReply, error: AppError): ErrorBody {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .header(REQUEST_ID_HEADER, reply.request.id);
  // The message follows the request's language: a cache keeps one answer per language.
  varyOnLanguage(reply);
  // Read from the headers, not `request.language`: the requests refused before routing
  // (frameworkErrors) are built without the api's request decorations.
  return { ...error.toBody(languageOf(reply.request)), requestId: reply.request.id };
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  // The portal's own codes and statuses (AUTH001 401, AUTH002/3 423, SMU* 502–504) pass through.
  if (error instanceof PortalError) return new AppError(error.code, error.status, error.message);
  if (error.validation !== undefined) {
    if (error.validationContext === 'body') {
      const detail = bodyErrorDetail(error.validation, request.routeOptions.schema?.body);
      return detail === null ? AppError.of('COMMON001') : AppError.of('VALID001', detail);
    }
    if (error.validationContext === 'headers') return AppError.of('COMMON001');
    // Path and query values are not fields the user typed: a bad enum or number there is a
    // malformed request (the original's COMMON005 for type mismatches). A parameter whose
    // schema has its own Korean messages (`messages()`) is also named in a detail, e.g.
    // `{ size: '페이지 크기는 …' }`; the others keep the original's bare COMMON005.
    const partSchema =
      error.validationContext && request.routeOptions.schema?.[error.validationContext];
    const detail = bodyErrorDetail(error.validation, partSchema);
    const named = detail !== null && declaresMessages(partSchema, detail);
    return AppError.of('COMMON005', named ? detail : undefined);
  }
  const known = FASTIFY_ERRORS[error.code];
  if (known !== undefined) return AppError.of(known);
  if (isDatabaseUnavailable(error)) return AppError.of('COMMON009');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Any other client error Fastify or a plugin raises keeps its status with a Korean text.
    return new AppError('COMMON001', status, ERROR_CATALOGUE.COMMON001.message);
  }
  return AppError.of('COMMON000');
}

/** Whether every parameter `detail` names has its own messages in the (flat) part schema. */
function declaresMessages(partSchema: unknown, detail: ErrorDetail): boolean {
  const properties = (partSchema as { properties?: Record<string, Record<string, unknown>> })
    ?.properties;
  return Object.keys(detail).every((name) => properties?.[name]?.[MESSAGES_KEYWORD] !== undefined);
}

/** Node's socket errors when the database host cannot be reached or drops the connection. */
const SOCKET_ERRORS = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];

/**
 * `pg`'s own connection failures carry no code, only these messages: a connection closed under
 * a query, a client that already failed, no connection within CONNECT_TIMEOUT_MS.
 */
const PG_CONNECTION_FAILURES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * Connection failures (server down, restarting, out of connections) are an outage the client
 * may retry, not a bug: 503. Codes: Node socket errors and PostgreSQL SQLSTATE classes 08
 * (connection exception), 57P (operator intervention) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = String(error.code ?? '');
  return (
    [...SOCKET_ERRORS, '53300'].includes(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    /^57P0[1-3]$/.test(code) ||
    (code === '' && PG_CONNECTION_FAILURES.test(String(error.message ?? '')))
  );
}
