// The language a request reads the site in (docs/adr/0062), and the api-shaped answer the page
// server gives itself for an /api path it does not pass on, in that language, as the api would.
'use strict';

const { requestLanguage } = require('@smunity/site-language');

/**
 * The visitor's language: the `lang` cookie, else Accept-Language, else Korean.
 * @param {Pick<import('fastify').FastifyRequest, 'headers'>} request
 */
const languageOf = (request) =>
  requestLanguage({
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });

/**
 * The api's COMMON007, word for word (api/src/errors.ts, api/src/messages-en.ts): the page server
 * does not import the api, so tools/contracts/__tests__/api-words.test.js holds the two together.
 */
const NOT_FOUND_MESSAGES = {
  ko: '요청한 경로를 찾을 수 없습니다.',
  en: 'The requested path was not found.',
};

/**
 * The api's "not found" answer, as the api words it for this request.
 * @param {Pick<import('fastify').FastifyRequest, 'headers'>} request
 */
const apiNotFound = (request) => ({
  code: 'COMMON007',
  message: NOT_FOUND_MESSAGES[languageOf(request)],
});

module.exports = { apiNotFound, languageOf };
