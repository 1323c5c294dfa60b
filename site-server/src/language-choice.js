// The header's language switch when no script handles it (docs/adr/0062): before the page has
// hydrated, a tap on the switch submits its form here, as does a browser without JavaScript. The
// choice is remembered in the `lang` cookie exactly as the shell's switch sets it, and the visitor
// is sent back to the page they were on, which the next request renders in the new language.
'use strict';

const {
  LANGUAGE_CHOICE_PATH,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  siteLanguageOr,
} = require('@smunity/site-language');
const { languageOf } = require('./visitor-language');

/** The form's two or three short fields; anything longer is not our switch. */
const FORM_BODY_LIMIT_BYTES = 1024;

const UNKNOWN_LANGUAGE = {
  ko: '지원하지 않는 언어입니다. 한국어(ko)나 영어(en)를 골라 주세요.',
  en: 'That language is not offered. Choose Korean (ko) or English (en).',
};

/**
 * The page to go back to: the path of the form's page (the Referer a same-origin form sends) when
 * it is a page of this host, else the home page. Hosts are compared without their ports: the front
 * door forwards Host without one (deploy/nginx/site.conf.template). Only a path is ever sent
 * back, so the answer can never lead anywhere but this site.
 * @param {import('fastify').FastifyRequest} request
 */
function pageBack(request) {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return '/';
  const from = new URL(referer);
  if (from.hostname !== request.hostname) return '/';
  return `${from.pathname}${from.search}`;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ https: boolean }} options `Secure` on the cookie when the site is served over https
 */
async function registerLanguageChoice(app, { https }) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post(LANGUAGE_CHOICE_PATH, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const language = siteLanguageOr(form.get('language'));
      if (language === null) {
        return reply
          .code(400)
          .header('vary', 'Cookie, Accept-Language')
          .type('text/plain; charset=utf-8')
          .send(`${UNKNOWN_LANGUAGE[languageOf(request)]}\n`);
      }
      const cookie = [
        `${LANGUAGE_COOKIE}=${language}`,
        `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`,
        'Path=/',
        'SameSite=Lax',
        ...(https ? ['Secure'] : []),
      ].join('; ');
      return reply
        .code(303)
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .header('location', pageBack(request))
        .send();
    });
  });
}

module.exports = { registerLanguageChoice };
