import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a probe of the operator's, which names no client (health, metrics). */
    namesClient?: boolean;
  }
}

/**
 * Whether the address `hop` steps from the api (0: the connection's peer) is a proxy whose
 * X-Forwarded-For entry, the one before it, is believed: Fastify's `trustProxy` for the client's
 * address, and the rule for a proxy's X-Request-Id.
 */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

export function proxyTrust(config: Pick<Config, 'trustProxy' | 'listenSocket'>): ProxyTrust {
  // A Unix socket's peer has no address (Node gives undefined): it is whoever may open the
  // socket, the proxy in front. One hop: the client nginx names is believed, nothing the client
  // itself wrote further back.
  if (config.listenSocket !== null) return (_address, hop) => hop === 0;
  const rule = config.trustProxy;
  if (typeof rule === 'boolean') return () => rule;
  const check = proxyAddr.compile(rule.split(',').map((entry) => entry.trim()));
  return (address, hop) => address !== undefined && address !== '' && check(address, hop);
}

/**
 * On a Unix socket a request's client address is what the proxy forwards: a request without
 * one (a proxy not setting X-Forwarded-For) is refused, 400, rather than served with no address,
 * which would put it past every per-address limit. Probes name no client and are answered.
 */
export function requireForwardedClient(app: FastifyInstance, config: Config): void {
  if (config.listenSocket === null) return;
  app.addHook('onRequest', async (request) => {
    if (request.ip !== undefined || request.routeOptions.config.namesClient === false) return;
    request.log.warn('no X-Forwarded-For on the socket: the proxy must send the client address');
    throw AppError.of('COMMON001');
  });
}
