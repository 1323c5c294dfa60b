import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

/** Fastify's logger setting in its object form (tests add a `stream` to capture the lines). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Structured JSON logs (pino). Fastify's request serializer logs method, url and addresses
 * only, never bodies or headers; the redaction below is the second line of defence for
 * anything a handler logs by mistake: credentials, tokens and whole bodies are replaced.
 */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
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
