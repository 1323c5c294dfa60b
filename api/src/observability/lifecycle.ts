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
