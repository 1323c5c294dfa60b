// The Content-Security-Policy of the shell's page follows remotes.json: its script, style and
// connect sources are the origins of the remotes named there. deploy-remote.js rewrites the file
// (atomically: a new file renamed over the old one) to move a remote, even to a new origin, so
// the policy is computed at start and again whenever the file changes: no shell rebuild or
// restart (docs/adr/0027). The prerendered home page's inline styles are allowed by their hashes.
'use strict';

const { siteContentSecurityPolicy } = require('@smunity/security-headers');
const { remoteOriginsOf } = require('@smunity/mf-platform/contract/remote-origins');
const { followRemotesFile } = require('./followed-remotes');

/**
 * @param {object} options
 * @param {string} [options.remotesFile] remotes.json; without it, the page may load no remote
 * @param {boolean} options.analytics Google Analytics is on (GA_MEASUREMENT_ID)
 * @param {boolean} options.https
 * @param {() => Promise<string[]>} [options.styleHashes] the page's inline styles ('sha256-…')
 * @param {(message: string) => void} [options.warn]
 * @returns {Promise<(pageStyleHashes?: string[]) => Promise<string>>} the current policy, with
 *   the served page's own inline styles if it has some; rejects at start when remotes.json is
 *   unreadable or names a remote without an http(s) URL
 */
async function siteCspFollowingRemotes({
  remotesFile,
  analytics,
  https,
  styleHashes = async () => [],
  warn,
}) {
  const origins = remotesFile
    ? await followRemotesFile({ remotesFile, derive: remoteOriginsOf, warn })
    : async () => ({ value: [] });
  return async (pageStyleHashes = []) =>
    siteContentSecurityPolicy({
      remoteOrigins: (await origins()).value,
      analytics,
      https,
      styleHashes: [...new Set([...(await styleHashes()), ...pageStyleHashes])],
    });
}

module.exports = { siteCspFollowingRemotes };
