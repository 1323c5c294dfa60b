// What the site's front-end servers add to the header policy of the security-headers package
// (the one source the api uses too): HTTPS read from the environment, the remote origins of
// remotes.json for the page's CSP (site-server/src/static-server.js), and the webpack dev servers'
// headers (./webpack.js). docs/security-headers.md and docs/adr/0027 say why.
'use strict';

const { commonSecurityHeaders, siteContentSecurityPolicy } = require('@smunity/security-headers');

/** HTTPS=on|off as the api reads it (api/src/config.ts): on, true, 1 / off, false, 0. */
function httpsFromEnv(env = process.env) {
  const raw = (env.HTTPS ?? '').trim().toLowerCase();
  if (raw === '') return false;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new Error(`HTTPS must be on or off, got "${raw}"`);
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
    const entry =
      typeof value === 'string' ? value : /** @type {{ entry?: unknown } | null} */ (value)?.entry;
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

module.exports = { devServerHeaders, httpsFromEnv, remoteOriginsOf };
