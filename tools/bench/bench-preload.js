#!/usr/bin/env node
// Preload on intent, measured (docs/benchmarks.md): the time from a click on a nav link to the
// area's page, for an area not loaded yet, with and without the preload that pointing at the link
// starts. Production builds served as `npm start` serves them, headless Chromium, a fresh browser
// context (empty cache) per run; the median of BENCH_RUNS runs (default 9) is printed.
//
//   node tools/bench/bench-preload.js          (build first: npm run build)
'use strict';

const { PAGE_LOCALE, median } = require('./browser');
const { runBench, withSiteAndBrowser } = require('./bench-site');

const RUNS = Number(process.env.BENCH_RUNS ?? 9);

/** Nav links into areas, and the heading that shows the area's page is there. */
const AREAS = [
  { remote: 'mfe_accounts', href: '/accounts/login', heading: '로그인' },
  { remote: 'mfe_qna', href: '/qna/terms', heading: '이용약관' },
];

/**
 * How the visitor reaches the link. `click()` on the element sends only the click, as a script
 * would: no pointer over the link and no focus, so nothing is preloaded before it.
 */
const SCENARIOS = [
  // The page has been idle (goto waits for a quiet network), so the shell has prefetched the areas
  // its links lead to (shell/src/remotes/idlePrefetch.ts): a tap on a phone, with no hover.
  { name: 'click only, after the idle prefetch', intent: async () => {} },
  // A visitor who asked to save data gets no idle prefetch: the click waits for the whole chain.
  { name: 'click only, saveData (no prefetch)', saveData: true, intent: async () => {} },
  {
    name: 'pointer on the link 150 ms before the click',
    intent: async (page, link) => {
      await link.hover();
      await page.waitForTimeout(150);
    },
  },
  {
    name: 'pointer on the link, preload finished',
    intent: async (page, link) => {
      await link.hover();
      await waitForQuietNetwork(page);
    },
  },
];

/** Until no new resource has started for quietMs: the preload has fetched what it needs. */
async function waitForQuietNetwork(page, quietMs = 300) {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(quietMs);
  }
}

/* global document, MutationObserver -- clickToContent runs in the page (page.evaluate). */

/** Clicks the link in the page and resolves with the milliseconds until the area's h1 is in the DOM. */
function clickToContent({ href, heading }) {
  return new Promise((resolve, reject) => {
    const link = /** @type {HTMLElement | null} */ (
      document.querySelector(`nav a[href="${href}"]`)
    );
    if (!link) {
      reject(new Error(`No nav link to ${href}.`));
      return;
    }
    const shown = () =>
      [...document.querySelectorAll('main h1')].some((h1) => h1.textContent === heading);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    link.click();
  });
}

async function measure(browser, siteUrl, area, scenario) {
  const context = await browser.newContext({ locale: PAGE_LOCALE });
  if (scenario.saveData) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
  }
  try {
    const page = await context.newPage();
    await page.goto(siteUrl, { waitUntil: 'networkidle' });
    const link = page.locator(`nav a[href="${area.href}"]`);
    await link.waitFor();
    await scenario.intent(page, link);
    return await page.evaluate(clickToContent, area);
  } finally {
    await context.close();
  }
}

async function main() {
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 4950);
  await withSiteAndBrowser(
    { portBase, dataPrefix: 'smunity-bench-preload-' },
    async ({ site, browser }) => {
      console.log(
        `Click on a nav link → the area's h1, not-yet-loaded area, median of ${RUNS} runs:`,
      );
      for (const area of AREAS) {
        for (const scenario of SCENARIOS) {
          const times = [];
          for (let run = 0; run < RUNS; run += 1)
            times.push(await measure(browser, site.url, area, scenario));
          const spread = `${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`;
          console.log(
            `  ${area.href.padEnd(16)} ${scenario.name.padEnd(44)} ${median(times).toFixed(0).padStart(5)} ms  (${spread})`,
          );
        }
      }
    },
  );
}

runBench(main);
