// The site and browser a page bench drives: the production builds served as `npm start` serves
// them, on the bench's own ports with a temporary data folder, and Debian's Chromium; both stopped
// and the folder removed however the bench ends.
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { sitePorts, startSite } = require('../site/site-processes');
const { CHROMIUM, CHROMIUM_ARGS } = require('./browser');

/**
 * Runs `bench` with a started site and a launched browser.
 * @template T
 * @param {{ portBase: number, dataPrefix: string, chromiumArgs?: string[] }} options
 * @param {(started: { site: Awaited<ReturnType<typeof startSite>>,
 *   browser: import('playwright-core').Browser }) => Promise<T>} bench
 * @returns {Promise<T>}
 */
async function withSiteAndBrowser({ portBase, dataPrefix, chromiumArgs = CHROMIUM_ARGS }, bench) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataPrefix));
  const site = await startSite({ ports: sitePorts(portBase), dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  try {
    return await bench({ site, browser });
  } finally {
    await browser.close();
    await site.stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench's main: an error is printed and the exit status is 1. */
function runBench(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { runBench, withSiteAndBrowser };
