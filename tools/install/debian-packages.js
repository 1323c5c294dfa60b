// Debian packages a test suite runs besides Node (Chromium, nginx, WebKitGTK, …): on a fresh
// Debian machine, as root, they are installed with apt-get; otherwise the suite stops with one
// line saying what to run. One way for every suite (e2e, cross-engine).
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');

/**
 * The packages whose file is missing, installed if we may; throws with one line saying what to
 * install otherwise.
 * @param {string} suite who needs them, for the messages (e.g. "e2e")
 * @param {Record<string, string>} packages Debian package → a file it brings that the suite runs
 */
function ensureDebianPackages(suite, packages) {
  const missing = () =>
    Object.entries(packages)
      .filter(([, file]) => !fs.existsSync(file))
      .map(([name]) => name);
  let absent = missing();
  if (absent.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`${suite}: installing ${absent.join(' ')} (apt-get install -y)…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    if (update.status === 0) {
      spawnSync('apt-get', ['install', '-y', '-qq', ...absent], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    }
    absent = missing();
    if (absent.length === 0) return;
  }
  throw new Error(
    `${suite}: ${absent.join(', ')} not installed. Run: sudo apt-get install -y ${absent.join(' ')}`,
  );
}

/** What the shipped front door (deploy/nginx) needs to run in a test. */
const FRONT_DOOR_PACKAGES = {
  nginx: '/usr/sbin/nginx',
  'libnginx-mod-http-brotli-static': '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  openssl: '/usr/bin/openssl',
};

module.exports = { ensureDebianPackages, FRONT_DOOR_PACKAGES };
