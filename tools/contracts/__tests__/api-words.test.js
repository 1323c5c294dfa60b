// The page server answers an /api path it does not pass on as the api would (site-server's
// visitor-language.js). It must not import the api (lint/import-boundaries.mjs), so its words are
// a copy: this holds the copy to the api's own, in both languages.
const { describe, expect, it } = require('@jest/globals');
const { apiNotFound } = require('@smunity/site-server/src/visitor-language');
const { ERROR_CATALOGUE } = require('@smunity/api/src/errors');
const { ENGLISH_ERROR_MESSAGES } = require('@smunity/api/src/messages-en');

/** A request whose `lang` cookie chose the language. */
const requestIn = (language) => ({ headers: { cookie: `lang=${language}` } });

describe("the page server's api-shaped answers", () => {
  it('word a path not found as the api words COMMON007', () => {
    expect(apiNotFound(requestIn('ko'))).toEqual({
      code: 'COMMON007',
      message: ERROR_CATALOGUE.COMMON007.message,
    });
    expect(apiNotFound(requestIn('en'))).toEqual({
      code: 'COMMON007',
      message: ENGLISH_ERROR_MESSAGES.COMMON007,
    });
  });
});
