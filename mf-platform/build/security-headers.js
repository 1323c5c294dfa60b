// The response-header policy of the site's front-end servers: the shell's and each remote's
// static server (tools/site/static-server.js) and the webpack dev servers (./webpack.js). The
// api sends the same common headers from api/src/http/security-headers.ts; a test in
// tools/site/__tests__ keeps the two equal. docs/security-headers.md and docs/adr/0027 say why.
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
 * A remote's origin answers only its JavaScript, CSS and manifests for the shell: as a document
 * it may load, run and embed nothing, and it is never framed.
 */
const REMOTE_ORIGIN_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** HTTPS=on|off as the api reads it (api/src/config.ts): on, true, 1 / off, false, 0. */
function httpsFromEnv(env = process.env) {
  const raw = (env.HTTPS ?? '').trim().toLowerCase();
  if (raw === '') return false;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new Error(`HTTPS must be on or off, got "${raw}"`);
}

/** Headers every answer of every server carries, whatever its type. */
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

/**
 * The origins of the remotes named in remotes.json (the shell's run-time discovery: a manifest
 * URL, or { entry, mode }). An entry that is not an http(s) URL is an error, never a hole in the
 * policy; a same-origin path ('/remotes/x/mf-manifest.json') needs no origin of its own.
 * @param {Record<string, unknown>} remotesJson
 * @returns {string[]} sorted, without duplicates
 */
function remoteOriginsOf(remotesJson) {
  if (!remotesJson || typeof remotesJson !== 'object' || Array.isArray(remotesJson)) {
    throw new Error('remotes.json must be an object of remote name → entry');
  }
  const origins = new Set();
  for (const [name, value] of Object.entries(remotesJson)) {
    const entry = typeof value === 'string' ? value : value?.entry;
    if (typeof entry !== 'string') throw new Error(`remotes.json: ${name} has no entry URL`);
    if (entry.startsWith('/') && !entry.startsWith('//')) continue;
    let url;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`remotes.json: ${name}'s entry "${entry}" is not a URL`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`remotes.json: ${name}'s entry "${entry}" is not an http(s) URL`);
    }
    origins.add(url.origin);
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of the site's pages (the shell's document, and a remote's page on
 * its dev server). Scripts only from the site and the remotes' origins, never inline or eval;
 * styles likewise (React's style props are CSSOM, allowed; no <style> element is ever inserted,
 * and the build's own inline styles are named by hash).
 * The remote origins are in connect-src too: the federation runtime fetches each mf-manifest.json.
 * @param {object} options
 * @param {string[]} options.remoteOrigins from remoteOriginsOf
 * @param {boolean} [options.analytics] the page loads Google Analytics (GA_MEASUREMENT_ID set)
 * @param {string[]} [options.devSockets] webpack-dev-server's HMR websockets (ws://host:port)
 * @param {boolean} [options.https] also upgrade any http: subresource to https:
 * @param {string[]} [options.styleHashes] the page's own inline <style> elements, each allowed by
 *   its hash ('sha256-…'), never by 'unsafe-inline': the prerendered home page inlines its first
 *   view's CSS (docs/adr/0035)
 */
function siteContentSecurityPolicy({
  remoteOrigins,
  analytics = false,
  devSockets = [],
  https = false,
  styleHashes = [],
}) {
  const ga = analytics ? GOOGLE_ANALYTICS : { script: [], connect: [] };
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remoteOrigins, ...ga.script],
    ['style-src', "'self'", ...remoteOrigins, ...styleHashes],
    ['img-src', ...IMAGE_SOURCES],
    ['font-src', "'self'", ...remoteOrigins],
    ['connect-src', "'self'", ...remoteOrigins, ...ga.connect, ...devSockets],
    ['manifest-src', "'self'"],
    ['worker-src', "'none'"],
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
  PERMISSIONS_POLICY,
  REMOTE_ORIGIN_CSP,
  STRICT_TRANSPORT_SECURITY,
  commonSecurityHeaders,
  httpsFromEnv,
  remoteOriginsOf,
  siteContentSecurityPolicy,
};

/**
 * The headers of `npm run dev` (webpack-dev-server, every app): the same page policy as the
 * static servers, with every dev server's origin as a remote origin and its HMR websocket in
 * connect-src. The dev builds use a devtool without eval, so script-src stays exactly as strict.
 * @param {{ devOrigins: string[], env?: NodeJS.ProcessEnv }} options
 */
function devServerHeaders({ devOrigins, env = process.env }) {
  const csp = siteContentSecurityPolicy({
    remoteOrigins: [...new Set(devOrigins)].sort(),
    analytics: Boolean(env.GA_MEASUREMENT_ID),
    devSockets: devOrigins.map((origin) => origin.replace(/^http/, 'ws')),
  });
  return {
    ...commonSecurityHeaders({ https: false }),
    'content-security-policy': csp,
    // The shell loads remote entries and chunks from the remotes' dev servers.
    'access-control-allow-origin': '*',
  };
}

module.exports.devServerHeaders = devServerHeaders;
