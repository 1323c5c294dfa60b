// The site behind its shipped front door (issue 39, deploy/nginx): nginx terminating TLS with
// HTTP/2 before the page server, the api and the remotes' builds, a certificate from a throw-away
// CA that Chromium trusts. A student's journey over https:// and what the door must hold: Secure
// HttpOnly refresh cookie, HSTS on every answer, http:// redirected, insecure requests upgraded,
// each client's own address in the api's limits and logs, a renewal with Host forwarded without
// its port (as the original's nginx settings forward it).
import fs from 'node:fs';
import tls from 'node:tls';
import type { BrowserContext, Page } from '@playwright/test';
import {
  completeSignUp,
  DEMO_PORTAL_PASSWORD,
  expectAlert,
  logIn,
  mainMenu,
  recordAlerts,
  verifyAtPortal,
} from '../support/accounts';
import { startFrontDoor, type FrontDoor } from '../support/frontDoor';
import { buildVariant, currentBuildId, deploy, pointAt } from '../support/remoteDeploys';
import { expect, test } from '../support/site';
import { expireAccessToken } from '../support/tokens';

/** 관리자 (demo portal) answers on the board: an admin through ADMIN_USERNAMES. */
const ADMIN = '201900001';
const STUDENT = '202012301';
const PASSWORD = 'front-door-1!';
/** Failed logins per address and window on this site: low, so the buckets show. */
const LOGIN_FAILURES_PER_ADDRESS = 2;

test.describe.configure({ mode: 'serial' });

let door: FrontDoor;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  door = await startFrontDoor({
    ADMIN_USERNAMES: ADMIN,
    RATE_LOGIN_PER_IP: String(LOGIN_FAILURES_PER_ADDRESS),
  });
});
test.afterAll(async () => door?.close());

async function newContext(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const browser = await door.launchBrowser();
  const context = await browser.newContext({
    baseURL: door.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 375, height: 812 },
  });
  return { context, close: () => browser.close() };
}

interface DoorAnswer {
  url: string;
  headers: Record<string, string>;
}

/**
 * Every answer the door sent to the page for our origins, to check their headers at the end, read
 * from Chromium's network events: a response the browser took from its HTTP cache is not an
 * answer of the door, and Chromium keeps no Strict-Transport-Security in its cache entries (it
 * is the connection's state, not the resource's), so a cache hit would read as a missing header.
 */
async function recordAnswers(page: Page): Promise<DoorAnswer[]> {
  const answers: DoorAnswer[] = [];
  const network = await page.context().newCDPSession(page);
  network.on('Network.responseReceived', ({ response }) => {
    if (new URL(response.url).hostname !== 'localhost') return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers))
      headers[name.toLowerCase()] = value;
    answers.push({ url: response.url, headers });
  });
  await network.send('Network.enable');
  return answers;
}

/** Signs `username` up through the pages, as a student does, and logs in. */
async function signUpAndLogIn(page: Page, alerts: string[], username: string): Promise<void> {
  await verifyAtPortal(page, username);
  await completeSignUp(page, alerts, PASSWORD);
  await logIn(page, { username, password: PASSWORD });
}

test("a student's journey over https, and an admin's answer", async () => {
  const student = await newContext();
  const admin = await newContext();
  try {
    const page = await student.context.newPage();
    const answers = await recordAnswers(page);
    const alerts = recordAlerts(page);

    // Sign-up (portal verification through the door), login.
    await signUpAndLogIn(page, alerts, STUDENT);
    const refresh = (await student.context.cookies()).find((c) => c.name === 'smunity_refresh');
    expect(refresh).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });

    // Upload from the portal, then the result.
    await page.getByRole('button', { name: '졸업요건 검사하기' }).click();
    const upload = page.getByRole('dialog', { name: '기이수과목 업데이트' });
    const portalPassword = upload.getByLabel('샘물 비밀번호');
    await portalPassword.fill(DEMO_PORTAL_PASSWORD);
    await expectAlert(
      alerts,
      () => portalPassword.press('Enter'),
      '기이수과목이 업데이트 되었습니다.',
    );
    await expect(page).toHaveURL(/\/mypage\/result$/);
    await expect(page.getByRole('heading', { level: 1, name: '졸업요건 검사 결과' })).toBeVisible();

    // A renewal: the access token as it is half an hour later; nginx forwards Host without the
    // port, and the api takes the site's origin (SITE_URL) for it.
    await expireAccessToken(student.context, door.site);
    const renewal = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/accounts/refresh',
    );
    await mainMenu(page).getByRole('link', { name: '마이페이지' }).click();
    expect((await renewal).status()).toBe(200);
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('table', { name: '내 기이수과목' })).toBeVisible();

    // The board: the student asks, the admin answers, the student reads the answer.
    const title = '프론트 도어 질문';
    await page.goto('/qna/questions/create');
    await page.getByLabel('제목').fill(title);
    await page.getByLabel('내용').fill('https로도 잘 되나요?');
    await page.getByRole('button', { name: '작성완료' }).click();
    await expect(page).toHaveURL(/\/qna\/questions$/);
    await page.getByRole('row').filter({ hasText: title }).getByRole('link').click();
    const questionUrl = page.url();

    const adminPage = await admin.context.newPage();
    const adminAlerts = recordAlerts(adminPage);
    await signUpAndLogIn(adminPage, adminAlerts, ADMIN);
    await adminPage.goto(questionUrl);
    await adminPage.getByRole('link', { name: '답변 등록' }).click();
    await adminPage.getByLabel('내용').fill('네, **잘 됩니다**.');
    await adminPage.getByRole('button', { name: '작성완료' }).click();
    await expect(adminPage.getByRole('region', { name: '답변' })).toContainText('잘 됩니다');

    await page.reload();
    await expect(page.getByRole('region', { name: '답변' })).toContainText('잘 됩니다');

    // Every answer of the door carries HSTS; the page's CSP upgrades insecure requests.
    expect(answers.length).toBeGreaterThan(20);
    const withoutHsts = answers
      .filter((answer) => !answer.headers['strict-transport-security'])
      .map((answer) => answer.url);
    expect(withoutHsts).toEqual([]);
    const document = (await page.goto(questionUrl))!;
    expect(document.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(document.headers()['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  } finally {
    await student.close();
    await admin.close();
  }
});

/** The application protocol the door agrees to over TLS (ALPN) when offered h2 first. */
function negotiatedProtocol(origin: string): Promise<string | false | null> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port: Number(port),
      servername: hostname,
      ca: door.ca,
      ALPNProtocols: ['h2', 'http/1.1'],
    });
    socket.once('secureConnect', () => {
      resolve(socket.alpnProtocol);
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

test('http:// only redirects; the remotes are served over https with their own policy', async () => {
  for (const origin of [door.url, ...Object.values(door.remoteOrigins)]) {
    expect(await negotiatedProtocol(origin)).toBe('h2');
  }
  const response = await fetch(`${door.httpUrl}/qna/questions?page=2`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(`${door.url}/qna/questions?page=2`);

  for (const origin of Object.values(door.remoteOrigins)) {
    const robots = await door.requestFrom('127.0.0.1', `${origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(robots.headers['content-security-policy']).toContain("default-src 'none'");
  }
  // A build's manifest is revalidated, its hashed chunks are immutable, sent precompressed.
  const remotes = JSON.parse((await door.requestFrom('127.0.0.1', '/remotes.json')).body);
  const manifestUrl: string = Object.values(remotes as Record<string, string>)[0]!;
  const manifest = await door.requestFrom('127.0.0.1', manifestUrl);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
  const { metaData } = JSON.parse(manifest.body);
  const chunk = new URL(
    `${metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : ''}${metaData.remoteEntry.name}`,
    manifestUrl,
  );
  const entry = await door.requestFrom('127.0.0.1', chunk.href, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(entry.status).toBe(200);
  expect(['br', 'gzip']).toContain(entry.headers['content-encoding']);
});

test("the api limits and logs each client's own address, not a forged one", async () => {
  const failedLogin = async (client: string, forged?: string) =>
    (
      await door.requestFrom(client, '/api/v1/accounts/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(forged && { 'x-forwarded-for': forged }),
        },
        body: JSON.stringify({ username: '201910101', password: 'not-the-password-1!' }),
      })
    ).status;

  const first = [];
  for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_ADDRESS; attempt += 1) {
    first.push(await failedLogin('127.0.0.2'));
  }
  expect(first).toEqual([401, 401, 429]);
  // Another client has its own bucket, and cannot spend the first one's by naming it…
  expect(await failedLogin('127.0.0.3', '127.0.0.2')).toBe(401);
  // …nor can the first escape its own by naming a third address.
  expect(await failedLogin('127.0.0.2', '203.0.113.9')).toBe(429);

  // The api logged the clients' own addresses, never the forged ones.
  const log = fs.readFileSync(door.site.logFile, 'utf8');
  expect(log).toContain('"remoteAddress":"127.0.0.3"');
  expect(log).not.toContain('203.0.113.9');
});

test('a remote deployed alone behind the door shows on the next page load', async () => {
  test.setTimeout(240_000);
  const label = 'Q&A 9.9.9-front-door';
  const labelled = await buildVariant('mfe_qna', { SMUNITY_BUILD_LABEL: label });
  const visitor = await newContext();
  try {
    const page = await visitor.context.newPage();
    const original = currentBuildId(door.site, 'mfe_qna');
    await page.goto('/qna/terms');
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    await expect(page.getByTestId('build-variant-label')).toHaveCount(0);

    const deployed = deploy(door.site, 'mfe_qna', labelled);
    expect(deployed.entry).toBe(
      `${door.remoteOrigins.mfe_qna}/${labelled.buildId}/mf-manifest.json`,
    );
    // remotes.json passes through nginx uncached: the next load takes the new build.
    await page.reload();
    await expect(page.getByTestId('build-variant-label')).toHaveText(label);

    pointAt(door.site, 'mfe_qna', original);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    await expect(page.getByTestId('build-variant-label')).toHaveCount(0);
  } finally {
    await visitor.close();
    labelled.remove();
  }
});
