import type { FastifyInstance } from 'fastify';

import { commonSecurityHeaders, DOCS_CSP, JSON_CSP } from '@smunity/security-headers';

// The api's use of the site's header policy (the security-headers package holds the values, one
// source with the front-end servers; docs/security-headers.md explains each header): the headers
// of a JSON answer, and one hook that sets them on every answer.

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
