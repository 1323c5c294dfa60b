// The static servers' Fastify instances carry `beginShutdown()` (registerHealth in operations.js),
// which turns /health/ready to 503 before the server closes.
import 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    beginShutdown(): void;
  }
}
