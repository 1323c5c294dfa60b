// remotes.json as the shell's server follows it: deploy-remote.js rewrites the file (a new file
// renamed over the old one) to move or roll back a remote, so it is re-read whenever its identity
// (inode, size, mtime) changes, checked with one stat per request: a rename breaks fs.watch, and
// a stat is exact and cheap (docs/adr/0027). The page's CSP (site-policy.js) and its preload
// hints (area-preload.js) both follow it through here.
'use strict';

const fs = require('node:fs/promises');
const { errorMessage } = require('./caught');

/**
 * @template T
 * @param {object} options
 * @param {string} options.remotesFile
 * @param {(remotesJson: Record<string, unknown>) => T} options.derive what the server needs
 *   from the file; throwing rejects the file (a start fails, later the last good value stays)
 * @param {(message: string) => void} [options.warn]
 * @returns {Promise<() => Promise<{ version: string, value: T }>>} the current value and the
 *   file's version; rejects at start when the file is unreadable or rejected
 */
async function followRemotesFile({
  remotesFile,
  derive,
  warn = (message) => console.error(message),
}) {
  // The file's identity: a rename gives a new inode, an edit in place a new mtime or size.
  const versionOf = (/** @type {import('node:fs').Stats} */ stat) =>
    `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  const read = async () => {
    const stat = await fs.stat(remotesFile);
    const value = derive(JSON.parse(await fs.readFile(remotesFile, 'utf8')));
    return { version: versionOf(stat), value };
  };

  let current = await read();
  /** @type {Promise<void> | undefined} */
  let pending;
  return async function currentRemotes() {
    let version;
    try {
      version = versionOf(await fs.stat(remotesFile));
    } catch (error) {
      warn(`remotes.json: ${errorMessage(error)}; the page keeps the last one`);
      return current;
    }
    if (version === current.version) return current;
    pending ??= read()
      .then((next) => {
        current = next;
      })
      .catch((error) => {
        // A half-written or wrong file: keep the last good one (the shell reads the same file
        // and would fail to load that remote anyway) rather than open the policy up or break pages.
        warn(`remotes.json: ${errorMessage(error)}; the page keeps the last one`);
      })
      .finally(() => {
        pending = undefined;
      });
    await pending;
    return current;
  };
}

module.exports = { followRemotesFile };
