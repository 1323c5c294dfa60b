// Every spec fails on a Content-Security-Policy violation (issue 11): a policy too strict for a
// page, or a page doing what the policy forbids (an inline script, eval, a <style> element, a
// request to an origin remotes.json does not name), shows up in the suite instead of in a
// user's console. site.ts builds its `test` on this one, and the specs that need no shared site
// import `test` from here, so no spec runs without it.
import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export interface CspViolation {
  /** Where it was seen: the page's URL. */
  page: string;
  directive: string;
  blocked: string;
  source?: string;
  sample?: string;
  /** 'event': a securitypolicyviolation event; 'console': the browser's console report. */
  via: 'event' | 'console';
}

export interface CspViolations {
  /** What was seen so far, and forgets it: for a test that provokes a violation on purpose. */
  take(): CspViolation[];
}

const BINDING = '__smunityCspViolation';

/** The contexts of one test, and what was seen in them. */
class Watcher implements CspViolations {
  readonly seen: CspViolation[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    const { seen } = this;
    await context.exposeBinding(
      BINDING,
      ({ page }, violation: Omit<CspViolation, 'page' | 'via'>) => {
        seen.push({ page: page?.url() ?? '', ...violation, via: 'event' });
      },
    );
    await context.addInitScript((binding) => {
      // Capture on window: the event is fired at the offending element or the document and
      // reaches window on its way, in every frame this script runs in.
      window.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : undefined,
            sample: event.sample || undefined,
          });
        },
        true,
      );
    }, BINDING);
    // Violations the event cannot see (a report during navigation, before any script runs).
    context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        seen.push({
          page: message.page()?.url() ?? '',
          directive: '',
          blocked: '',
          sample: message.text(),
          via: 'console',
        });
      }
    });
  }

  take(): CspViolation[] {
    return this.seen.splice(0, this.seen.length);
  }

  failOnViolations(): void {
    if (this.seen.length === 0) return;
    const lines = this.seen.map(
      (v) =>
        `  ${v.via}: ${v.directive || '?'} blocked ${v.blocked || '?'} on ${v.page}` +
        `${v.source ? ` (${v.source})` : ''}${v.sample ? `: ${v.sample}` : ''}`,
    );
    throw new Error(`Content-Security-Policy violations:\n${lines.join('\n')}`);
  }
}

/**
 * Watches the test's own context (when it uses one) and every context the test opens with
 * browser.newContext() or browser.newPage() (a second member, a fresh visitor), and fails the
 * test on any violation. Depends on nothing but the browser, so a spec that starts sites of its
 * own does not start the shared one through it.
 */
export const test = base.extend<{ cspViolations: CspViolations }>({
  cspViolations: [
    async ({ browser }, use) => {
      const watcher = new Watcher();
      const newContext = browser.newContext;
      const instrumented: Browser['newContext'] = async (...args) => {
        const created = await newContext.apply(browser, args);
        await watcher.watch(created);
        return created;
      };
      browser.newContext = instrumented;
      try {
        await use(watcher);
      } finally {
        browser.newContext = newContext;
      }
      watcher.failOnViolations();
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await (cspViolations as Watcher).watch(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
