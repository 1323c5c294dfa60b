import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * onRequest hook of the routes a cookie alone authorises (refresh, logout: docs/adr/0022):
 * refuses, with 403 ACCOUNT017, a request another site's page made. SameSite=Strict already keeps
 * the cookie off such requests; this is the second, independent line (ASVS 4.0 13.2.3: Origin checks):
 *
 * - `Sec-Fetch-Site` (sent by every current browser) must be `same-origin`, or `none` (typed in
 *   or bookmarked — never a script's request);
 * - an `Origin` header, where a browser sends one, must name this site: the public origin
 *   (SITE_URL), or the host the browser addressed: `X-Forwarded-Host` from a trusted proxy
 *   (TRUST_PROXY; the shell's server sets it), else `Host`. The scheme is not compared: TLS may
 *   end at a proxy. SITE_URL is what makes a front proxy that forwards `Host` without its port
 *   (nginx's `$host`) work: the browser's Origin keeps the port the proxy dropped.
 *
 * API clients that send neither header (curl, the tests' HTTP calls) are not browsers, and a
 * cross-site attack needs a browser: they pass.
 * @param siteUrl the public site's origin (config.siteUrl)
 */
export function crossSiteRefusal(siteUrl: string) {
  const publicOrigin = new URL(siteUrl).origin;
  return async function refuseCrossSiteRequest(request: FastifyRequest): Promise<void> {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw AppError.of('ACCOUNT017');
    }
    const origin = request.headers.origin;
    if (origin === undefined || origin === publicOrigin) return;
    if (!namesHost(origin, request.host)) throw AppError.of('ACCOUNT017');
  };
}

/** Whether an Origin header names `host` (ports compared with the origin scheme's default). */
function namesHost(origin: string, host: string): boolean {
  try {
    const { protocol, host: originHost } = new URL(origin);
    return originHost !== '' && new URL(`${protocol}//${host}`).host === originHost;
  } catch {
    // `null`, or not a URL
    return false;
  }
}
