// `npm test`'s order on two cores (tools/test/run-tests.js), with stand-ins for the lerna runs.
'use strict';

const { describe, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { EventEmitter } = require('node:events');
const { PHASES, runProfile, runTests } = require('../run-tests');

/**
 * A stand-in for `lerna run test`: records when each run starts, and ends a run when the test
 * says so (`finish(name, status)`), writing the Nx profile the run was asked for.
 */
function fakeRuns() {
  const events = [];
  const pending = new Map();
  const start = (run, env, track) => {
    events.push(`start ${run.name}`);
    track(new EventEmitter());
    return new Promise((resolve) => {
      pending.set(run.name, (status) => {
        if (env.NX_PROFILE) {
          fs.writeFileSync(env.NX_PROFILE, JSON.stringify([{ name: run.name, ph: 'X' }]));
        }
        events.push(`end ${run.name}`);
        resolve(status);
      });
    });
  };
  /** Ends run `name` once it has started. */
  const finish = async (name, status = 0) => {
    while (!pending.has(name)) await new Promise((resolve) => setImmediate(resolve));
    pending.get(name)(status);
    pending.delete(name);
  };
  return { events, start, finish };
}

describe('npm test: the order of the runs', () => {
  test('the Playwright suite and the other packages first, side by side, then the api alone', async () => {
    const { events, start, finish } = fakeRuns();
    const done = runTests({ env: {}, start });
    await finish('packages');
    // The api waits for the Playwright suite, not only for the small packages.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['start browser', 'start packages', 'end packages']);
    await finish('browser');
    await finish('api');
    await expect(done).resolves.toBe(0);
    expect(events.slice(3)).toEqual(['end browser', 'start api', 'end api']);
  });

  test('a failed run does not skip the api suite, and fails the whole', async () => {
    const { events, start, finish } = fakeRuns();
    /** @type {string[]} */
    const reported = [];
    const done = runTests({ env: {}, start, report: (line) => reported.push(line) });
    await finish('browser', 1);
    await finish('packages');
    await finish('api');
    await expect(done).resolves.toBe(1);
    expect(events).toContain('end api');
    expect(reported).toEqual(['run-tests: the browser run failed (1)']);
  });

  test('every package but the two suites runs in the packages run (a new package included)', () => {
    const packages = PHASES.flat().find((run) => run.name === 'packages');
    expect(packages?.args).toEqual([
      '--ignore',
      '@smunity/e2e',
      '--ignore',
      '@smunity/api',
      '--concurrency',
      '1',
    ]);
    expect(PHASES.flat().map((run) => run.name)).toEqual(['browser', 'packages', 'api']);
  });

  test("with NX_PROFILE, each run's profile is merged into that file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-tests-'));
    const profile = path.join(dir, 'tasks.json');
    try {
      const { start, finish } = fakeRuns();
      const done = runTests({ env: { NX_PROFILE: profile }, start, report: () => {} });
      await finish('browser');
      await finish('packages', 2);
      await finish('api');
      await expect(done).resolves.toBe(2);
      const names = JSON.parse(fs.readFileSync(profile, 'utf8')).map((event) => event.name);
      expect(names.sort()).toEqual(['api', 'browser', 'packages']);
      expect(fs.readdirSync(dir)).toEqual(['tasks.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a run's profile sits beside the one asked for", () => {
    expect(runProfile('.nx/ci-test-tasks.json', 'api')).toBe('.nx/ci-test-tasks.api.json');
  });
});
