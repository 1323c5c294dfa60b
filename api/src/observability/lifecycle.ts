import type { FastifyInstance } from 'fastify';

/**
 * Whether this replica is on its way out: from the shutdown signal on, GET /api/health/ready
 * answers 503 so that the proxy stops sending it new requests while it finishes the ones it has.
 */
export class Lifecycle {
  private stopping = false;

  get shuttingDown(): boolean {
    return this.stopping;
  }

  beginShutdown(): void {
    this.stopping = true;
  }
}

/**
 * While shutting down, every answer says `Connection: close` and its connection ends with it: a
 * proxy's pooled keep-alive connection is not used again for a request that could arrive just as
 * this process closes it (a POST lost that way is not retried). Connections idle in the proxy's
 * pool meanwhile are closed by the proxy (its upstream keepalive_timeout, shorter than
 * SHUTDOWN_DRAIN_SECONDS: docs/adr/0059).
 */
export function registerConnectionCloseWhileDraining(
  app: FastifyInstance,
  lifecycle: Lifecycle,
): void {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
  });
}
