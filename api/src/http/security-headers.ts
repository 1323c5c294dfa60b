import type { FastifyInstance } from 'fastify';

// The api's response-header policy, in one place (docs/security-headers.md explains each header
// and what the site's static servers send). Pure data plus one hook, so another server can take
// the same values.

/** Features the site never uses: no page or frame of ours may ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
].join(', ');

/** One year, subdomains too: sent only when the site is served over HTTPS (HTTPS=on). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** JSON never runs, embeds or is embedded: nothing is allowed. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * /api/docs (Swagger UI): its own scripts, styles and data: images only. Styles allow
 * 'unsafe-inline' because Swagger UI's React components set style attributes; scripts do not.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries, whatever its type. */
export function commonSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // For browsers without CSP frame-ancestors.
    'x-frame-options': 'DENY',
    ...(https && { 'strict-transport-security': STRICT_TRANSPORT_SECURITY }),
  };
}

/** The headers of a JSON answer (the common ones and the CSP that allows nothing). */
export function jsonSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return { ...commonSecurityHeaders({ https }), 'content-security-policy': JSON_CSP };
}

/**
 * Sets the policy on every answer of `app` (routes, errors, 404s), the docs under `docsPrefix`
 * with their own CSP. An answer for a credentialed request (bearer token or cookie) that set
 * no caching of its own is `no-store`: a member's data never stays in a shared or disk cache.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { https, docsPrefix }: { https: boolean; docsPrefix: string },
): void {
  const common = commonSecurityHeaders({ https });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(common);
    const isDocs = request.url === docsPrefix || request.url.startsWith(`${docsPrefix}/`);
    reply.header('content-security-policy', isDocs ? DOCS_CSP : JSON_CSP);
    const credentialed =
      request.headers.authorization !== undefined || request.headers.cookie !== undefined;
    if (credentialed && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
