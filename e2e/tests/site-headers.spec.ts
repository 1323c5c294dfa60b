// What the site's servers send besides pages (issues 11, 12, 17): security headers and a CSP that
// follows remotes.json, compressed files, the crawler and researcher files, 404 for unknown files.
// On a site of its own: it signs a student up and moves a remote to another origin.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { signUpViaApi } from '../support/accounts';
import { logInViaApi, postQuestion } from '../support/qna';
import { currentBuildId, pointAtUrl } from '../support/remoteDeploys';
import { expect, startIsolatedSite, test, type CspViolation, type Site } from '../support/site';

// CommonJS module shared with `npm start`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createStaticServer } = require('@smunity/site-server/src/static-server') as {
  createStaticServer(options: { root: string; cors?: boolean; immutable?: boolean }): Promise<{
    listen(options: { host: string; port: number }): Promise<string>;
    close(): Promise<void>;
  }>;
};

/** Any student: this site is fresh. */
const AUTHOR = '202410201';

function cspDirectives(header: string | null): Record<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    (header ?? '').split(/;\s*/).map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

function remoteOrigins(site: Site): string[] {
  const remotes = JSON.parse(fs.readFileSync(site.remotesFile, 'utf8')) as Record<
    string,
    string | { entry: string }
  >;
  const origins = Object.values(remotes).map(
    (value) => new URL(typeof value === 'string' ? value : value.entry).origin,
  );
  return [...new Set(origins)].sort();
}

test.describe('site headers, compression and crawler files', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startIsolatedSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('the page, its script and remotes.json carry the security headers; the CSP names every remote origin', async () => {
    const page = await fetch(`${site.url}/mypage`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // No inline script in the built page: script-src needs no 'unsafe-inline'.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    const scriptPath = /<script[^>]*\ssrc="?([^"\s>]+)/.exec(html)?.[1];
    expect(scriptPath).toBeDefined();

    for (const url of [
      `${site.url}/mypage`,
      `${site.url}${scriptPath}`,
      `${site.url}/remotes.json`,
    ]) {
      const response = await fetch(url);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), url).toContain('camera=()');
      const csp = cspDirectives(response.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'", ...remoteOrigins(site)]);
      expect(csp['connect-src']).toEqual(expect.arrayContaining(remoteOrigins(site)));
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  test('the shell and the remotes send their files as br or gzip, as the browser accepts', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const scriptPath = /<script[^>]*\ssrc="?([^"\s>]+)/.exec(html)?.[1] as string;
    const manifest = JSON.parse(fs.readFileSync(site.remotesFile, 'utf8')).mfe_qna as
      string | { entry: string };
    const manifestUrl = typeof manifest === 'string' ? manifest : manifest.entry;
    for (const url of [`${site.url}${scriptPath}`, `${site.url}/`, manifestUrl]) {
      const identity = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const plain = Buffer.from(await identity.arrayBuffer());
      expect(identity.headers.get('content-encoding'), url).toBeNull();
      // undici's fetch decodes what it receives: ask through node:http semantics instead.
      for (const [acceptEncoding, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        const raw = await rawGet(url, acceptEncoding);
        expect([url, raw.headers['content-encoding']]).toEqual([url, encoding]);
        expect(raw.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
        expect(raw.body.length).toBeLessThan(plain.length);
        expect(decode(raw.body).equals(plain)).toBe(true);
      }
    }
  });

  test('robots.txt, sitemap.xml with the board, security.txt; 404 for unknown files; remotes keep crawlers out', async ({
    request,
  }) => {
    const member = await signUpViaApi(request, site.apiUrl, AUTHOR);
    const session = await logInViaApi(request, site.apiUrl, member);
    const id = await postQuestion(request, site.apiUrl, session, {
      title: 'sitemap에 나오는 질문',
      content: '크롤러가 찾을 수 있어야 합니다.',
    });

    const robots = await fetch(`${site.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robotsText = await robots.text();
    for (const line of ['Disallow: /mypage', 'Disallow: /accounts', 'Disallow: /api']) {
      expect(robotsText.split('\n')).toContain(line);
    }
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);

    const sitemap = await fetch(`${site.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    expect(locs).toEqual([
      '/',
      '/qna/questions',
      '/qna/terms',
      '/qna/privacy',
      `/qna/questions/${id}`,
    ]);

    const security = await fetch(`${site.url}/.well-known/security.txt`);
    expect(security.status).toBe(200);
    const securityText = await security.text();
    expect(securityText).toMatch(/^Contact: (mailto|https):/m);
    expect(securityText).toMatch(/^Expires: \d{4}-\d\d-\d\dT/m);
    expect(securityText).toContain('Preferred-Languages: ko, en');

    const missing = await fetch(`${site.url}/no-such-file.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    const route = await fetch(`${site.url}/qna/questions/${id}`);
    expect(route.status).toBe(200);
    expect(await route.text()).toMatch(/<div id="?root"?>/);

    for (const origin of remoteOrigins(site)) {
      const remoteRobots = await fetch(`${origin}/robots.txt`);
      expect(await remoteRobots.text()).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  test('a remote moved to another origin loads at once: remotes.json changes the CSP, no restart or rebuild', async ({
    browser,
  }) => {
    const buildId = currentBuildId(site, 'mfe_qna');
    const elsewhere = await createStaticServer({
      root: `${site.cdnDir}/mfe-qna`,
      cors: true,
      immutable: true,
    });
    const address = await elsewhere.listen({ host: '127.0.0.1', port: 0 });
    const newOrigin = new URL(address).origin;
    try {
      pointAtUrl(site, 'mfe_qna', `${newOrigin}/${buildId}/mf-manifest.json`);
      const csp = cspDirectives(
        (await fetch(`${site.url}/`)).headers.get('content-security-policy'),
      );
      expect(csp['script-src']).toContain(newOrigin);

      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      // The board's heading is in the page the server sent, so it shows before the area has
      // loaded: the entry's answer is waited for itself, not taken as come by then.
      const entryFromNewOrigin = page.waitForResponse(
        (response) =>
          response.url().startsWith(newOrigin) && response.url().endsWith('/remoteEntry.js'),
        { timeout: 20_000 },
      );
      await page.goto('/qna/questions');
      await expect(page.getByRole('heading', { name: 'Q&A 게시판' })).toBeVisible({
        timeout: 20_000,
      });
      expect((await entryFromNewOrigin).ok()).toBe(true);
      await context.close();
    } finally {
      await elsewhere.close();
    }
  });

  test('the suite notices a CSP violation: an inline script is refused and reported', async ({
    browser,
    cspViolations,
  }) => {
    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
    });
    const seen: CspViolation[] = [];
    await expect
      .poll(() => {
        seen.push(...cspViolations.take());
        return seen.length;
      })
      .toBeGreaterThan(0);
    // The console report comes first; the event says which directive refused what.
    await expect
      .poll(() => {
        seen.push(...cspViolations.take());
        return seen.find((violation) => violation.via === 'event');
      })
      .toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);
    await context.close();
  });
});

/** A GET whose body stays as sent (fetch would decode it). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
