// The static servers' Fastify instances carry `beginShutdown()` (registerHealth in operations.js),
// which turns /health/ready to 503 before the server closes. A page the shell's server put
// together carries the hashes of its inline styles for its CSP (static-server.js), and the server
// its metrics (page-metrics.js).
import 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    beginShutdown(): void;
    /** The shell's server's metrics (page-metrics.js). */
    pageMetrics: import('./page-metrics').PageMetrics;
  }
  interface FastifyRequest {
    pageStyleHashes: string[] | null;
  }
}
