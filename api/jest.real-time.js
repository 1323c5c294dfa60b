// The api's test files whose assertions hold against real time: an answer within 2 s while the
// database is away (the pool's 1.5 s bound), a replica's drain outlasting nginx's keepalive. A
// process starved of the CPU for seconds breaks them without a fault of ours, so `npm test` runs
// them when nothing else runs (tools/test/run-tests.js), and the rest of the suite beside the
// Playwright suite at a low priority (docs/architecture.md §8). `jest` alone runs every file,
// these included. (The portal's time limits are a test's to pass: portal/testing/time-limits.ts.)
'use strict';

module.exports = [
  'src/db/outage.test.ts',
  'src/rolling-restart.test.ts',
  'src/rolling-restart-nginx.test.ts',
];
