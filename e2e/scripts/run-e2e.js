#!/usr/bin/env node
// Runs the Playwright suite in Debian's Chromium. On a fresh Debian machine, as root, it installs
// what the suite needs from Debian itself; otherwise it stops with one line saying what to run.
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const {
  ensureDebianPackages,
  FRONT_DOOR_PACKAGES,
} = require('@smunity/tools/install/debian-packages');

try {
  ensureDebianPackages('e2e', {
    chromium,
    ...FRONT_DOOR_PACKAGES,
    // The front-door spec's Chromium trusts its throw-away CA through an NSS database.
    'libnss3-tools': '/usr/bin/certutil',
  });
} catch (error) {
  console.error(`${error.message}${fs.existsSync(chromium) ? '' : ' (or set CHROMIUM_PATH)'}`);
  process.exit(1);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: path.resolve(__dirname, '..'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
