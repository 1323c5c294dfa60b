// What keeps a remote's renderer process from the rest of the machine, beyond Node's permission
// model (no file, process, thread or addon: view-renderer.js). Started by root, the renderer runs
// in a network namespace of its own (`unshare --net`: no interface but a loopback that is down, so
// no address at all, private or public, is reachable) as an unprivileged user (`setpriv`, uid and
// gid 65534, no supplementary groups, no new privileges), so it can signal neither the page server
// nor any other process of the site's user. Started by another user, neither can be done: the
// permission model is the only wall, and a renderer can signal processes of that user and open
// network connections (docs/adr/0044 says what a deployment should do about it).
'use strict';

const fs = require('node:fs');

/** The unprivileged user and group a renderer started by root runs as (nobody / nogroup). */
const RENDERER_UID = 65534;
const UNSHARE = '/usr/bin/unshare';
const SETPRIV = '/usr/bin/setpriv';

/**
 * How to launch the renderer: `execPath` and the arguments before Node's own, for fork().
 * @param {{ uid?: number, exists?: (file: string) => boolean }} [facts] (tests pin them)
 * @returns {{ confined: boolean, execPath: string, wrapper: string[] }}
 */
function rendererLaunch({
  uid = process.getuid?.() ?? -1,
  exists = (file) => fs.existsSync(file),
} = {}) {
  if (uid !== 0 || !exists(UNSHARE) || !exists(SETPRIV)) {
    return { confined: false, execPath: process.execPath, wrapper: [] };
  }
  return {
    confined: true,
    execPath: UNSHARE,
    wrapper: [
      '--net',
      '--',
      SETPRIV,
      `--reuid=${RENDERER_UID}`,
      `--regid=${RENDERER_UID}`,
      '--clear-groups',
      '--no-new-privs',
      '--',
      process.execPath,
    ],
  };
}

module.exports = { RENDERER_UID, rendererLaunch };
