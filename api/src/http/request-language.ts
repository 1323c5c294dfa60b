import { requestLanguage, type SiteLanguage } from '@smunity/site-language';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the request is answered in (error messages, a new member's language): the
     * site's `lang` cookie, else Accept-Language, else Korean (@smunity/site-language).
     */
    readonly language: SiteLanguage;
  }
}

/** The language of `request`'s headers, as the page server and the browser read it too. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): SiteLanguage {
  return requestLanguage({
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * `request.language` on every routed request: a getter on the request's prototype, read from the
 * headers when asked (most requests never ask). A request refused before routing
 * (frameworkErrors) has no decorations: the error handler asks `languageOf` itself.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this);
    },
  });
}
