// The registry of remotes (mf-platform/remotes.registry.json) as the tooling reads it: the site
// runner, deploy-remote and the contract check all go through here.
'use strict';

/**
 * @typedef {{ container: string, folder: string, port: number, portEnv: string, area: string,
 *   header?: boolean }} RemoteEntry
 * @type {{ remotes: RemoteEntry[] }}
 */
const { remotes: REMOTES } = require('@smunity/mf-platform/remotes.registry.json');

/**
 * @param {string} remote container name (mfe_qna) or workspace folder (mfe-qna)
 * @returns {RemoteEntry}
 */
function findRemote(remote) {
  const entry = REMOTES.find(({ container, folder }) => remote === container || remote === folder);
  if (!entry) {
    const known = REMOTES.map(({ folder }) => folder).join(', ');
    throw new Error(`Unknown remote "${remote}". Known: ${known}.`);
  }
  return entry;
}

module.exports = { REMOTES, findRemote };
