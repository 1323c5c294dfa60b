#!/usr/bin/env node
// `npm run size`: the JavaScript a browser downloads for a first load of `/`, per file, gzipped,
// in each language of the site.
// It loads the production build in Chromium (the real request list: shell, shared chunks, and any
// remote the page pulls in), not a guess from the dist folder. Budget: 110 KB gzip (ADR 0006).
// The first load is what the page requests before the shell starts prefetching the areas its
// links lead to (idle time after the load, shell/src/remotes/idlePrefetch.ts); that prefetch is
// listed apart.
'use strict';

const zlib = require('node:zlib');
const { runBench, withSiteAndBrowser } = require('./bench-site');
const { CHROMIUM_ARGS } = require('./browser');

const BUDGET_BYTES = 110 * 1024;
const AREA_PREFETCH_MARK = 'smunity:area-prefetch';
// Nothing but the page on the wire: no update checks, sync or component downloads of Chromium's own.
const ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The first load in each language the site serves: Korean (the default), and English. */
const LANGUAGES = [
  { name: 'Korean', locale: 'ko-KR' },
  { name: 'English', locale: 'en-US' },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the files of `group` and returns their total (gzip bytes). */
function list(title, group) {
  const total = group.reduce((sum, file) => sum + file.gzip, 0);
  console.log(title);
  for (const file of group) {
    console.log(
      `  ${kb(file.gzip).padStart(9)}  (${kb(file.raw).padStart(9)} raw)  ${new URL(file.url).pathname}`,
    );
  }
  return total;
}

/**
 * The scripts a browser whose language is `locale` downloads for `/` (the page server answers in
 * it: docs/adr/0062), split into the first load and the idle prefetch.
 */
async function scriptsOfFirstLoad(browser, site, locale) {
  const context = await browser.newContext({ locale });
  try {
    const page = await context.newPage();
    /** @type {import('playwright-core').Response[]} */
    const scripts = [];
    /** @param {import('playwright-core').Response} response */
    const onResponse = (response) => {
      const type = response.request().resourceType();
      // The idle prefetch fetch()es the areas' scripts into the cache without running them.
      const fetchedScript = type === 'fetch' && new URL(response.url()).pathname.endsWith('.js');
      if (type === 'script' || fetchedScript) scripts.push(response);
    };
    page.on('response', onResponse);
    await page.goto(site.url, { waitUntil: 'networkidle' });
    // What came until the network fell quiet.
    page.off('response', onResponse);
    const startedBeforePrefetch = await page.evaluate((mark) => {
      const prefetchStart = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < prefetchStart)
        .map((entry) => entry.name);
    }, AREA_PREFETCH_MARK);
    const files = (
      await Promise.all(
        scripts.map(async (response) => {
          // The file as the server sends it, read again: a response's body in the browser can be
          // gone by now (a worker's, once the worker has ended: the shell's Intl warm-up).
          const body = Buffer.from(await (await fetch(response.url())).arrayBuffer());
          return {
            url: response.url(),
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
          };
        }),
      )
    ).sort((a, b) => b.gzip - a.gzip);
    return {
      firstLoad: files.filter((file) => startedBeforePrefetch.includes(file.url)),
      prefetched: files.filter((file) => !startedBeforePrefetch.includes(file.url)),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const portBase = Number(process.env.SIZE_PORT_BASE ?? 4900);
  const options = { portBase, dataPrefix: 'smunity-size-', chromiumArgs: ARGS };
  await withSiteAndBrowser(options, async ({ site, browser }) => {
    for (const { name, locale } of LANGUAGES) {
      const { firstLoad, prefetched } = await scriptsOfFirstLoad(browser, site, locale);
      const total = list(
        `First load of / in ${name} — JavaScript downloaded (gzip -9), largest first:`,
        firstLoad,
      );
      console.log(
        `  ${kb(total).padStart(9)}  total in ${firstLoad.length} files (${total} bytes); budget ${kb(BUDGET_BYTES)}`,
      );
      // In bytes: a first load a few bytes over shows as "110.0 KB" like one just under.
      if (total <= BUDGET_BYTES) {
        console.log(`within budget (${BUDGET_BYTES - total} bytes to spare)`);
      } else {
        console.log(`over budget by ${total - BUDGET_BYTES} bytes`);
        process.exitCode = 1;
      }
      if (prefetched.length > 0) {
        const idle = list(
          'Then, on idle, the areas linked from / (not counted above):',
          prefetched,
        );
        console.log(`  ${kb(idle).padStart(9)}  in ${prefetched.length} files`);
      }
    }
  });
}

runBench(main);
