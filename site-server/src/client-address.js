// Who the client is, behind a front proxy (nginx, a CDN): the shell's server believes
// X-Forwarded-For and X-Forwarded-Host only from the proxies SITE_TRUST_PROXY names, and tells the
// api the client's address it settled on. The api trusts the shell's server (its TRUST_PROXY,
// loopback by default) and so limits each student by their own address, not the proxy's.
//
// The api is told the one address this server vouches for, not the whole chain: the api believes
// only its own peer, so the hops in front of this server would make it name the front proxy.
'use strict';

/**
 * Fastify's `trustProxy` from SITE_TRUST_PROXY: unset or `false` believes no one (the peer is the
 * client), `true` believes every peer (only when nothing but the proxy can reach this server),
 * otherwise addresses, subnets or proxy-addr's names (`loopback`, `uniquelocal`), comma-separated.
 * The grammar of the api's TRUST_PROXY; a setting of its own, since the api's trusted peer (this
 * server) is not this server's (the front proxy).
 * @param {NodeJS.ProcessEnv} env
 * @returns {boolean | string}
 */
function trustProxyFrom(env) {
  const raw = env.SITE_TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}

/**
 * The headers that tell the api who asked: the client's address, the host the browser addressed
 * (the api's Origin check compares with it) and its scheme, each as this server settled it; they
 * replace whatever the client sent under these names.
 * @param {{ ip: string, host: string, protocol: string }} request a Fastify request
 * @returns {Record<string, string>}
 */
function clientHeaders(request) {
  return {
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
}

module.exports = { clientHeaders, trustProxyFrom };
