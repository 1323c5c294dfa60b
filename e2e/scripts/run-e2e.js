#!/usr/bin/env node
// Runs the Playwright suite in Debian's Chromium. On a fresh Debian machine, as root, it installs
// what the suite needs from Debian itself; otherwise it stops with one line saying what to run.
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the suite runs besides Node, from Debian: Chromium; nginx with the brotli static module and
 * NSS's certutil for the front-door spec (tests/front-door.spec.ts).
 */
const DEBIAN_NEEDS = [
  { file: chromium, packages: ['chromium'] },
  { file: '/usr/sbin/nginx', packages: ['nginx'] },
  {
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    packages: ['libnginx-mod-http-brotli-static'],
  },
  { file: '/usr/bin/certutil', packages: ['libnss3-tools'] },
];

function ensureDebianPackages() {
  const missing = DEBIAN_NEEDS.filter(({ file }) => !fs.existsSync(file));
  if (missing.length === 0) return;
  const packages = missing.flatMap((need) => need.packages);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`e2e: installing from Debian (apt-get install -y ${packages.join(' ')})…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
        stdio: 'inherit',
        // Debian starts an installed nginx on port 80; the suite starts its own.
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
      });
    if (install && install.status === 0 && missing.every(({ file }) => fs.existsSync(file))) {
      return;
    }
  }
  console.error(
    `e2e: ${missing.map(({ file }) => file).join(', ')} not found. Run: sudo apt-get install -y ${packages.join(' ')}${missing.some(({ file }) => file === chromium) ? ' (or set CHROMIUM_PATH)' : ''}.`,
  );
  process.exit(1);
}

ensureDebianPackages();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: path.resolve(__dirname, '..'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
