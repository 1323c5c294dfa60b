// What the e2e specs about pages that arrive before the JavaScript (issue 27) check with: the
// server's markup looked at before main.js runs, then kept (hydrated, not replaced) after it,
// and what the page downloaded or complained about on the way.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Holds the shell's main.js back until the returned function is called, so a test can look at
 * the prerendered page before any JavaScript runs on it.
 */
export async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Keeps a reference to the element each selector finds now (the prerendered ones). */
async function rememberElements(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate((all) => {
    (window as unknown as { prerendered: Array<Element | null> }).prerendered = all.map(
      (selector) => document.querySelector(selector),
    );
  }, selectors);
}

/** Per selector: does it find the very element rememberElements kept (hydrated, not replaced)? */
function stillTheRemembered(page: Page, selectors: readonly string[]): Promise<boolean[]> {
  return page.evaluate(
    (all) =>
      all.map(
        (selector, index) =>
          (window as unknown as { prerendered: Array<Element | null> }).prerendered[index] ===
            document.querySelector(selector) && document.querySelector(selector) !== null,
      ),
    selectors,
  );
}

/** Once React has hydrated the element the selector finds (its fiber is on the DOM node). */
export async function ownedByReact(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

export interface HydrationCheck {
  /** Resolves once the server's markup shows what the page holds (main.js has not run yet). */
  prerendered: () => Promise<unknown>;
  /** Elements of the server's markup that hydration must keep, as selectors. */
  kept: readonly string[];
  /** Resolves once the page is hydrated; by default, once React owns the last kept element. */
  hydrated?: () => Promise<unknown>;
}

/**
 * Opens `url` with main.js held back until `prerendered` has seen the server's markup, remembers
 * the `kept` elements, lets main.js run and waits for `hydrated`; then each selector must still
 * find the very element it found before: hydrated, not replaced.
 */
export async function expectHydratedInPlace(
  page: Page,
  url: string,
  { prerendered, kept, hydrated }: HydrationCheck,
): Promise<void> {
  const release = await holdMainScript(page);
  // Not 'domcontentloaded': that waits for the deferred main.js.
  await page.goto(url, { waitUntil: 'commit' });
  await prerendered();
  await rememberElements(page, kept);
  release();
  await (hydrated ? hydrated() : ownedByReact(page, kept[kept.length - 1] ?? 'main'));
  expect(await stillTheRemembered(page, kept), `${url} kept its elements`).toEqual(
    kept.map(() => true),
  );
}

/**
 * Console errors and warnings (an unused preload is one) and uncaught errors of the page, but
 * those `ignore` matches (what a test expects the browser to report).
 */
export function recordProblems(page: Page, ignore: RegExp = /$^/): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !ignore.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** How many times the page downloaded `url` (a consumed preload and its use count once). */
export const downloads = (page: Page, url: string) =>
  page.evaluate(
    (name) =>
      performance.getEntriesByType('resource').filter((entry) => entry.name === name).length,
    url,
  );

/** How long after the load event Chromium warns about each preload no request has used. */
const UNUSED_PRELOAD_CHECK_MS = 3_000;

/**
 * Runs the page's clock past Chromium's check for unused preloads without waiting for it: in
 * Chromium's virtual time the page's timers that fall due within the budget, that check's
 * among them, fire at once. Call once the page has loaded and is idle, and last: its timers
 * stand still afterwards.
 */
export async function passUnusedPreloadCheck(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const budgetSpent = new Promise<void>((resolve) =>
      devtools.once('Emulation.virtualTimeBudgetExpired', () => resolve()),
    );
    await devtools.send('Emulation.setVirtualTimePolicy', {
      policy: 'advance',
      budget: UNUSED_PRELOAD_CHECK_MS + 1_000,
    });
    await budgetSpent;
  } finally {
    await devtools.detach();
  }
  // A round trip to the page: the warnings it printed meanwhile have reached the test.
  await page.evaluate(() => undefined);
}
