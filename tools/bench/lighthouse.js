#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile defaults: a simulated mid-range phone on a slow 4G
// link, 4× CPU) on the site's main pages, production builds served as `npm start` serves them,
// in Debian's Chromium with the benches' flags (./browser.js), each run as a first visit is: a
// browser process of its own on a profile of its own, so no HTTP, code or compilation cache of an
// earlier run helps it. Per page it prints the medians of LIGHTHOUSE_RUNS runs (default 5): the
// four categories, LCP, TBT, CLS and the machine's `benchmarkIndex` (Lighthouse's measure of the
// CPU, so figures of two machines can be compared), then where the main thread went in the median
// run: its longest tasks by script (`long-tasks`), the scripts' own time (`bootup-time`) and the
// work by kind (`mainthread-work-breakdown`) (docs/benchmarks.md, "Lighthouse").
//
// The signed-in pages (/mypage/result, /mypage/plan) are opened by a demo student: logged in once
// through the login page in a template profile, whose browser is then closed and its caches
// deleted, so each run starts from a copy holding the session's cookies and nothing else.
// Pages robots.txt keeps out of search engines (site-server/src/crawler-files.js: /accounts, /mypage)
// have no SEO figure: Lighthouse would count their Disallow as a failure (docs/adr/0035).
//
//   npm run build && npm run lighthouse          LIGHTHOUSE_PAGES=/,/qna/questions picks pages;
//   LIGHTHOUSE_REPORTS=DIR keeps each run's full report (JSON) there, and its trace (the one
//   Lighthouse simulated from: <report>.trace.json, for a task no script is named for)
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { sitePorts, startSite } = require('../site/site-processes');
const { CHROMIUM, CHROMIUM_ARGS, PAGE_LOCALE, loadAverage, median } = require('./browser');
const { QUESTION_PAGE, askQuestion, logIn, prepareMember } = require('./bench-member');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What the breakdown lines list of the median run. */
const LISTED = 3;

/** The pages, with issue 41's targets: performance ≥ 98 and TBT ≤ 100 ms on each. */
const PAGES = [
  { path: '/' },
  { path: '/accounts/login', indexed: false },
  { path: '/qna/questions' },
  { path: QUESTION_PAGE },
  { path: '/mypage/result', indexed: false, signedIn: true },
  { path: '/mypage/plan', indexed: false, signedIn: true },
];
const TARGET = { performance: 98, tbt: 100 };

/** A profile's caches: what a first visit does not have (the cookies stay). */
const PROFILE_CACHES = ['Cache', 'Code Cache', 'GPUCache', 'DawnGraphiteCache', 'DawnWebGPUCache'];

/** Chromium in a process of its own on `profileDir`, open to Lighthouse on `port`, while `use` runs. */
async function withBrowser(profileDir, port, use) {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    locale: PAGE_LOCALE,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

/** A profile that holds the member's session cookies and no cache: the signed-in runs' template. */
async function signedInProfile(dir, siteUrl, port) {
  await withBrowser(dir, port, async (context) =>
    logIn(context.pages()[0] ?? (await context.newPage()), siteUrl),
  );
  for (const cache of PROFILE_CACHES) {
    fs.rmSync(path.join(dir, 'Default', cache), { recursive: true, force: true });
  }
  return dir;
}

/** The figures of one report: the categories (0–100), lcp, tbt, cls (ms), and the breakdowns. */
function figuresOf(lhr) {
  const { categories, audits, environment } = lhr;
  const items = (id) => audits[id]?.details?.items ?? [];
  return {
    ...Object.fromEntries(CATEGORIES.map((name) => [name, categories[name].score * 100])),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: environment.benchmarkIndex,
    fcp: audits['first-contentful-paint'].numericValue,
    // Simulated, as FCP is: a task's start and length on the simulated phone.
    longTasks: items('long-tasks').map((task) => ({
      url: task.url,
      ms: task.duration,
      start: task.startTime,
    })),
    scripts: items('bootup-time').map((script) => ({
      url: script.url,
      ms: script.scripting + script.scriptParseCompile,
    })),
    work: items('mainthread-work-breakdown').map((group) => ({
      url: group.groupLabel,
      ms: group.duration,
    })),
  };
}

/** One first visit of `url`: a new browser on a new profile (a copy of `template`, if given). */
async function firstVisit(lighthouse, url, { port, template, workDir }) {
  const profile = fs.mkdtempSync(path.join(workDir, 'run-'));
  if (template) fs.cpSync(template, profile, { recursive: true });
  try {
    const result = await withBrowser(profile, port, () =>
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // A signed-in page needs the copied profile's cookies; the profile is new either way.
        disableStorageReset: Boolean(template),
      }),
    );
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${path.basename(profile)}.json`;
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), result.report);
      fs.writeFileSync(
        path.join(process.env.LIGHTHOUSE_REPORTS, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    const { runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    // A signed-in page that sent the browser to the login page measured the wrong page.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended at ${finalDisplayedUrl}`);
    }
    return figuresOf(result.lhr);
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const cell = (text, width) => String(text).padStart(width);
/** "remoteEntry.js 83 ms, 292.aaaa.js 61 ms": a URL's file name, or the whole label. */
const listed = (entries) =>
  [...entries]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, LISTED)
    .map(({ url, ms }) => `${String(url).split('/').pop() || url} ${ms.toFixed(0)} ms`)
    .join(', ') || 'none';

function report(pagePath, page, runs) {
  const mid = (key) => median(runs.map((run) => run[key]));
  const performance = mid('performance');
  const tbt = mid('tbt');
  const seo = page.indexed === false ? '—' : mid('seo').toFixed(0);
  const met = performance >= TARGET.performance && tbt <= TARGET.tbt;
  console.log(
    `  ${pagePath.padEnd(20)} ${cell(performance.toFixed(0), 5)} ${cell(mid('accessibility').toFixed(0), 5)} ${cell(mid('best-practices').toFixed(0), 5)} ${cell(seo, 5)} ${cell(`${mid('lcp').toFixed(0)} ms`, 8)} ${cell(`${tbt.toFixed(0)} ms`, 7)} ${cell(mid('cls').toFixed(3), 6)} ${cell(mid('benchmarkIndex').toFixed(0), 6)}  ${met ? 'met' : 'NOT met'} (perf ${runs.map((run) => run.performance.toFixed(0)).join(', ')})`,
  );
  // The run whose performance is the median's: its main thread, as the figures above saw it.
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const typical = byPerformance[Math.floor(byPerformance.length / 2)];
  // Lighthouse lists the tasks of 50 ms and more (on the simulated phone's CPU): how many, the longest.
  const longest = (run) => Math.max(0, ...run.longTasks.map((task) => task.ms));
  console.log(
    `      long tasks:    ${median(runs.map((run) => run.longTasks.length))} (${runs.map((run) => run.longTasks.length).join(', ')}), longest ${median(runs.map(longest)).toFixed(0)} ms (${runs.map((run) => longest(run).toFixed(0)).join(', ')})`,
  );
  // Issue 41's item 2: none of them after the first view (the simulated FCP), where TBT counts.
  const afterFirstView = (run) => run.longTasks.filter((task) => task.start >= run.fcp);
  const longestAfter = (run) => Math.max(0, ...afterFirstView(run).map((task) => task.ms));
  console.log(
    `      after FCP:     ${median(runs.map((run) => afterFirstView(run).length))} (${runs.map((run) => afterFirstView(run).length).join(', ')}), longest ${median(runs.map(longestAfter)).toFixed(0)} ms (${runs.map((run) => longestAfter(run).toFixed(0)).join(', ')}): ${listed(afterFirstView(typical))}`,
  );
  console.log(`      longest tasks: ${listed(typical.longTasks)}`);
  console.log(`      scripts:       ${listed(typical.scripts)}`);
  console.log(`      main thread:   ${listed(typical.work)}`);
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const base = Number(process.env.PERF_PORT_BASE ?? 5000);
  const debuggingPort = base + 90;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-lighthouse-'));
  const site = await startSite({ ports: sitePorts(base), dataDir: workDir });
  try {
    const accessToken = await prepareMember(site.apiUrl);
    const questionId = await askQuestion(site.apiUrl, accessToken);
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = PAGES.filter((candidate) => !only || only.includes(candidate.path));
    const template = pages.some((page) => page.signedIn)
      ? await signedInProfile(path.join(workDir, 'signed-in'), site.url, debuggingPort)
      : undefined;
    console.log(
      `Lighthouse ${require('lighthouse/package.json').version}, mobile defaults (simulated), each run a first visit (new browser process and profile), median of ${RUNS} runs; load average ${loadAverage()}, node ${process.version}; target perf ≥ ${TARGET.performance} and TBT ≤ ${TARGET.tbt} ms:`,
    );
    console.log(
      `  ${'page'.padEnd(20)} ${cell('perf', 5)} ${cell('a11y', 5)} ${cell('bp', 5)} ${cell('seo', 5)} ${cell('LCP', 8)} ${cell('TBT', 7)} ${cell('CLS', 6)} ${cell('bench', 6)}  target`,
    );
    for (const page of pages) {
      const pagePath = page.path.replace('{id}', String(questionId));
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(
          await firstVisit(lighthouse, `${site.url}${pagePath}`, {
            port: debuggingPort,
            template: page.signedIn ? template : undefined,
            workDir,
          }),
        );
      }
      report(pagePath, page, runs);
    }
    console.log(`  load average after: ${loadAverage()}`);
  } finally {
    await site.stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
