import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand us as an id: short, printable, nothing a log viewer would interpret. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the proxy's X-Request-Id when the connection comes from a proxy we trust
 * (TRUST_PROXY, the same rule as for X-Forwarded-For) and the id looks like one, otherwise a new
 * UUID. An id from anyone else is ignored: a client must not be able to pick the id its requests
 * are logged under.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']) {
  const trusted = trustRule(trustProxy);
  return (request: IncomingMessage): string => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (
      typeof offered === 'string' &&
      ACCEPTED_ID.test(offered) &&
      trusted(request.socket.remoteAddress ?? '')
    ) {
      return offered;
    }
    return randomUUID();
  };
}

function trustRule(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const check = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => address !== '' && check(address, 0);
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
