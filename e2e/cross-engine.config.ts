import { defineConfig } from '@playwright/test';

// The cross-engine smoke suite (cross-engine/): WebKitGTK and Firefox ESR from Debian's packages,
// driven by their own protocols (cross-engine/engines.ts). Run by scripts/run-cross-engine.js,
// which provides the X display WebKit needs.
export default defineConfig({
  testDir: './cross-engine',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
