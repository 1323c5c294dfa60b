// The build helpers of shell/build/site-assets.js (icons, manifest, preview URLs, commit).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script
const siteAssets = require('../build/site-assets') as {
  buildCommit(env: Record<string, string | undefined>, cwd?: string): string;
  webAppManifest(): {
    name: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
};

const PUBLIC = path.join(__dirname, '..', 'public');

describe('the build commit', () => {
  it('is the short commit of the checkout (this test also runs from a copy without git)', () => {
    let expected = 'unknown';
    try {
      expected = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: __dirname,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      // not a git checkout: the build says "unknown"
    }
    expect(siteAssets.buildCommit({})).toBe(expected);
  });

  it('is APP_COMMIT when set (a build from a tarball in CI)', () => {
    expect(siteAssets.buildCommit({ APP_COMMIT: 'deadbee' })).toBe('deadbee');
  });

  it('is "unknown" outside git', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      expect(siteAssets.buildCommit({ GIT_DIR: undefined }, outside)).toBe('unknown');
    } finally {
      fs.rmSync(outside, { recursive: true });
    }
  });
});

describe('the web app manifest', () => {
  const manifest = siteAssets.webAppManifest();

  it('names the site in Korean, with the primary colour of the design tokens', () => {
    expect(manifest).toMatchObject({ name: '스뮤니티 SMUNITY', lang: 'ko' });
    const sharedUi = path.dirname(require.resolve('@smunity/shared-ui/package.json'));
    const tokens = fs.readFileSync(path.join(sharedUi, 'src/tokens.css'), 'utf8');
    expect(tokens).toContain(`--su-color-primary: ${manifest.theme_color};`);
  });

  it('lists 192 and 512 px icons, plain and maskable, that exist as PNGs of that size', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = fs.readFileSync(path.join(PUBLIC, icon.src));
      // PNG signature, then the IHDR chunk's width and height
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
      expect(size).toBe(icon.sizes);
    }
  });
});

describe('the page template', () => {
  const html = fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');

  it.each(['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card', 'twitter:image'])(
    'has %s',
    (name) => {
      expect(html).toMatch(new RegExp(`(property|name)="${name}"`));
    },
  );

  it('gives the preview image as an absolute URL (filled in from SITE_URL)', () => {
    expect(html).toContain('content="%SITE_URL%/icons/og-image.png"');
    const og = fs.readFileSync(path.join(PUBLIC, 'icons', 'og-image.png'));
    expect([og.readUInt32BE(16), og.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('links the manifest', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
