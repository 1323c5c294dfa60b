// Failure modes of each remote (docs/architecture.md §2): its entry answers 404, its server is down, it
// throws while rendering, or it is slow. Each time the nav, the footer, the home page and the other
// two areas keep working, the area shows a Korean fallback with 다시 시도 (or, when slow, its
// loading state), and 다시 시도 recovers once the remote is back. One isolated site for the file:
// the tests stop servers and rewrite remotes.json, and each puts back what it changed.
// The runner's own test, not the fixture's: these tests start the isolated site they need and
// never the shared one.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { signUpViaApi } from '../support/accounts';
import { addSessionCookie, logInViaApi, type MemberSession } from '../support/qna';
import {
  buildVariant,
  currentBuildId,
  deploy,
  pointAt,
  pointAtOrigin,
  pointAtUrl,
  type VariantBuild,
} from '../support/remoteDeploys';
import { startHoldingProxy } from '../support/holdingProxy';
import { REMOTE_NAMES, sparePort, startIsolatedSite, type Site } from '../support/site';

interface AreaPage {
  path: string;
  heading: string;
  visitor: 'guest' | 'member';
}

/** The page that shows each area, and who can see it (my page is for members). */
const AREA_PAGES = {
  mfe_accounts: { path: '/accounts/login', heading: '로그인', visitor: 'guest' },
  mfe_mypage: { path: '/mypage', heading: '마이페이지', visitor: 'member' },
  mfe_qna: { path: '/qna/terms', heading: '이용약관', visitor: 'guest' },
} satisfies Record<string, AreaPage>;

type RemoteName = keyof typeof AREA_PAGES;
/** The remotes under test: those above, which must be every remote of the registry (see below). */
const REMOTES = Object.keys(AREA_PAGES) as RemoteName[];

let site: Site;
let originalBuilds: Record<RemoteName, string>;
const faultyBuilds = new Map<RemoteName, VariantBuild>();
let memberSession: MemberSession;
// An isolated site: any demo student will do.
const MEMBER = { username: '201910101', password: 'e2e-failure-1!' };

test('every remote of the registry has its page here', () => {
  expect([...REMOTES].sort()).toEqual([...REMOTE_NAMES].sort());
});

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  // The three crashing builds are made once, one after the other (two shared cores), while the
  // site starts.
  const buildingFaults = (async () => {
    for (const remote of REMOTES) {
      faultyBuilds.set(remote, await buildVariant(remote, { SMUNITY_FAULT: 'render' }));
    }
  })();
  site = await startIsolatedSite();
  originalBuilds = Object.fromEntries(
    REMOTES.map((remote) => [remote, currentBuildId(site, remote)]),
  ) as Record<RemoteName, string>;
  const request = await playwright.request.newContext();
  await signUpViaApi(request, site.apiUrl, MEMBER.username, MEMBER.password);
  memberSession = await logInViaApi(request, site.apiUrl, MEMBER);
  await request.dispose();
  await buildingFaults;
});

test.afterAll(async () => {
  await site?.close();
  for (const build of faultyBuilds.values()) build.remove();
});

/** A browser context with the member's session cookie, as shared-auth writes it after a login. */
async function memberContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await addSessionCookie(context, site.url, memberSession);
  return context;
}

/** A visitor's page and a member's page: between them, every area can be shown. */
interface Visitors {
  guest: Page;
  member: Page;
}

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

async function expectAreaShown(visitors: Visitors, remote: RemoteName) {
  const { path, heading, visitor } = AREA_PAGES[remote];
  const page = visitors[visitor];
  await page.goto(`${site.url}${path}`);
  await expect(mainHeading(page, heading)).toBeVisible();
}

/** The shell's own parts: nav, footer and the home page. */
async function expectShellWorks(page: Page) {
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '이용약관' })).toBeVisible();
  await page.getByRole('link', { name: 'SMUNITY', exact: true }).first().click();
  await expect(mainHeading(page, 'SMUNITY')).toBeVisible();
}

async function expectOthersWork(visitors: Visitors, failing: RemoteName) {
  for (const remote of REMOTES.filter((other) => other !== failing)) {
    await expectAreaShown(visitors, remote);
  }
}

/** Opens the failing area: its Korean fallback with 다시 시도. Returns the page showing it. */
async function openFailingArea(visitors: Visitors, remote: RemoteName): Promise<Page> {
  const { path, visitor } = AREA_PAGES[remote];
  const page = visitors[visitor];
  await page.goto(`${site.url}${path}`);
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText(
    '이 영역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  );
  await expect(fallback.getByRole('button', { name: '다시 시도' })).toBeVisible();
  return page;
}

/** The failing area is contained: the shell and the other two areas work around it. */
async function expectContained(visitors: Visitors, remote: RemoteName) {
  await expectShellWorks(await openFailingArea(visitors, remote));
  await expectOthersWork(visitors, remote);
}

async function expectRetryRecovers(page: Page, remote: RemoteName) {
  await page.getByRole('alert').getByRole('button', { name: '다시 시도' }).click();
  await expect(mainHeading(page, AREA_PAGES[remote].heading)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

for (const remote of REMOTES) {
  test.describe(`${remote} failing`, () => {
    let visitors: Visitors;
    let member: BrowserContext;

    test.beforeEach(async ({ browser, page }) => {
      member = await memberContext(browser);
      visitors = { guest: page, member: await member.newPage() };
    });
    test.afterEach(async () => {
      await member.close();
    });

    /**
     * With the remote deployed as `deployBad` leaves it, the failure stays in the area; the bad
     * deploy is rolled back while the page is open, and 다시 시도 recovers.
     */
    async function expectRollbackRecovers(deployBad: () => void) {
      deployBad();
      try {
        await expectContained(visitors, remote);

        const page = await openFailingArea(visitors, remote);
        pointAt(site, remote, originalBuilds[remote]);
        await expectRetryRecovers(page, remote);
      } finally {
        pointAt(site, remote, originalBuilds[remote]);
      }
    }

    test('its entry answers 404: the area shows the fallback, and 다시 시도 recovers', async () => {
      const missing = `http://127.0.0.1:${site.ports[remote]}/no-such-build/mf-manifest.json`;
      await expectRollbackRecovers(() => pointAtUrl(site, remote, missing));
    });

    test('its server is down: the area shows the fallback, and 다시 시도 recovers', async () => {
      await site.stop(remote);
      let running = false;
      try {
        await expectContained(visitors, remote);

        const page = await openFailingArea(visitors, remote);
        await site.start(remote);
        running = true;
        await expectRetryRecovers(page, remote);
      } finally {
        if (!running) await site.start(remote);
      }
    });

    test('it throws while rendering: the area shows the fallback, and 다시 시도 recovers', async () => {
      const faulty = faultyBuilds.get(remote);
      if (!faulty) throw new Error(`No faulty build of ${remote}.`);
      await expectRollbackRecovers(() => deploy(site, remote, faulty));
    });

    test('it is slow: the area shows its loading state, and the page once the remote answers', async () => {
      // The remote's origin holds every answer (its manifest, for the browser and for the page
      // server alike) until the test has seen the loading state and the site around it working.
      const origin = `http://127.0.0.1:${site.ports[remote]}`;
      const proxy = await startHoldingProxy(origin, sparePort(site));
      try {
        pointAtOrigin(site, remote, proxy.origin);
        const { path, heading, visitor } = AREA_PAGES[remote];
        // A page of its own: the visitor's page shows the other areas meanwhile.
        const page = await visitors[visitor].context().newPage();
        const manifest = `${proxy.origin}/${originalBuilds[remote]}/mf-manifest.json`;
        const manifestAsked = page.waitForRequest(manifest);
        await page.goto(`${site.url}${path}`);
        await manifestAsked;

        await expect(page.getByRole('status')).toHaveText('불러오는 중…');
        await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expectOthersWork(visitors, remote);
        // Still waiting for the remote's answer.
        await expect(page.getByRole('status')).toHaveText('불러오는 중…');
        await expect(mainHeading(page, heading)).toHaveCount(0);

        proxy.release();
        await expect(mainHeading(page, heading)).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expectShellWorks(page);
      } finally {
        pointAtOrigin(site, remote, origin);
        await proxy.close();
      }
    });
  });
}
