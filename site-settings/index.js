// The settings of the whole site, read the same way by the api (api/src/config.ts), the page server
// (site-server/src/static-server.js) and the shell's build (shell/build/site-assets.js): one
// parser each, so a value one of them accepts is never refused or read otherwise by another.
// Plain CommonJS importing nothing, like the other shared packages (docs/adr/0058).
'use strict';

/** The production site (docs/domain.md); a build or server for another host sets SITE_URL. */
const DEFAULT_SITE_URL = 'https://smunity.co.kr';

/**
 * SITE_URL's origin (no path, no trailing slash), or the default when unset or blank. A value that
 * is not an http(s) URL throws: better a failed start than wrong absolute URLs or Origin checks.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
function siteUrlFrom(env = process.env) {
  const value = (env.SITE_URL ?? '').trim() || DEFAULT_SITE_URL;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an http(s) origin, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) origin, got "${value}"`);
  }
  return url.origin;
}

/**
 * HTTPS=on|off: on, true, 1 / off, false, 0 (any case); unset or blank is off.
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
function httpsFromEnv(env = process.env) {
  const raw = (env.HTTPS ?? '').trim().toLowerCase();
  if (raw === '') return false;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new Error(`HTTPS must be on or off, got "${raw}"`);
}

module.exports = { DEFAULT_SITE_URL, httpsFromEnv, siteUrlFrom };
