// The site under test: the production builds started exactly as `npm start` starts them (same
// processes, same servers), on ports of their own and with a fresh database.
// Built on csp.ts's test: every spec fails on a Content-Security-Policy violation.
import { test as base } from './csp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// CommonJS module shared with `npm start`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const siteProcesses = require('@smunity/tools/site/site-processes') as {
  REMOTES: ReadonlyArray<{ container: RemoteName }>;
  sitePorts(base: number): SitePorts;
  startSite(options: {
    ports: SitePorts;
    dataDir: string;
    apiEnv?: Record<string, string>;
    shellEnv?: Record<string, string>;
    remoteModes?: Partial<Record<RemoteName, RemoteMode>>;
    log?: (line: string) => void;
  }): Promise<RunningSite>;
};

/** A container name of the registry of remotes (mf-platform/remotes.registry.json). */
export type RemoteName = string;
export type SitePart = 'api' | 'shell' | RemoteName;
/** The port of each part of the site. */
export type SitePorts = Record<SitePart, number>;

/** Every remote of the registry, in its order. */
export const REMOTE_NAMES: readonly RemoteName[] = siteProcesses.REMOTES.map(
  ({ container }) => container,
);
/** How the shell mounts a remote (remotes.json "mode"). */
export type RemoteMode = 'federation' | 'parcel';

interface RunningSite {
  url: string;
  apiUrl: string;
  ports: SitePorts;
  remotesFile: string;
  /** The remotes' CDN folder (tools/deploy/deploy-remote.js --cdn). */
  cdnDir: string;
  start(part: SitePart): Promise<void>;
  stop(part: SitePart): Promise<void>;
  stopAll(): Promise<void>;
}

export interface Site extends RunningSite {
  dataDir: string;
  /** Everything the site's processes printed (api logs included). */
  logFile: string;
  close(): Promise<void>;
}

/**
 * Each site of a run has this many consecutive ports from its first (the shell's): its parts use
 * some, and the rest are for servers a test runs next to it (sparePort).
 */
const SITE_PORT_RANGE = 10;

let nextIsolatedBase = Number(process.env.E2E_ISOLATED_PORT_BASE ?? 4600);

/** Ports no other site of this run uses: for a site of its own. */
export function isolatedSitePorts(): SitePorts {
  nextIsolatedBase += SITE_PORT_RANGE;
  return siteProcesses.sitePorts(nextIsolatedBase);
}

/** A port of the site's range that none of its parts uses: for a test's own server beside it. */
export function sparePort(site: Pick<Site, 'ports'>): number {
  const used = new Set(Object.values(site.ports));
  // The range starts at the shell's port, the lowest of its parts.
  const first = Math.min(...used);
  for (let port = first; port < first + SITE_PORT_RANGE; port += 1) {
    if (!used.has(port)) return port;
  }
  throw new Error(`The site's ports ${first}–${first + SITE_PORT_RANGE - 1} are all in use.`);
}

/**
 * Starts a site of its own (for tests that stop parts of it or need other settings): `apiEnv`
 * for the api, `shellEnv` for the shell's server.
 */
export async function startIsolatedSite(
  apiEnv: Record<string, string> = {},
  shellEnv: Record<string, string> = {},
): Promise<Site> {
  return launchSite(isolatedSitePorts(), apiEnv, shellEnv);
}

/** The ports of a site whose first port is `base` (tools/site/site-processes.js). */
export function sitePortsFrom(base: number): SitePorts {
  return siteProcesses.sitePorts(base);
}

/** The term the suite's sites take as current: plans start with 2027년 1학기. */
export const E2E_CURRENT_TERM = '2026-2';

/** E2E_REMOTE_MODE=parcel runs the suite with every remote mounted as a parcel. */
function remoteModesFromEnv(): Partial<Record<RemoteName, RemoteMode>> {
  if (process.env.E2E_REMOTE_MODE !== 'parcel') return {};
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, 'parcel']));
}

/**
 * The environment variable naming the api data folder with a fresh database that the sites of
 * the run copy (databaseTemplate.ts, the suite's global setup); unset, each site creates its own.
 */
export const DATABASE_TEMPLATE_VARIABLE = 'E2E_DATABASE_TEMPLATE';

/** Starts the site on `ports` with a fresh database (the cross-engine suite's own worker fixture). */
export async function launchSite(
  ports: SitePorts,
  apiEnv: Record<string, string> = {},
  shellEnv: Record<string, string> = {},
): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-e2e-'));
  const logFile = path.join(dataDir, 'site.log');
  const template = process.env[DATABASE_TEMPLATE_VARIABLE];
  // The api's DATA_DIR (tools/site/site-processes.js): <dataDir>/api.
  if (template) fs.cpSync(template, path.join(dataDir, 'api'), { recursive: true });
  const site = await siteProcesses.startSite({
    ports,
    dataDir,
    // Every browser of the suite comes from 127.0.0.1: per-address limits would throttle the
    // suite, not a user. Per-학번 limits stay as configured. The current term is pinned (the
    // operator's CURRENT_TERM), so plans never depend on the day the suite runs.
    apiEnv: {
      RATE_LOGIN_PER_IP: '100000',
      RATE_PORTAL_PER_IP: '100000',
      // Every spec's browser is one address, 127.0.0.1, and one e2e member posts the whole XSS
      // corpus: the per-address and write limits have their api tests.
      RATE_REFRESH_PER_IP: '100000',
      RATE_SHARES_PER_IP: '100000',
      RATE_SHARE_READS_PER_IP: '100000',
      RATE_PAGE_VIEWS_PER_IP: '100000',
      RATE_QNA_WRITES_PER_MEMBER: '100000',
      RATE_QNA_WRITES_PER_IP: '100000',
      // No load shedding, as in every api test (testing/app.ts, testing/replicas.ts): a site
      // sharing two cores with Chromium would shed on its neighbours' load. Shedding has its own
      // test and bench/overload.js.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_POOL_WAITING: '0',
      OVERLOAD_MAX_IN_FLIGHT: '0',
      CURRENT_TERM: E2E_CURRENT_TERM,
      ...apiEnv,
    },
    shellEnv,
    remoteModes: remoteModesFromEnv(),
    log: (line) => fs.appendFileSync(logFile, `${line}\n`),
  });
  return {
    ...site,
    dataDir,
    logFile,
    async close() {
      await site.stopAll();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `site`: one running site per worker, shared by the tests of that worker. */
export const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const site = await launchSite(
        siteProcesses.sitePorts(
          Number(process.env.E2E_PORT_BASE ?? 4000) + workerInfo.workerIndex * SITE_PORT_RANGE,
        ),
        {},
      );
      await use(site);
      await site.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect } from '@playwright/test';
export type { CspViolation, CspViolations } from './csp';
