#!/usr/bin/env node
// `npm run inp`: how fast the site's main controls answer a tap on a phone (issue 41: INP ≤ 100 ms;
// docs/benchmarks.md, "Interactions on the phone profile"). The production site as `npm start`
// serves it, in Debian's Chromium with the benches' flags, emulating the phone Lighthouse's mobile
// defaults emulate (its screen, user agent and CPU slowdown, read from Lighthouse itself). Per
// control, INP_RUNS times (default 5), each a fresh load of its page: the page is loaded, the
// control waited for until React owns it, the page until its network and main thread are quiet;
// then the control is tapped and the tap measured with the Event Timing API as web-vitals
// measures INP: the interaction's duration is its longest event's (input delay + processing +
// presentation, until the next paint), its events grouped by interactionId. Printed per control:
// the median and worst duration, the median run's breakdown, and whether the target is met; at
// the start and the end, the load average and Lighthouse's benchmarkIndex of the machine, so that
// figures of two machines (or two moments of a shared one) can be compared.
//
// The signed-in controls are tapped by the benches' demo student (./bench-member.js), logged in
// once through the login page; their pages are opened in that browser context, a page per run.
// A control that is not found, or a tap that does nothing, ends the bench with an error.
//
//   npm run build && npm run inp        INP_RUNS=N; INP_CONTROLS=plan-next,menu-login picks
//   controls; INP_TRACE=DIR writes a Chromium trace (DevTools' Performance panel) of each
//   control's slowest run there (tracing slows the page: figures come from runs without it);
//   INP_DEBUG=1 lists the median run's events; PERF_PORT_BASE (5000) is the site's first port
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { PAGE_LOCALE, loadAverage, median } = require('./browser');
const { runBench, withSiteAndBrowser } = require('./bench-site');
const { logIn, prepareMember } = require('./bench-member');

const RUNS = Number(process.env.INP_RUNS ?? 5);
/** Issue 41's target for each control's interaction. */
const TARGET_MS = 100;
/** The smallest duration the Event Timing API reports an event of (its minimum threshold). */
const DURATION_THRESHOLD_MS = 16;
/** The page is idle once no task of 50 ms or more has run for this long. */
const QUIET_MS = 1000;
/** How long a page, a control or an answer to the tap may take under the slowed-down CPU. */
const WAIT_MS = 60_000;

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Locator} Locator
 * @typedef {{ id: string, label: string, path: string, signedIn: boolean,
 *   control: (page: Page) => Locator, answered: (page: Page) => Promise<unknown>,
 *   setUp?: (page: Page, siteUrl: string) => Promise<unknown> }} Control
 */

/** The site header's main menu: at a phone's width it is the same list of links, wrapped. */
const mainMenu = (page) => page.getByRole('navigation', { name: '주 메뉴' });
const urlEndsWith = (page, pathname) =>
  page.waitForURL((url) => url.pathname === pathname, { timeout: WAIT_MS });

/** The plan page's announcement of a change (PlanPage's status line) once it reads `text`. */
const planAnnounced = (page, text) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .waitFor({ state: 'attached', timeout: WAIT_MS });

/**
 * The demo student's plan fits in the next semester, whose courses have no ◀ ▶ to use: as a
 * student would, they choose the third semester as 졸업 목표 and 12 credits a semester, and save.
 */
async function spreadPlan(page, siteUrl) {
  await page.goto(`${siteUrl}/mypage/plan`);
  const until = page.getByLabel('졸업 목표 학기');
  const third = await until.locator('option').nth(2).getAttribute('value');
  if (!third) throw new Error('the plan offers no third 졸업 목표 학기');
  await until.selectOption(third);
  await planAnnounced(page, '졸업 목표를');
  await page.getByLabel('학기당 최대 학점').selectOption('12');
  await planAnnounced(page, '학기당 최대 12학점');
  await page.getByRole('button', { name: '계획 저장' }).click();
  await planAnnounced(page, '졸업 계획을 저장했습니다.');
}

/**
 * A link of the header's menu on `/`, tapped by a guest or a member.
 * @param {string} id @param {string} name the link's text @param {string} target where it leads
 * @param {boolean} signedIn
 * @returns {Control}
 */
function menuLink(id, name, target, signedIn) {
  return {
    id,
    label: `메뉴 ${name} (/)`,
    path: '/',
    signedIn,
    control: (page) => mainMenu(page).getByRole('link', { name, exact: true }),
    answered: (page) => urlEndsWith(page, target),
  };
}

/**
 * A course's ◀ or ▶ on the plan (a plan spread over semesters first, so both are enabled).
 * @param {string} id @param {string} arrow @param {string} action the button's name's end
 * @returns {Control}
 */
function planMove(id, arrow, action) {
  return {
    id,
    label: `계획 ${arrow} (/mypage/plan)`,
    path: '/mypage/plan',
    signedIn: true,
    control: (page) =>
      page.getByRole('button', { name: new RegExp(`${action}$`), disabled: false }).first(),
    answered: (page) => planAnnounced(page, /옮겼습니다\.$/),
    setUp: spreadPlan,
  };
}

/** @type {Control[]} */
const CONTROLS = [
  menuLink('menu-login', '로그인', '/accounts/login', false),
  menuLink('menu-mypage', '마이페이지', '/mypage', true),
  {
    id: 'check',
    label: '졸업요건 검사하기 (/mypage)',
    path: '/mypage',
    signedIn: true,
    control: (page) => page.getByRole('button', { name: '졸업요건 검사하기' }),
    answered: (page) => urlEndsWith(page, '/mypage/result'),
  },
  {
    id: 'recommendation',
    label: '추천 과목 보기 (/mypage/result)',
    path: '/mypage/result',
    signedIn: true,
    // The first box's: a major requirement's recommended courses (MajorRecommendationModal).
    control: (page) => page.getByRole('button', { name: /추천 과목 보기$/ }).first(),
    answered: (page) =>
      page.getByRole('dialog', { name: /추천과목$/ }).waitFor({ timeout: WAIT_MS }),
  },
  planMove('plan-next', '▶', '다음 학기로 옮기기'),
  planMove('plan-previous', '◀', '이전 학기로 옮기기'),
];

// The functions below up to `recordedEvents` run in the page (page.evaluate / waitForFunction).
/* global window, document, HTMLButtonElement, requestIdleCallback -- in the page */

/** Is the element React's (hydrated or rendered by it) and usable? */
function ownedByReact(element) {
  return (
    Object.keys(element).some((key) => key.startsWith('__reactProps')) &&
    !(element instanceof HTMLButtonElement && element.disabled)
  );
}

/** Is the element (or one inside it) what a finger at `point` touches? */
function isAtPoint(element, { x, y }) {
  const touched = document.elementFromPoint(x, y);
  return touched !== null && element.contains(touched);
}

/** Resolves once no long task has run for `quietMs` and the browser then has an idle moment. */
function mainThreadQuiet(quietMs) {
  return new Promise((resolve) => {
    let lastBusy = performance.now();
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        lastBusy = Math.max(lastBusy, task.startTime + task.duration);
    }).observe({ type: 'longtask', buffered: true });
    const check = () => {
      if (performance.now() - lastBusy >= quietMs) requestIdleCallback(() => resolve(undefined));
      else setTimeout(check, 100);
    };
    check();
  });
}

/** Starts recording the page's interaction events (window.__interactionEvents). */
function recordInteractionEvents(threshold) {
  const events = [];
  Object.assign(window, { __interactionEvents: events });
  new PerformanceObserver((list) => {
    const entries = /** @type {Array<PerformanceEventTiming & { interactionId: number }>} */ (
      list.getEntries()
    );
    for (const entry of entries) {
      if (!entry.interactionId) continue;
      const { name, interactionId, startTime, duration, processingStart, processingEnd } = entry;
      events.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
    }
    // interactionId and durationThreshold are the Event Timing API's, missing from TypeScript's DOM.
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: threshold }),
  );
}

/**
 * The recorded events, once the tap's click is among them (an event's entry comes after the frame
 * that presented it, later on a busy machine) and `settleMs` more have passed for the others; or,
 * if no click comes within `waitMs`, those there are (a click under 16 ms is not reported). Null
 * if the page was replaced (a full navigation) and took the recorder with it.
 */
function recordedEvents({ settleMs, waitMs }) {
  const events = /** @type {any} */ (window).__interactionEvents;
  if (!events) return Promise.resolve(null);
  const deadline = performance.now() + waitMs;
  return new Promise((resolve) => {
    const check = () => {
      const clicked = events.some((event) => event.name === 'click');
      if (clicked || performance.now() >= deadline) setTimeout(() => resolve(events), settleMs);
      else setTimeout(check, 50);
    };
    check();
  });
}

/**
 * The interaction's figures from its events. The duration is the longest event's, as web-vitals
 * computes INP. The breakdown spans the whole tap, whose click comes a frame or more after its
 * pointerdown: the input delay is the first event's wait for the main thread, the processing runs
 * from its handlers' start to the last handlers' end (with what ran between the events), the
 * presentation from there to the longest event's paint.
 */
function interactionOf(events) {
  const first = events.reduce((a, b) => (b.startTime < a.startTime ? b : a));
  const longest = events.reduce((a, b) => (b.duration > a.duration ? b : a));
  const processingEnd = Math.max(...events.map((event) => event.processingEnd));
  const inputDelay = first.processingStart - first.startTime;
  const processing = processingEnd - first.processingStart;
  const presentation = Math.max(0, longest.startTime + longest.duration - processingEnd);
  return {
    duration: longest.duration,
    inputDelay,
    processing,
    presentation,
    events: events.map((event) => `${event.name} ${event.duration}`).join(', '),
  };
}

/**
 * One run of a control: its page loaded fresh in `context` (CPU slowed down like Lighthouse's
 * phone), the control hydrated and the page quiet, then tapped; the tap's interaction figures.
 * @param {import('playwright-core').BrowserContext} context
 * @param {Control} control
 * @param {{ siteUrl: string, cpuSlowdown: number, tracePath?: string }} options
 */
async function measureTap(context, control, { siteUrl, cpuSlowdown, tracePath }) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const url = `${siteUrl}${control.path}`;
    await page.goto(url, { timeout: WAIT_MS });
    if (new URL(page.url()).pathname !== control.path) {
      throw new Error(`${control.label}: ${url} ended at ${page.url()}`);
    }
    const target = control.control(page);
    try {
      await target.waitFor({ timeout: WAIT_MS });
    } catch (error) {
      throw new Error(`${control.label}: the control is not on ${control.path}`, {
        cause: error,
      });
    }
    await page.waitForFunction(ownedByReact, await target.elementHandle(), { timeout: WAIT_MS });
    await page.waitForLoadState('networkidle', { timeout: WAIT_MS });
    await page.evaluate(mainThreadQuiet, QUIET_MS);
    // A finger on the control's middle, through the touchscreen alone: locator.tap() would also
    // run Playwright's check of the tapped element in the page's own event handlers.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const point = box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (!point || !(await target.evaluate(isAtPoint, point))) {
      throw new Error(`${control.label}: the control is covered or not shown`);
    }

    await page.evaluate(recordInteractionEvents, DURATION_THRESHOLD_MS);
    const browser = context.browser();
    if (tracePath && browser) {
      await browser.startTracing(page, { path: tracePath });
      // Starting the trace (its sampling profiler) holds the page's main thread for a while.
      await page.evaluate(mainThreadQuiet, QUIET_MS);
    }
    await page.touchscreen.tap(point.x, point.y);
    try {
      await control.answered(page);
    } catch (error) {
      throw new Error(`${control.label}: the tap did not do what the control does`, {
        cause: error,
      });
    }
    const events = await page.evaluate(recordedEvents, { settleMs: 500, waitMs: 5000 });
    if (tracePath && browser) await browser.stopTracing();
    if (events === null) throw new Error(`${control.label}: the tap reloaded the page`);
    const interactionIds = new Set(events.map((event) => event.interactionId));
    if (interactionIds.size > 1) {
      throw new Error(`${control.label}: one tap, ${interactionIds.size} interactions`);
    }
    // No event of 16 ms or more: the tap was answered within a frame, below what the API reports.
    if (events.length === 0) return { duration: 0, inputDelay: 0, processing: 0, presentation: 0 };
    return interactionOf(events);
  } finally {
    await page.close();
  }
}

const ms = (value) => `${value.toFixed(0)} ms`.padStart(7);
const durationText = (run) =>
  run.duration === 0 ? `< ${DURATION_THRESHOLD_MS} ms` : ms(run.duration);

function report(control, runs) {
  const byDuration = [...runs].sort((a, b) => a.duration - b.duration);
  // The median run (the lower middle of an even count) and its breakdown.
  const typical = byDuration[Math.floor((byDuration.length - 1) / 2)];
  const worst = byDuration[byDuration.length - 1];
  const durations = runs.map((run) => run.duration);
  const mid = median(durations);
  console.log(
    `  ${control.label.padEnd(30)} ${ms(mid)} ${ms(worst.duration)}   ${ms(typical.inputDelay)} ${ms(typical.processing)} ${ms(typical.presentation)}  ${mid <= TARGET_MS ? 'met' : 'NOT met'} (${runs.map(durationText).join(', ')})`,
  );
  if (process.env.INP_DEBUG) console.log(`      median run's events: ${typical.events ?? 'none'}`);
}

async function main() {
  const { defaultSettings } = await import('lighthouse/core/config/constants.js');
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const { screenEmulation, emulatedUserAgent } = defaultSettings;
  const cpuSlowdown = defaultSettings.throttling.cpuSlowdownMultiplier;
  const phone = {
    viewport: { width: screenEmulation.width, height: screenEmulation.height },
    deviceScaleFactor: screenEmulation.deviceScaleFactor,
    isMobile: screenEmulation.mobile,
    hasTouch: screenEmulation.mobile,
    userAgent: emulatedUserAgent,
    locale: PAGE_LOCALE,
  };
  const only = process.env.INP_CONTROLS?.split(',');
  const controls = CONTROLS.filter((control) => !only || only.includes(control.id));
  if (controls.length === 0) {
    throw new Error(`INP_CONTROLS names no control: ${CONTROLS.map((c) => c.id).join(', ')}`);
  }
  const traceDir = process.env.INP_TRACE;
  if (traceDir) fs.mkdirSync(traceDir, { recursive: true });
  const portBase = Number(process.env.PERF_PORT_BASE ?? 5000);

  await withSiteAndBrowser({ portBase, dataPrefix: 'smunity-inp-' }, async ({ site, browser }) => {
    await prepareMember(site.apiUrl);
    const guest = await browser.newContext(phone);
    const member = await browser.newContext(phone);
    /** Lighthouse's measure of the CPU (its `benchmarkIndex`), on a page of its own, unthrottled. */
    const benchmarkIndex = async () => {
      const page = await browser.newPage();
      try {
        return (await page.evaluate(pageFunctions.computeBenchmarkIndex)).toFixed(0);
      } finally {
        await page.close();
      }
    };
    const memberPage = await member.newPage();
    await logIn(memberPage, site.url);
    for (const setUp of new Set(controls.map((control) => control.setUp))) {
      await setUp?.(memberPage, site.url);
    }
    await memberPage.close();
    console.log(
      `Interactions on Lighthouse's phone (${phone.viewport.width}×${phone.viewport.height}, DPR ${phone.deviceScaleFactor}, touch, CPU ×${cpuSlowdown}), a tap on each control after its page is hydrated and quiet, Event Timing durations, ${RUNS} runs; load average ${loadAverage()}, benchmarkIndex ${await benchmarkIndex()}, node ${process.version}; target ≤ ${TARGET_MS} ms:`,
    );
    console.log(
      `  ${'control'.padEnd(30)} ${'median'.padStart(7)} ${'worst'.padStart(7)}   ${'delay'.padStart(7)} ${'process'.padStart(7)} ${'present'.padStart(7)}  target (runs)`,
    );
    for (const control of controls) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const tracePath = traceDir && path.join(traceDir, `${control.id}-last-run.json`);
        const measured = await measureTap(control.signedIn ? member : guest, control, {
          siteUrl: site.url,
          cpuSlowdown,
          tracePath,
        });
        // Only the slowest run's trace is kept.
        if (tracePath && runs.every((earlier) => earlier.duration < measured.duration)) {
          fs.renameSync(tracePath, path.join(traceDir, `${control.id}.json`));
        } else if (tracePath) fs.rmSync(tracePath);
        runs.push(measured);
      }
      report(control, runs);
    }
    console.log(
      `  after: load average ${loadAverage()}, benchmarkIndex ${await benchmarkIndex()}; ${os.cpus().length} CPUs`,
    );
  });
}

runBench(main);
