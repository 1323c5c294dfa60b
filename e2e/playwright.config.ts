import { defineConfig } from '@playwright/test';

// Debian's Chromium (no browser download works here, see docs/toolchain.md). These flags keep it from
// reaching for the network, which is closed on these machines.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One database created for the run, copied by each site (support/databaseTemplate.ts).
  globalSetup: './support/databaseTemplate.ts',
  // Two cores: one browser at a time keeps timings honest and the site responsive.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
