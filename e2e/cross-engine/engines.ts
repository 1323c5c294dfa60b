// The two browsers the Playwright suite cannot drive with Debian's packages: WebKitGTK (Safari's
// engine: WebKitWebDriver + MiniBrowser, W3C WebDriver through selenium-webdriver) and Firefox
// ESR (WebDriver BiDi through puppeteer-core). Both are started from the machine's binaries;
// nothing is downloaded. One small interface over both, so the journey is written once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, until, type WebDriver, type WebElement } from 'selenium-webdriver';

export type EngineName = 'webkit' | 'firefox';

/** A browser's path, which scripts/run-cross-engine.js sets after checking it is installed. */
function binary(variable: 'WEBKIT_WEBDRIVER_PATH' | 'WEBKIT_MINIBROWSER_PATH' | 'FIREFOX_PATH') {
  const file = process.env[variable];
  if (!file)
    throw new Error(`${variable} is not set: run the suite with scripts/run-cross-engine.js`);
  return file;
}

/** A phone: the width of most iPhones in CSS pixels. */
export const PHONE = { width: 375, height: 812 };

/**
 * What finds an element, as a person would: by tag (CSS) and the name they read (its
 * aria-label, else its text), or a form field by its label's text. Only rendered, enabled
 * elements count: a person cannot use a disabled button (and WebDriver clicks one silently).
 */
export interface Query {
  css?: string;
  name?: string | RegExp;
  label?: string;
  /** A CSS selector of the element to look inside (a dialog, a region). */
  within?: string;
}

interface WireQuery extends Omit<Query, 'name'> {
  name?: string | { source: string; flags: string };
}

function toWire({ name, ...rest }: Query): WireQuery {
  return name instanceof RegExp
    ? { ...rest, name: { source: name.source, flags: name.flags } }
    : { ...rest, name };
}

function describe({ css, name, label, within }: Query): string {
  const what =
    label !== undefined
      ? `field labelled "${label}"`
      : `${css ?? '*'} named ${String(name ?? '(any)')}`;
  return within ? `${what} in ${within}` : what;
}

/** Runs in the page: the first usable (rendered, enabled) element matching the query, or null. */
function locate(query: WireQuery): Element | null {
  const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const usable = (element: Element) =>
    element.getClientRects().length > 0 && !(element as HTMLButtonElement).disabled;
  const scope = query.within ? document.querySelector(query.within) : document;
  if (!scope) return null;
  if (query.label !== undefined) {
    for (const label of Array.from(scope.querySelectorAll('label'))) {
      const control = label.control;
      if (normalise(label.textContent) === query.label && control && usable(control)) {
        return control;
      }
    }
    return null;
  }
  const wanted = query.name;
  const named = (text: string) =>
    wanted === undefined ||
    (typeof wanted === 'string'
      ? text === wanted
      : new RegExp(wanted.source, wanted.flags).test(text));
  for (const element of Array.from(scope.querySelectorAll(query.css ?? '*'))) {
    if (!usable(element)) continue;
    if (named(normalise(element.getAttribute('aria-label') ?? element.textContent))) return element;
  }
  return null;
}

const WAIT_MS = 20_000;
/** The height of the runner's X screen (scripts/run-cross-engine.js): a window cannot be taller. */
const MAX_SCREENSHOT_HEIGHT = 8000;
const POLL_MS = 100;

/** Retries `attempt` until it gives something other than undefined/null, or fails after WAIT_MS. */
export async function waitFor<T>(
  description: string,
  attempt: () => Promise<T | null | undefined>,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined && value !== null) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Runs in the page: keeps every Content-Security-Policy violation of the document in
 * `window.__cspViolations` (the Chromium suite fails on any, e2e/support/csp.ts; the other
 * engines read the policy differently enough to check there too).
 */
function watchCsp(): void {
  const watched = window as unknown as { __cspViolations?: string[] };
  if (watched.__cspViolations) return;
  const seen: string[] = [];
  watched.__cspViolations = seen;
  window.addEventListener(
    'securitypolicyviolation',
    (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    true,
  );
}

function cspViolationsOfDocument(): string[] {
  return [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])];
}

/** A page in one engine. */
export interface EnginePage {
  readonly engine: EngineName;
  /**
   * The CSP violations seen so far, on every document the page showed. Firefox watches from
   * each document's start; WebKit's WebDriver has no script that runs before the page's, so
   * there the watch starts when `goto` returns (a violation during the first load is missed).
   */
  cspViolations(): Promise<string[]>;
  /** A path of the site, or a whole URL. */
  goto(pathOrUrl: string): Promise<void>;
  /** Runs `fn(arg)` in the page (JSON in, JSON out). */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  click(query: Query): Promise<void>;
  /** Types into an empty field with the engine's keyboard input. */
  type(query: Query, text: string): Promise<void>;
  /** Chooses the option with `value` of a <select>. */
  select(query: Query, value: string): Promise<void>;
  /** Waits for the next alert, accepts it and gives its text. */
  nextAlert(): Promise<string>;
  /** The whole page as a PNG, as wide as the window. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The page's location (pathname + search). */
export function currentPath(page: EnginePage): Promise<string> {
  return page.evaluate(() => location.pathname + location.search, null);
}

/**
 * Finds the first element matching `query` and acts on it, again until it works: the page may
 * still be loading, or React may replace the element between finding and acting (stale).
 */
async function actOn<H>(
  page: EnginePage,
  query: Query,
  find: (wire: WireQuery) => Promise<H | null>,
  act: (element: H) => Promise<unknown>,
): Promise<void> {
  await waitFor(`${describe(query)} on ${page.engine}`, async () => {
    const element = await find(toWire(query));
    if (element === null) return null;
    await act(element);
    return true;
  });
}

function writePng(file: string, base64: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
}

async function waitForPort(url: string, child: ChildProcess): Promise<void> {
  await waitFor(`${url} to answer`, async () => {
    if (child.exitCode !== null) throw new Error(`the driver exited with ${child.exitCode}`);
    const response = await fetch(url).catch(() => null);
    return response?.ok ? true : null;
  });
}

/** The violations of the documents a page left, and of the one it shows. */
class CspRecord {
  private readonly ofLeftDocuments: string[] = [];

  constructor(private readonly page: EnginePage) {}

  async all(): Promise<string[]> {
    return [...this.ofLeftDocuments, ...(await this.page.evaluate(cspViolationsOfDocument, null))];
  }

  /** Before a navigation: what the current document saw. */
  async keep(): Promise<void> {
    const current = await this.page.evaluate(cspViolationsOfDocument, null).catch(() => []);
    this.ofLeftDocuments.push(...current);
  }
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit';
  private readonly csp = new CspRecord(this);

  constructor(
    private readonly driver: WebDriver,
    private readonly driverProcess: ChildProcess,
    private readonly baseUrl: string,
  ) {}

  async goto(pathOrUrl: string) {
    await this.csp.keep();
    await this.driver.get(new URL(pathOrUrl, this.baseUrl).href);
    await this.evaluate(watchCsp, null);
  }

  cspViolations() {
    return this.csp.all();
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.driver.executeScript<R>(`return (${fn.toString()})(arguments[0]);`, arg);
  }

  private act(query: Query, action: (element: WebElement) => Promise<unknown>): Promise<void> {
    const find = (wire: WireQuery) =>
      this.driver.executeScript<WebElement | null>(
        `return (${locate.toString()})(arguments[0]);`,
        wire,
      );
    return actOn(this, query, find, action);
  }

  click(query: Query): Promise<void> {
    return this.act(query, (element) => element.click());
  }

  type(query: Query, text: string): Promise<void> {
    return this.act(query, (element) => element.sendKeys(text));
  }

  select(query: Query, value: string): Promise<void> {
    return this.act(query, async (field) => {
      // W3C WebDriver selects an option by clicking it (the change event follows).
      const option = await this.driver.executeScript<WebElement | null>(
        'return Array.from(arguments[0].options).find((o) => o.value === arguments[1]) ?? null;',
        field,
        value,
      );
      if (option === null) throw new Error(`no option ${value} in ${describe(query)}`);
      await option.click();
    });
  }

  async nextAlert() {
    await this.driver.wait(until.alertIsPresent(), WAIT_MS);
    const alert = await this.driver.switchTo().alert();
    const text = await alert.getText();
    await alert.accept();
    return text;
  }

  async screenshot(file: string) {
    // WebDriver captures the viewport: the window is made as tall as the page for the picture.
    const height = await this.evaluate(() => document.documentElement.scrollHeight, null);
    const window = this.driver.manage().window();
    await window.setRect({
      width: PHONE.width,
      height: Math.min(Math.max(height, PHONE.height), MAX_SCREENSHOT_HEIGHT),
    });
    try {
      writePng(file, await this.driver.takeScreenshot());
    } finally {
      await window.setRect({ width: PHONE.width, height: PHONE.height });
    }
  }

  async close() {
    try {
      await this.driver.quit();
    } finally {
      this.driverProcess.kill();
    }
  }
}

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox';
  private readonly alerts: string[] = [];
  private readonly csp = new CspRecord(this);

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('dialog', (dialog) => {
      this.alerts.push(dialog.message());
      void dialog.accept();
    });
  }

  async goto(pathOrUrl: string) {
    await this.csp.keep();
    await this.page.goto(new URL(pathOrUrl, this.baseUrl).href);
  }

  cspViolations() {
    return this.csp.all();
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>;
  }

  private act(
    query: Query,
    action: (element: ElementHandle<Element>) => Promise<unknown>,
  ): Promise<void> {
    const find = async (wire: WireQuery) => {
      const handle = await this.page.evaluateHandle(locate, wire);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    };
    return actOn(this, query, find, action);
  }

  click(query: Query): Promise<void> {
    return this.act(query, (element) => element.click());
  }

  type(query: Query, text: string): Promise<void> {
    return this.act(query, (element) => element.type(text));
  }

  select(query: Query, value: string): Promise<void> {
    return this.act(query, async (element) => {
      const chosen = await (element as ElementHandle<HTMLSelectElement>).select(value);
      if (!chosen.includes(value)) throw new Error(`no option ${value} in ${describe(query)}`);
    });
  }

  nextAlert() {
    return waitFor('an alert on firefox', async () => this.alerts.shift());
  }

  async screenshot(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.page.screenshot({ path: file as `${string}.png`, fullPage: true });
  }

  async close() {
    await this.browser.close();
  }
}

export interface EngineOptions {
  baseUrl: string;
  /** A free port of the caller's range for the engine's remote protocol. */
  port: number;
  /** Environment of the browser (its time zone and locale). */
  env: Record<string, string>;
}

/** MiniBrowser under WebKitWebDriver; needs an X display (the runner starts Xvfb). */
async function openWebKit({ baseUrl, port, env }: EngineOptions): Promise<EnginePage> {
  const driverProcess = spawn(
    binary('WEBKIT_WEBDRIVER_PATH'),
    [`--port=${port}`, '--host=127.0.0.1'],
    {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    },
  );
  try {
    await waitForPort(`http://127.0.0.1:${port}/status`, driverProcess);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: binary('WEBKIT_MINIBROWSER_PATH'),
          // Full screen: no toolbar, so the window (and the page) can be as narrow as a phone.
          args: ['--automation', '--full-screen'],
        },
      })
      .build();
    await driver.manage().window().setRect(PHONE);
    return new WebKitPage(driver, driverProcess, baseUrl);
  } catch (error) {
    driverProcess.kill();
    throw error;
  }
}

/** Firefox ESR headless, driven over WebDriver BiDi. */
async function openFirefox({ baseUrl, port, env }: EngineOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: binary('FIREFOX_PATH'),
    headless: true,
    args: [`--remote-debugging-port=${port}`],
    // Scrollbars over the page, as on a phone: classic ones would take 12 px of the 375.
    extraPrefsFirefox: {
      'widget.gtk.overlay-scrollbars.enabled': true,
      'ui.useOverlayScrollbars': 1,
    },
    env: { ...process.env, ...env },
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(watchCsp);
  await setPhoneViewport(page);
  return new FirefoxPage(browser, page, baseUrl);
}

/**
 * The phone's viewport in Firefox. Puppeteer sends a screen-orientation override with every
 * viewport, a BiDi command Firefox ESR 140.12 does not know (it tolerates the same for touch);
 * the phone is in portrait anyway, so only the viewport itself must take: waited for, then
 * checked, so a Firefox that ignored it fails here, not in a layout assertion later.
 */
async function setPhoneViewport(page: Page): Promise<void> {
  try {
    await page.setViewport(PHONE);
  } catch (error) {
    if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) {
      throw error;
    }
  }
  const width = () => page.evaluate(() => window.innerWidth);
  for (let tries = 0; tries < 50 && (await width()) !== PHONE.width; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const shown = await width();
  if (shown !== PHONE.width) {
    throw new Error(`Firefox shows a ${shown} px wide viewport, not the phone's ${PHONE.width}`);
  }
}

export function openEngine(engine: EngineName, options: EngineOptions): Promise<EnginePage> {
  return engine === 'webkit' ? openWebKit(options) : openFirefox(options);
}
