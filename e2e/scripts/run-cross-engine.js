#!/usr/bin/env node
// Runs the cross-engine smoke suite (cross-engine/) in WebKitGTK and Firefox ESR from Debian's
// packages, under Xvfb (MiniBrowser needs a display). On a fresh Debian machine, as root, it
// installs the packages itself; otherwise it stops with one line saying what to install.
'use strict';

const { spawnSync } = require('node:child_process');
const path = require('node:path');

/** Debian's multiarch folder of this machine's libraries. */
const LIBRARY_DIR = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;

/** The browsers the suite runs (cross-engine/engines.ts reads them from these variables). */
const BROWSERS = {
  WEBKIT_WEBDRIVER_PATH: process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
  WEBKIT_MINIBROWSER_PATH:
    process.env.WEBKIT_MINIBROWSER_PATH ?? `${LIBRARY_DIR}/webkit2gtk-4.1/MiniBrowser`,
  FIREFOX_PATH: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
};

/** Debian package → the file it brings that the suite runs. */
const PACKAGES = {
  'webkit2gtk-driver': BROWSERS.WEBKIT_WEBDRIVER_PATH,
  // MiniBrowser comes with the WebKitGTK library the driver depends on.
  'libwebkit2gtk-4.1-0': BROWSERS.WEBKIT_MINIBROWSER_PATH,
  'firefox-esr': BROWSERS.FIREFOX_PATH,
  xvfb: '/usr/bin/xvfb-run',
};

try {
  require('@smunity/tools/install/debian-packages').ensureDebianPackages('cross-engine', PACKAGES);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
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
  { cwd: path.resolve(__dirname, '..'), env: { ...process.env, ...BROWSERS }, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
