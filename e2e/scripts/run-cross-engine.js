#!/usr/bin/env node
// Runs the cross-engine smoke suite (cross-engine/) in WebKitGTK and Firefox ESR from Debian's
// packages, under Xvfb (MiniBrowser needs a display). On a fresh Debian machine, as root, it
// installs the packages itself; otherwise it stops with one line saying what to install.
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** Debian package → the file it brings that the suite runs. */
const PACKAGES = {
  'webkit2gtk-driver': process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
  // MiniBrowser comes with the WebKitGTK library the driver depends on.
  'libwebkit2gtk-4.1-0':
    process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  'firefox-esr': process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  xvfb: '/usr/bin/xvfb-run',
};

function missingPackages() {
  return Object.entries(PACKAGES)
    .filter(([, file]) => !fs.existsSync(file))
    .map(([name]) => name);
}

function ensurePackages() {
  let missing = missingPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`cross-engine: installing ${missing.join(' ')} (apt-get install -y)…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    if (update.status === 0) {
      spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
    }
    missing = missingPackages();
    if (missing.length === 0) return;
  }
  console.error(
    `cross-engine: ${missing.join(', ')} not installed. Run: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}

ensurePackages();
// A screen tall enough for a whole page's screenshot at phone width (WebDriver captures what
// the window shows).
const result = spawnSync(
  'xvfb-run',
  [
    '--auto-servernum',
    '--server-args=-screen 0 1280x8000x24',
    'npx',
    'playwright',
    'test',
    '--config',
    'cross-engine.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' },
);
process.exit(result.status ?? 1);
