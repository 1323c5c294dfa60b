// The origins of the remotes that remotes.json names: the page's CSP allows scripts from exactly
// these (site-server/src/site-policy.js at run time; docs/security-headers.md).
'use strict';

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

module.exports = { remoteOriginsOf };
