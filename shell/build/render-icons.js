// Renders the home-screen icons and the link-preview image from shell/public/icons/icon.svg
// with Debian's Chromium (the e2e browser), into shell/public/icons/*.png. Run it after changing
// the logo: `node shell/build/render-icons.js`; the PNGs are committed, the build only copies them.
'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ICONS = path.join(__dirname, '..', 'public', 'icons');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BLUE = '#1a4b9b'; // --su-color-primary (shared-ui/src/tokens.css)
const logo = fs.readFileSync(path.join(ICONS, 'icon.svg'), 'utf8');

/** name → [width, height, page body]; body is laid out in a page of exactly that size. */
const IMAGES = {
  // "any" icons: the rounded square on transparent ground. The tab's icon is a PNG too: a browser
  // draws an SVG icon as a document of its own, on the page's main thread (docs/adr/0071).
  'icon-32.png': [32, 32, `<div class="logo" style="width:32px">${logo}</div>`],
  'icon-192.png': [192, 192, `<div class="logo" style="width:192px">${logo}</div>`],
  'icon-512.png': [512, 512, `<div class="logo" style="width:512px">${logo}</div>`],
  'apple-touch-icon.png': [
    180,
    180,
    `<div style="background:${BLUE}"><div class="logo" style="width:180px">${logo}</div></div>`,
  ],
  // maskable: full-bleed blue, the logo inside the central 80 % safe zone
  'icon-maskable-512.png': [
    512,
    512,
    `<div class="bleed"><div class="logo" style="width:360px">${logo}</div></div>`,
  ],
  'icon-maskable-192.png': [
    192,
    192,
    `<div class="bleed"><div class="logo" style="width:135px">${logo}</div></div>`,
  ],
  // Open Graph / Twitter summary_large_image: 1200 × 630
  'og-image.png': [
    1200,
    630,
    `<div class="og"><div class="logo" style="width:220px">${logo}</div>
       <div><p class="og__name">SMUNITY</p><p class="og__tag">스뮤니티 · 상명대 졸업요건 검사 사이트</p></div></div>`,
  ],
};

const STYLE = `
  html, body { margin: 0; background: transparent; font-family: 'Noto Sans CJK KR', sans-serif; }
  .logo svg { display: block; width: 100%; height: auto; }
  .bleed { width: 100vw; height: 100vh; background: ${BLUE}; display: grid; place-items: center; }
  .og { width: 100vw; height: 100vh; background: ${BLUE}; color: #fff; display: flex; gap: 56px;
        align-items: center; justify-content: center; box-sizing: border-box; padding: 64px; }
  .og .logo svg rect:first-child { stroke: #fff; stroke-width: 10px; }
  .og__name { margin: 0; font-size: 128px; font-weight: 800; letter-spacing: 0.04em; line-height: 1; }
  .og__tag { margin: 24px 0 0; font-size: 40px; font-weight: 500; color: #e8eef8; }
`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-icons-'));
try {
  for (const [name, [width, height, body]] of Object.entries(IMAGES)) {
    const page = path.join(work, `${name}.html`);
    fs.writeFileSync(page, `<!doctype html><meta charset="utf-8"><style>${STYLE}</style>${body}`);
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        '--default-background-color=00000000',
        `--window-size=${width},${height}`,
        `--screenshot=${path.join(ICONS, name)}`,
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`${name} ${width}×${height}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
