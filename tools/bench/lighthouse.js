#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile defaults: a simulated mid-range phone on a slow 4G
// link, 4× CPU) on the site's main pages, production builds served as `npm start` serves them,
// in Debian's Chromium with the benches' flags (./browser.js). For each page it prints the four
// categories and LCP, TBT and CLS, each the median of LIGHTHOUSE_RUNS runs (default 3), every run
// on an empty cache (docs/benchmarks.md, "Lighthouse").
//
// The signed-in pages (/mypage/result, /mypage/plan) are opened by a demo student logged in
// through the login page (./bench-member.js); Lighthouse then keeps the browser's storage (its
// reset would drop the session cookie) and the bench clears the HTTP cache before each run.
// Pages robots.txt keeps out of search engines (site-server/src/crawler-files.js: /accounts, /mypage)
// have no SEO figure: Lighthouse would count their Disallow as a failure (docs/adr/0035).
//
//   npm run build && npm run lighthouse          LIGHTHOUSE_PAGES=/,/qna/questions picks pages;
//   LIGHTHOUSE_REPORTS=DIR keeps each run's full report (JSON) there
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { sitePorts, startSite } = require('../site/site-processes');
const { CHROMIUM, CHROMIUM_ARGS, median } = require('./browser');
const { QUESTION_PAGE, askQuestion, logIn, prepareMember } = require('./bench-member');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The pages, with the issue's performance targets (issue 27). */
const PAGES = [
  { path: '/', performance: 98 },
  { path: '/accounts/login', performance: 98, indexed: false },
  { path: '/qna/questions', performance: 98 },
  { path: QUESTION_PAGE, performance: 98 },
  { path: '/mypage/result', performance: 95, indexed: false, signedIn: true },
  { path: '/mypage/plan', performance: 95, indexed: false, signedIn: true },
];

/**
 * One Lighthouse run of a page on an empty HTTP cache; the report's figures: the categories'
 * scores (0–100) and lcp, tbt (ms), cls.
 * @returns {Promise<{ [category: string]: number, performance: number, lcp: number, tbt: number,
 *   cls: number }>}
 */
async function audit(lighthouse, context, url, { port, keepStorage }) {
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), result.report);
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    ...Object.fromEntries(CATEGORIES.map((name) => [name, categories[name].score * 100])),
    performance: categories.performance.score * 100,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const cell = (text, width) => String(text).padStart(width);

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const base = Number(process.env.PERF_PORT_BASE ?? 5000);
  const debuggingPort = base + 90;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-lighthouse-'));
  const site = await startSite({ ports: sitePorts(base), dataDir });
  // One browser profile for every run: the login's session cookie must reach Lighthouse's tab.
  const context = await chromium.launchPersistentContext(path.join(dataDir, 'profile'), {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const accessToken = await prepareMember(site.apiUrl);
    const questionId = await askQuestion(site.apiUrl, accessToken);
    console.log(
      `Lighthouse ${require('lighthouse/package.json').version}, mobile defaults (simulated), empty cache, median of ${RUNS} runs; load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}, node ${process.version}:`,
    );
    console.log(
      `  ${'page'.padEnd(20)} ${cell('perf', 5)} ${cell('a11y', 5)} ${cell('bp', 5)} ${cell('seo', 5)} ${cell('LCP', 8)} ${cell('TBT', 7)} ${cell('CLS', 6)}  target perf`,
    );
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    // Public pages first, while the profile has no session; then log in for the rest.
    let signedIn = false;
    for (const page of PAGES.filter((candidate) => !only || only.includes(candidate.path))) {
      if (page.signedIn && !signedIn) {
        await logIn(context.pages()[0] ?? (await context.newPage()), site.url);
        signedIn = true;
      }
      const pagePath = page.path.replace('{id}', String(questionId));
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(
          await audit(lighthouse, context, `${site.url}${pagePath}`, {
            port: debuggingPort,
            keepStorage: Boolean(page.signedIn),
          }),
        );
      }
      const mid = (key) => median(runs.map((run) => run[key]));
      const performance = mid('performance');
      const seo = page.indexed === false ? '—' : mid('seo').toFixed(0);
      console.log(
        `  ${pagePath.padEnd(20)} ${cell(performance.toFixed(0), 5)} ${cell(mid('accessibility').toFixed(0), 5)} ${cell(mid('best-practices').toFixed(0), 5)} ${cell(seo, 5)} ${cell(`${mid('lcp').toFixed(0)} ms`, 8)} ${cell(`${mid('tbt').toFixed(0)} ms`, 7)} ${cell(mid('cls').toFixed(3), 6)}  ≥ ${page.performance} ${performance >= page.performance ? 'met' : 'NOT met'} (perf ${runs.map((run) => run.performance.toFixed(0)).join(', ')})`,
      );
    }
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await context.close();
    await site.stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
