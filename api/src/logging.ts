import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';
import { withoutShareTokens } from './http/share-tokens';

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
