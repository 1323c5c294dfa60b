import { requestLanguage, type SiteLanguage } from '@smunity/site-language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** The headers `languageOf` reads, for a cache to keep one answer per language. */
export function varyOnLanguage(reply: FastifyReply): void {
  reply.header(
    'vary',
    [reply.getHeader('vary'), 'Cookie, Accept-Language'].filter(Boolean).join(', '),
  );
}

/**
 * `answer` in the request's language: as it is (Korean), or `english(answer)` for an English
 * request. The answer is made (or cached) in Korean and translated here, when it is sent, so a
 * cached answer never carries one language's texts to another's request (ADR 0063).
 */
export function inRequestLanguage<Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  english: (answer: Answer) => Answer,
): Answer {
  varyOnLanguage(reply);
  return request.language === 'en' ? english(answer) : answer;
}
