// SITE_URL: the origin the public site is served from, one meaning everywhere. The shell's build
// writes it into the link-preview tags (og:url, og:image must be absolute: shell/build/site-assets.js);
// the shell's server names it in robots.txt, sitemap.xml and security.txt (site-server/src/crawler-files.js).
'use strict';

/** The production site (docs/domain.md); a build or server for another host sets SITE_URL. */
const DEFAULT_SITE_URL = 'https://smunity.co.kr';

/** SITE_URL's origin (no path, no trailing slash), or the default when unset or blank. */
function siteUrlFrom(env = process.env) {
  const value = (env.SITE_URL ?? '').trim() || DEFAULT_SITE_URL;
  const url = new URL(value); // throws on a typo: better a failed start than wrong absolute URLs
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL, not ${value}`);
  }
  return url.origin;
}

module.exports = { DEFAULT_SITE_URL, siteUrlFrom };
