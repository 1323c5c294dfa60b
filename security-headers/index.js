// @ts-check
// The site's response-header policy, one source for every server that answers a browser: the api
// (api/src/http/security-headers.ts sets it on each answer), the static servers of `npm start` and
// the e2e suite (site-server/src/static-server.js) and the webpack dev servers
// (mf-platform/build/security-headers.js). docs/security-headers.md explains each header,
// docs/adr/0027 and docs/adr/0029 why the values live here.
'use strict';

/** Features the site never uses: no page or frame of ours may ask for them. */
const PERMISSIONS_POLICY = [
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
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer of every server carries, whatever its type.
 * @param {{ https: boolean }} options
 * @returns {Record<string, string>}
 */
function commonSecurityHeaders({ https }) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // For browsers without CSP frame-ancestors.
    'x-frame-options': 'DENY',
    ...(https && { 'strict-transport-security': STRICT_TRANSPORT_SECURITY }),
  };
}

/** The api's JSON never runs, embeds or is embedded: nothing is allowed. */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The api's /api/docs (Swagger UI): its own scripts, styles and data: images only. Styles allow
 * 'unsafe-inline' because Swagger UI's React components set style attributes; scripts do not.
 */
const DOCS_CSP = [
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

/**
 * A remote's origin answers only its JavaScript, CSS and manifests for the shell: as a document
 * it may load, run and embed nothing, and it is never framed.
 */
const REMOTE_ORIGIN_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Google Analytics 4 (gtag.js), only when the shell is built with GA_MEASUREMENT_ID: the origins
 * Google documents for GA4 under a CSP.
 */
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
};

/**
 * Images may come from any web address: members' Markdown on the Q&A board shows images by URL
 * (mfe-qna's urlPolicy: http and https only, sent without a referrer). An image cannot run
 * script; what it can leak (the reader's address to that host) the board accepted already.
 */
const IMAGE_SOURCES = ["'self'", 'data:', 'https:', 'http:'];

/**
 * The Content-Security-Policy of the site's pages (the shell's document, and a remote's page on
 * its dev server). Scripts only from the site and the remotes' origins, never inline or eval;
 * styles likewise (React's style props are CSSOM, allowed; no <style> element is ever inserted,
 * and the build's own inline styles are named by hash).
 * The remote origins are in connect-src too: the federation runtime fetches each mf-manifest.json.
 * @param {object} options
 * @param {string[]} options.remoteOrigins the origins of the remotes the page may load
 * @param {boolean} [options.analytics] the page loads Google Analytics (GA_MEASUREMENT_ID set)
 * @param {string[]} [options.devSockets] webpack-dev-server's HMR websockets (ws://host:port)
 * @param {boolean} [options.https] also upgrade any http: subresource to https:
 * @param {string[]} [options.styleHashes] the page's own inline <style> elements, each allowed by
 *   its hash ('sha256-…'), never by 'unsafe-inline': the prerendered home page inlines its first
 *   view's CSS (docs/adr/0035)
 * @returns {string}
 */
function siteContentSecurityPolicy({
  remoteOrigins,
  analytics = false,
  devSockets = [],
  https = false,
  styleHashes = [],
}) {
  const ga = analytics ? GOOGLE_ANALYTICS : { script: [], connect: [] };
  /** @type {string[][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remoteOrigins, ...ga.script],
    ['style-src', "'self'", ...remoteOrigins, ...styleHashes],
    ['img-src', ...IMAGE_SOURCES],
    ['font-src', "'self'", ...remoteOrigins],
    ['connect-src', "'self'", ...remoteOrigins, ...ga.connect, ...devSockets],
    ['manifest-src', "'self'"],
    // Same-origin workers only: the shell readies Intl's locale data on one (docs/adr/0066).
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

module.exports = {
  DOCS_CSP,
  JSON_CSP,
  PERMISSIONS_POLICY,
  REMOTE_ORIGIN_CSP,
  STRICT_TRANSPORT_SECURITY,
  commonSecurityHeaders,
  siteContentSecurityPolicy,
};
