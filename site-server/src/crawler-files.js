// The files crawlers and security researchers ask every site for: robots.txt, sitemap.xml and
// /.well-known/security.txt (RFC 9116). The shell's origin serves all three; a remote's origin
// serves only JavaScript for the shell, so its robots.txt keeps crawlers out entirely.
// Every absolute URL in them is on SITE_URL (@smunity/site-settings), never on the
// request's Host header, which a client chooses and a cache would keep.
'use strict';

/** Pages anyone may read (shared-ui's ROUTES). */
const PUBLIC_PAGES = ['/', '/qna/questions', '/qna/terms', '/qna/privacy'];
/**
 * Kept out of search results: the areas that need a session, the api, and /shared/{token} (a
 * member's result shared by link: meant for the people given the link, not for a search engine).
 */
const PRIVATE_PREFIXES = ['/mypage', '/accounts', '/api', '/shared'];

/** The board's questions are read from the api at most this often. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
/** After a failed read, try again this soon rather than serving a short sitemap for ten minutes. */
const SITEMAP_RETRY_MS = 30 * 1000;
/** The api's largest page of questions, and the sitemap protocol's limit of URLs per file. */
const QUESTIONS_PAGE_SIZE = 50;
const MAX_SITEMAP_URLS = 50_000;
/** RFC 9116 §2.5.5: Expires should be less than a year ahead; recomputed on every answer. */
const SECURITY_TXT_LIFETIME_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

const REMOTE_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/** @typedef {{ path: string, lastmod?: string }} SitemapEntry a page, and when it last changed */

/** @param {string} siteUrl */
function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * RFC 9116: Contact (required; a mailto: or https: URI), Expires (required), the languages
 * reports may be written in, and where the file canonically lives.
 * @param {{ siteUrl: string, contact: string, now: Date }} options
 */
function securityTxt({ siteUrl, contact, now }) {
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: ko, en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/**
 * SECURITY_CONTACT: a mailto: or https: URI (RFC 9116 §2.5.3); a bare address becomes mailto:.
 * Unset, it is security@ the site's host: set it to an address someone reads.
 * @param {Record<string, string | undefined>} env
 * @param {string} siteUrl
 */
function securityContactFrom(env, siteUrl) {
  const value = (env.SECURITY_CONTACT ?? '').trim();
  if (!value) return `mailto:security@${new URL(siteUrl).hostname}`;
  if (/^[^@\s:/]+@[^@\s]+$/.test(value)) return `mailto:${value}`;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SECURITY_CONTACT must be an e-mail address or a mailto:/https: URI, not ${value}`,
    );
  }
  if (url.protocol !== 'mailto:' && url.protocol !== 'https:') {
    throw new Error(`SECURITY_CONTACT must be a mailto: or https: URI, not ${value}`);
  }
  return url.href;
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * @param {string} siteUrl
 * @param {SitemapEntry[]} entries
 */
function sitemapXml(siteUrl, entries) {
  const urls = entries.map(({ path, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(siteUrl + path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null;

/**
 * The api's page of questions, or an error for an answer of another shape.
 * @param {unknown} body
 * @param {number} page
 * @returns {{ content: Record<string, unknown>[], last?: unknown }}
 */
function questionsPageOf(body, page) {
  if (!isObject(body) || !Array.isArray(body.content) || !body.content.every(isObject)) {
    throw new Error(`questions page ${page}: not a page of questions`);
  }
  return { content: body.content, last: body.last };
}

/**
 * Every question of the board (GET /api/v1/questions, newest first) as sitemap entries.
 * @param {string} apiUrl
 * @param {typeof fetch} fetchImpl
 * @returns {Promise<SitemapEntry[]>}
 */
async function readQuestionEntries(apiUrl, fetchImpl) {
  const limit = MAX_SITEMAP_URLS - PUBLIC_PAGES.length;
  /** @type {SitemapEntry[]} */
  const entries = [];
  for (let page = 0; entries.length < limit; page += 1) {
    const response = await fetchImpl(
      `${apiUrl}/api/v1/questions?page=${page}&size=${QUESTIONS_PAGE_SIZE}`,
      { signal: AbortSignal.timeout(5000) },
    );
    if (!response.ok) throw new Error(`questions page ${page}: HTTP ${response.status}`);
    const body = questionsPageOf(await response.json(), page);
    for (const question of body.content) {
      entries.push({
        path: `/qna/questions/${Number(question.id)}`,
        lastmod: String(question.updatedAt).slice(0, 10),
      });
    }
    if (body.last || body.content.length === 0) break;
  }
  return entries.slice(0, limit);
}

/**
 * The board's questions, kept for SITEMAP_TTL_MS; concurrent requests share one read. When the
 * api cannot be read, the last good list stays (before the first success: the public pages
 * alone) and the read is tried again after SITEMAP_RETRY_MS.
 * @param {{ apiUrl?: string, fetchImpl?: typeof fetch, now?: () => number }} options
 */
function questionEntriesCache({ apiUrl, fetchImpl = fetch, now = Date.now }) {
  /** @type {SitemapEntry[]} */
  let entries = [];
  let freshUntil = 0;
  /** @type {Promise<void> | undefined} */
  let pending;
  return async function questionEntries() {
    if (!apiUrl || now() < freshUntil) return entries;
    pending ??= readQuestionEntries(apiUrl, fetchImpl)
      .then((read) => {
        entries = read;
        freshUntil = now() + SITEMAP_TTL_MS;
      })
      .catch(() => {
        freshUntil = now() + SITEMAP_RETRY_MS;
      })
      .finally(() => {
        pending = undefined;
      });
    await pending;
    return entries;
  };
}

const TEXT = 'text/plain; charset=utf-8';

/**
 * Fastify plugin for the shell's origin.
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {string} options.siteUrl the public origin (SITE_URL)
 * @param {string} options.securityContact RFC 9116 Contact (securityContactFrom)
 * @param {string} [options.apiUrl] where the api answers (for the board's questions)
 * @param {typeof fetch} [options.fetchImpl]
 * @param {() => number} [options.now]
 */
async function siteCrawlerFiles(app, { siteUrl, securityContact, apiUrl, fetchImpl, now }) {
  const questionEntries = questionEntriesCache({ apiUrl, fetchImpl, now });
  const clock = now ?? Date.now;

  app.get('/robots.txt', async (_request, reply) =>
    reply.type(TEXT).header('cache-control', 'public, max-age=3600').send(robotsTxt(siteUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = [...PUBLIC_PAGES.map((path) => ({ path })), ...(await questionEntries())];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(siteUrl, entries));
  });

  app.get('/.well-known/security.txt', async (_request, reply) =>
    reply
      .type(TEXT)
      .header('cache-control', 'public, max-age=86400')
      .send(securityTxt({ siteUrl, contact: securityContact, now: new Date(clock()) })),
  );
}

/**
 * Fastify plugin for a remote's origin: nothing there is a page.
 * @param {import('fastify').FastifyInstance} app
 */
async function remoteCrawlerFiles(app) {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type(TEXT).header('cache-control', 'public, max-age=3600').send(REMOTE_ROBOTS_TXT),
  );
}

/**
 * A path whose last segment has an extension asks for a file (/no-such-file.js, /favicon.ico),
 * never for a client route: those have none (/qna/questions/3, /accounts/password/reset).
 * @param {string} url
 */
function looksLikeFile(url) {
  const lastSegment = (url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  return /\.[A-Za-z0-9]+$/.test(lastSegment);
}

module.exports = {
  PUBLIC_PAGES,
  looksLikeFile,
  remoteCrawlerFiles,
  securityContactFrom,
  siteCrawlerFiles,
};
