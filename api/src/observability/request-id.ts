import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ProxyTrust } from '../http/proxy-trust';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand us as an id: short, printable, nothing a log viewer would interpret. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the proxy's X-Request-Id when the connection comes from a proxy we trust
 * (src/http/proxy-trust.ts, the same rule as for X-Forwarded-For) and the id looks like one, otherwise a new
 * UUID. An id from anyone else is ignored: a client must not be able to pick the id its requests
 * are logged under.
 */
export function requestIdGenerator(trusted: ProxyTrust) {
  return (request: IncomingMessage): string => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (
      typeof offered === 'string' &&
      ACCEPTED_ID.test(offered) &&
      trusted(request.socket.remoteAddress, 0)
    ) {
      return offered;
    }
    return randomUUID();
  };
}

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now, for log lines written outside its logger. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * Every answer carries X-Request-Id, and everything a request sets off runs with its id in
 * reach (`currentRequestId`), so that a log line written through the app's logger (the portal
 * adapter's, a service's) names the request too.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestIds.run(request.id, done);
  });
}
