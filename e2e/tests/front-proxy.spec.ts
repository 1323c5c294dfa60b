// The site behind a front proxy (issue 34): the shell's server believes X-Forwarded-For and
// X-Forwarded-Host from the proxies SITE_TRUST_PROXY names and tells the api who the client is, so
// each student behind one proxy has their own per-address limits; token renewal accepts the public
// origin (SITE_URL) when the proxy forwarded Host without its port. This test plays the proxy: it
// calls from 127.0.0.1, which the site under test trusts.
// The runner's own test, not the fixture's: it starts the isolated site it needs.
import { expect, test } from '../support/csp';
import { signUpViaApi } from '../support/accounts';
import { logInViaApi } from '../support/qna';
import { startIsolatedSite, type Site } from '../support/site';

const STUDENT = { username: '201910101', password: 'e2e-front-proxy-1!' };
/** Failed logins per address and window: the api's RATE_LOGIN_PER_IP on this site. */
const LOGIN_FAILURES_PER_ADDRESS = 2;

let site: Site;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  site = await startIsolatedSite(
    { RATE_LOGIN_PER_IP: String(LOGIN_FAILURES_PER_ADDRESS) },
    { SITE_TRUST_PROXY: 'loopback' },
  );
  const request = await playwright.request.newContext();
  await signUpViaApi(request, site.apiUrl, STUDENT.username, STUDENT.password);
  await request.dispose();
});

test.afterAll(async () => {
  await site?.close();
});

/** A wrong password for the student, sent through the shell's server as the proxy forwards it. */
async function failedLogin(client: string): Promise<number> {
  const response = await fetch(`${site.url}/api/v1/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ username: STUDENT.username, password: 'not-the-password-1!' }),
  });
  await response.body?.cancel();
  return response.status;
}

test("one student's failed logins spend only their own address's limit", async () => {
  const first = [];
  for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_ADDRESS; attempt += 1) {
    first.push(await failedLogin('203.0.113.1'));
  }
  expect(first).toEqual([401, 401, 429]);
  // A second student behind the same proxy is still heard.
  expect(await failedLogin('203.0.113.2')).toBe(401);
});

test('token renewal accepts the public origin when the proxy forwarded Host without its port', async ({
  playwright,
}) => {
  const request = await playwright.request.newContext();
  const session = await logInViaApi(request, site.apiUrl, STUDENT);
  await request.dispose();
  const renew = (origin: string) =>
    fetch(`${site.url}/api/v1/accounts/refresh`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        origin,
        // nginx's `proxy_set_header Host $host` drops the port the browser addressed.
        'x-forwarded-host': new URL(site.url).hostname,
        'x-forwarded-for': '203.0.113.3',
      },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
  const foreign = await renew('http://evil.example');
  expect(foreign.status).toBe(403);
  expect((await foreign.json()).code).toBe('ACCOUNT017');
  // The site's own origin: SITE_URL, which `npm start` sets to the shell's address.
  const renewed = await renew(site.url);
  expect(renewed.status).toBe(200);
});
