// The api's answers a page is rendered with (docs/adr/0044). A guest's (the board's first page, a
// question) are asked as a guest asks them (no cookie) and kept a few seconds, so a burst of
// guests costs the api one read per URL; a member's are asked with the member's own token and
// never kept. Only a 200 with a JSON body is an answer; a 404 says what the page shows is not
// there (a question: the page goes out with a 404); any other status, a failure or a slow api
// leaves the page without its data, as before. Every read is asked in the page's language (the
// api's texts are in it: docs/adr/0063) and kept per language. A write that succeeds through this
// server's proxy drops the kept answers of what it wrote (`forgetWritten`): the student who
// posted, or a guest after them, sees the change here at once; another replica's kept answers
// age out.
'use strict';

const { DEFAULT_LANGUAGE } = require('@smunity/site-language');
const { setNewest } = require('./newest-kept');

/** The api's 404 to one of a page's reads: the thing the page shows is not there. */
const NOT_THERE = Symbol('not there');

/** How long an answer is served to guests: a new question shows on a guest's board this late. */
const ANSWER_TTL_MS = 5000;
/** URLs kept at once (a question's page is one per id): the oldest go first. */
const MAX_URLS = 500;
/** An answer larger than this is not put into a page. */
const MAX_ANSWER_BYTES = 256 * 1024;
const ANSWER_TIMEOUT_MS = 1000;

/**
 * @typedef {{ body: unknown } | typeof NOT_THERE | undefined} Answer the api's answer to a read
 * @typedef {import('@smunity/site-language').SiteLanguage} SiteLanguage
 */

/**
 * @param {object} options
 * @param {string} options.apiUrl the api's origin, as the shell's server proxies /api to it
 * @param {(url: string, init: RequestInit) => Promise<Response>} [options.fetchApi]
 * @param {() => number} [options.now] the clock (ms)
 * @param {number} [options.ttlMs]
 * @param {number} [options.maxUrls]
 * @returns {((urls: readonly string[], optional?: readonly string[], requestId?: string,
 *   language?: SiteLanguage) => Promise<Record<string, unknown> | typeof NOT_THERE | undefined>)
 *   & { forgetWritten: (path: string) => void }}
 *   every URL's answer and those of the optional URLs that have one, the same object while all
 *   of them are fresh; NOT_THERE if the api answered one of `urls` with 404, undefined if one has
 *   no answer (requestId: the page's request, whose id a read it starts carries to the api);
 *   `forgetWritten(path)`: a write to `path` succeeded, its collection's kept answers are stale
 */
function firstAnswers({
  apiUrl,
  fetchApi = fetch,
  now = Date.now,
  ttlMs = ANSWER_TTL_MS,
  maxUrls = MAX_URLS,
}) {
  /** @type {Map<string, { at: number, answer: Promise<Answer> }>} */
  const kept = new Map();
  /**
   * The last set of answers handed out per list of URLs: the same object while nothing changed.
   * @type {Map<string, { answers: Answer[], set: Record<string, unknown> }>}
   */
  const sets = new Map();

  /**
   * @param {string} url
   * @param {string | undefined} requestId
   * @param {SiteLanguage} language
   */
  function answerOf(url, requestId, language) {
    const key = `${language}|${url}`;
    const known = kept.get(key);
    if (known && now() - known.at < ttlMs) return known.answer;
    const headers = { ...languageHeader(language), ...requestIdHeader(requestId) };
    const answer = askApi(fetchApi, apiUrl, url, headers).catch(() => undefined);
    setNewest(kept, key, { at: now(), answer }, maxUrls);
    return answer;
  }

  /**
   * A write under /api/v1/<collection> (a question posted, answered or deleted) may change any
   * read of that collection (the board's pages, the question's page): all of them go, in every
   * language.
   * @param {string} path the written path, as the browser addressed it
   */
  function forgetWritten(path) {
    const collection = collectionOf(path);
    if (!collection) return;
    for (const key of kept.keys()) {
      const url = key.slice(key.indexOf('|') + 1);
      if (collectionOf(url) === collection) kept.delete(key);
    }
  }

  /**
   * @param {readonly string[]} urls
   * @param {readonly string[]} [optional]
   * @param {string} [requestId]
   * @param {SiteLanguage} [language]
   * @returns {Promise<Record<string, unknown> | typeof NOT_THERE | undefined>}
   */
  async function answersFor(urls, optional = [], requestId, language = DEFAULT_LANGUAGE) {
    const all = [...urls, ...optional];
    if (urls.length === 0 || !all.every((url) => url.startsWith('/api/'))) return undefined;
    const answers = await Promise.all(all.map((url) => answerOf(url, requestId, language)));
    const needed = answers.slice(0, urls.length);
    if (needed.includes(NOT_THERE)) return NOT_THERE;
    if (needed.some((answer) => answer === undefined)) return undefined;
    const key = `${language}|${urls.join('\n')}\n\n${optional.join('\n')}`;
    const last = sets.get(key);
    if (last && last.answers.every((answer, index) => answer === answers[index])) return last.set;
    const set = Object.fromEntries(
      all.flatMap((url, index) => {
        const answer = answers[index];
        return answer !== undefined && answer !== NOT_THERE ? [[url, answer.body]] : [];
      }),
    );
    setNewest(sets, key, { answers, set }, maxUrls);
    return set;
  }

  return Object.assign(answersFor, { forgetWritten });
}

/**
 * The collection an api path belongs to (`/api/v1/questions` for `/api/v1/questions/7/answer`
 * or `/api/v1/questions?page=0`), undefined outside /api/<version>/.
 * @param {string} path
 */
function collectionOf(path) {
  const [, api, version, collection] = (path.split(/[?#]/, 1)[0] ?? '').split('/');
  return api === 'api' && version && collection ? `/api/${version}/${collection}` : undefined;
}

/**
 * The api's 200 JSON answer to a GET of `url`, NOT_THERE for its 404, or undefined.
 * @param {(url: string, init: RequestInit) => Promise<Response>} fetchApi
 * @param {string} apiUrl
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<Answer>}
 */
async function askApi(fetchApi, apiUrl, url, headers) {
  const response = await fetchApi(new URL(url, apiUrl).href, {
    headers: { accept: 'application/json', ...headers },
    redirect: 'error',
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('application/json')) {
    await response.body?.cancel();
    return response.status === 404 ? NOT_THERE : undefined;
  }
  const text = await response.text();
  if (Buffer.byteLength(text) > MAX_ANSWER_BYTES) return undefined;
  return { body: JSON.parse(text) };
}

/**
 * A member's answers for the member's own page: asked with the member's token, passed on as the
 * proxy passes the member's requests (their address in X-Forwarded-For: the api limits per
 * student, not per shell), never kept or shared. Every URL must answer, else undefined (an
 * expired token, say: the page goes out as before, and the browser renews the token).
 * @param {object} options
 * @param {string} options.apiUrl
 * @param {(url: string, init: RequestInit) => Promise<Response>} [options.fetchApi]
 * @returns {(urls: readonly string[], member: { accessToken: string, clientIp: string,
 *   requestId?: string, language?: SiteLanguage }) => Promise<Record<string, unknown> | undefined>}
 */
function membersAnswers({ apiUrl, fetchApi = fetch }) {
  return async function answersFor(
    urls,
    { accessToken, clientIp, requestId, language = DEFAULT_LANGUAGE },
  ) {
    if (urls.length === 0 || !urls.every((url) => url.startsWith('/api/'))) return undefined;
    const headers = {
      authorization: `Bearer ${accessToken}`,
      'x-forwarded-for': clientIp,
      ...languageHeader(language),
      ...requestIdHeader(requestId),
    };
    const answers = await Promise.all(
      urls.map((url) => askApi(fetchApi, apiUrl, url, headers).catch(() => undefined)),
    );
    // A member's read the api refuses with 404 (a member gone meanwhile) is no answer either.
    /** @type {unknown[]} */
    const bodies = [];
    for (const answer of answers) {
      if (answer === undefined || answer === NOT_THERE) return undefined;
      bodies.push(answer.body);
    }
    return Object.fromEntries(urls.map((url, index) => [url, bodies[index]]));
  };
}

/**
 * The page's request id for the api (which keeps it from this trusted proxy and logs the read
 * under it, docs/operations.md "Request ids"), when there is one.
 * @param {string | undefined} requestId
 * @returns {Record<string, string>}
 */
const requestIdHeader = (requestId) => (requestId ? { 'x-request-id': requestId } : {});

/**
 * The page's language, as the api reads a browser's (a page's answers are the ones its browser
 * would get: the same texts, so the hydration matches).
 * @param {SiteLanguage} language
 */
const languageHeader = (language) => ({ 'accept-language': language });

// NOT_THERE keeps its own type (`unique symbol`) for the requiring modules: TypeScript 7 widens
// a symbol in an object literal to `symbol`, and `answer !== NOT_THERE` would narrow nothing.
module.exports = {
  ANSWER_TTL_MS,
  NOT_THERE: /** @type {typeof NOT_THERE} */ (NOT_THERE),
  firstAnswers,
  membersAnswers,
};
