// The runner of `npm start` is the site's supervisor (issue 34): a page server killed outright
// (the way a tampered render bundle once killed it) is started again within seconds and serves.
// Needs the builds (npm run build), as npm test provides.
'use strict';

const { afterAll, beforeAll, describe, expect, it } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startSite } = require('../site-processes');
const { sitePorts } = require('../site-ports');

/** This suite's ports: 8510 and up, away from the other suites'. */
const PORT_BASE = 8510;

describe('the site runner as supervisor', () => {
  let site;
  const lines = [];
  /** This process's exit listeners before the site started. */
  let exitListenersBefore = 0;
  beforeAll(async () => {
    exitListenersBefore = process.listenerCount('exit');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-supervisor-'));
    site = await startSite({
      ports: sitePorts(PORT_BASE),
      dataDir,
      log: (line) => lines.push(line),
    });
  }, 180_000);
  // Each part has 5 s to end on SIGTERM before it is killed (stopProcess): jest's default 5 s for
  // a hook is shorter than that bound, so on a busy machine the hook, not the stop, failed.
  afterAll(() => site?.stopAll(), 30_000);

  it('starts a killed page server again, which then serves', async () => {
    const killed = site.pidOf('shell');
    process.kill(killed, 'SIGKILL');
    for (;;) {
      const pid = site.pidOf('shell');
      if (pid !== undefined && pid !== killed) {
        const live = await fetch(`${site.url}/health/live`).catch(() => undefined);
        if (live?.status === 200) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lines).toContain('[runner] shell ended (SIGKILL); starting it again');
    expect((await fetch(`${site.url}/qna/terms`)).status).toBe(200);
  }, 60_000);

  it('holds one exit hook while its parts run, and lets it go once stopped', async () => {
    // A suite starts many sites in one process: a hook per site kept for good piled up.
    expect(process.listenerCount('exit')).toBe(exitListenersBefore + 1);
    await site.stopAll();
    expect(process.listenerCount('exit')).toBe(exitListenersBefore);
  }, 30_000);
});
