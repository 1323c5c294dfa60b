// The Content-Security-Policy of the shell's page follows remotes.json: its script, style and
// connect sources are the origins of the remotes named there. deploy-remote.js rewrites the file
// (atomically: a new file renamed over the old one) to move a remote, even to a new origin, so
// the policy is computed at start and again whenever the file changes: no shell rebuild or
// restart (docs/adr/0027).
'use strict';

const fs = require('node:fs/promises');
const { siteContentSecurityPolicy } = require('security-headers');
const { remoteOriginsOf } = require('mf-platform/build/security-headers');

/**
 * @param {object} options
 * @param {string} [options.remotesFile] remotes.json; without it, the page may load no remote
 * @param {boolean} options.analytics Google Analytics is on (GA_MEASUREMENT_ID)
 * @param {boolean} options.https
 * @param {(message: string) => void} [options.warn]
 * @returns {Promise<() => Promise<string>>} the current policy; rejects at start when
 *   remotes.json is unreadable or names a remote without an http(s) URL
 */
async function siteCspFollowingRemotes({
  remotesFile,
  analytics,
  https,
  warn = (message) => console.error(message),
}) {
  const policyFor = (remoteOrigins) =>
    siteContentSecurityPolicy({ remoteOrigins, analytics, https });
  if (!remotesFile) {
    const fixed = policyFor([]);
    return async () => fixed;
  }

  // The file's identity: a rename gives a new inode, an edit in place a new mtime or size.
  const versionOf = (stat) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  const read = async () => {
    const stat = await fs.stat(remotesFile);
    const origins = remoteOriginsOf(JSON.parse(await fs.readFile(remotesFile, 'utf8')));
    return { version: versionOf(stat), policy: policyFor(origins) };
  };

  let current = await read();
  let pending;
  return async function currentPolicy() {
    let version;
    try {
      version = versionOf(await fs.stat(remotesFile));
    } catch (error) {
      warn(`remotes.json: ${error.message}; the page keeps its last policy`);
      return current.policy;
    }
    if (version === current.version) return current.policy;
    pending ??= read()
      .then((next) => {
        current = next;
      })
      .catch((error) => {
        // A half-written or wrong file: keep the last good policy (the shell reads the same
        // file and would fail to load that remote anyway) rather than open it up or break pages.
        warn(`remotes.json: ${error.message}; the page keeps its last policy`);
      })
      .finally(() => {
        pending = undefined;
      });
    await pending;
    return current.policy;
  };
}

module.exports = { siteCspFollowingRemotes };
