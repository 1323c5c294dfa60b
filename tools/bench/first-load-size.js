#!/usr/bin/env node
// `npm run size`: the JavaScript a browser downloads for a first load of `/`, per file, gzipped.
// It loads the production build in Chromium (the real request list: shell, shared chunks, and any
// remote the page pulls in), not a guess from the dist folder. Budget: 126 KB gzip.
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');
const { sitePorts, startSite } = require('../site/site-processes');

const BUDGET_BYTES = 126 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function main() {
  const base = Number(process.env.SIZE_PORT_BASE ?? 4900);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-size-'));
  const site = await startSite({
    ports: sitePorts(base),
    dataDir,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(site.url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('First load of / — JavaScript downloaded (gzip -9), largest first:');
    for (const file of files) {
      console.log(
        `  ${kb(file.gzip).padStart(9)}  (${kb(file.raw).padStart(9)} raw)  ${new URL(file.url).pathname}`,
      );
    }
    console.log(
      `  ${kb(total).padStart(9)}  total in ${files.length} files; budget ${kb(BUDGET_BYTES)}`,
    );
    console.log(
      total <= BUDGET_BYTES ? 'within budget' : `over budget by ${kb(total - BUDGET_BYTES)}`,
    );
  } finally {
    await browser.close();
    await site.stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
