import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';
import { withoutShareTokens } from './http/share-tokens';
import { currentRequestId } from './observability/request-id';

/** Fastify's logger setting in its object form (tests add a `stream` to capture the lines). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Structured JSON logs (pino). The request serializer logs method, url (a share link's token
 * replaced by `:token`) and addresses only, never bodies or headers; the redaction below is the second line of defence for
 * anything a handler logs by mistake: credentials, tokens and whole bodies are replaced.
 */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    // A line written through the app's logger while a request's work runs (the portal adapter,
    // a service) names the request too; request loggers carry `reqId` already.
    mixin: (_object, _level, logger) => {
      const requestId = currentRequestId();
      return requestId === undefined || 'reqId' in logger.bindings() ? {} : { reqId: requestId };
    },
    serializers: {
      // Also given whatever a handler logs as `req`, which need not be a request.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? withoutShareTokens(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'body',
        'req.body',
        'password',
        '*.password',
        '*.accessToken',
        '*.refreshToken',
        '*.authToken',
      ],
      censor: '[redacted]',
    },
  };
}
