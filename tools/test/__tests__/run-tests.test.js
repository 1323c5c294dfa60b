// `npm test`'s order on two cores (tools/test/run-tests.js), with stand-ins for the lerna runs.
'use strict';

const { describe, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { EventEmitter } = require('node:events');
const {
  PHASES,
  REAL_TIME_FILES,
  lastLines,
  runProfile,
  runTests,
  startRun,
} = require('../run-tests');

/** The jest path patterns of the api's real-time files, as the runner passes them. */
const realTimePatterns = () => REAL_TIME_FILES.map((file) => `/${file.replace(/\./g, '\\.')}$`);

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
        resolve({ status, lastLines: [`${run.name}: last line`] });
      });
    });
  };
  /** Resolves once run `name` has started. */
  const started = async (name) => {
    while (!pending.has(name)) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Ends run `name` once it has started. */
  const finish = async (name, status = 0) => {
    await started(name);
    pending.get(name)(status);
    pending.delete(name);
  };
  return { events, start, started, finish };
}

describe('npm test: the order of the runs', () => {
  test('the Playwright suite, the other packages and the real-time files, beside the api', async () => {
    const { events, start, started, finish } = fakeRuns();
    const done = runTests({ env: {}, start });
    await started('api');
    await finish('browser');
    await finish('packages');
    await finish('api-real-time');
    // The whole waits for the api suite too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([
      'start browser',
      'start api',
      'end browser',
      'start packages',
      'end packages',
      'start api-real-time',
      'end api-real-time',
    ]);
    await finish('api');
    await expect(done).resolves.toBe(0);
  });

  test('a failed run does not skip a later one, and fails the whole', async () => {
    const { events, start, finish } = fakeRuns();
    /** @type {string[]} */
    const reported = [];
    const done = runTests({ env: {}, start, report: (line) => reported.push(line) });
    await finish('browser', 1);
    await finish('packages', 1);
    await finish('api');
    await finish('api-real-time');
    await expect(done).resolves.toBe(1);
    expect(events).toContain('end api-real-time');
    expect(reported).toEqual([
      'run-tests: the browser run failed (1)',
      'run-tests: the packages run failed (1)',
      // Again at the end, where a log that keeps only its end shows them.
      'run-tests: the browser run failed (1); the last lines it printed:',
      'browser: last line',
      'run-tests: the packages run failed (1); the last lines it printed:',
      'packages: last line',
    ]);
  });

  test("a run's last lines are kept across chunks split anywhere, the newest last", () => {
    const kept = lastLines(3);
    kept.write('one\ntw');
    kept.write('o\nthree\n');
    expect(kept.lines()).toEqual(['one', 'two', 'three']);
    kept.write('four\nfi');
    expect(kept.lines()).toEqual(['three', 'four', 'fi']);
    kept.write('ve\n');
    expect(kept.lines()).toEqual(['three', 'four', 'five']);
  });

  test('a real lerna run that fails: its status, and its last lines kept', async () => {
    const ended = await startRun(
      { name: 'none', args: ['--scope', '@smunity/no-such-package'] },
      process.env,
      () => {},
      () => {},
    );
    expect(ended.status).toBe(1);
    expect(ended.lastLines.join('\n')).toMatch(/No packages remain after filtering/);
  });

  test('every package runs: the small ones after the browser suite, the api beside them at a low priority', () => {
    expect(PHASES).toHaveLength(1);
    const [browserLane, apiLane] = PHASES[0] ?? [];
    expect(browserLane).toEqual([
      { name: 'browser', args: ['--scope', '@smunity/e2e'] },
      // --ignore, not a list of names: a new package is in the tests.
      {
        name: 'packages',
        args: ['--ignore', '@smunity/e2e', '--ignore', '@smunity/api', '--concurrency', '1'],
      },
      // At the normal priority, with nothing else at it beside them.
      { name: 'api-real-time', args: ['--scope', '@smunity/api', '--', ...realTimePatterns()] },
    ]);
    expect(apiLane?.map(({ name, lowPriority }) => [name, lowPriority])).toEqual([['api', true]]);
  });

  test("the api's real-time files exist, and only they are left to the quiet phase", () => {
    const api = path.resolve(__dirname, '..', '..', '..', 'api');
    const patterns = realTimePatterns().map((pattern) => new RegExp(pattern));
    const apiRun = PHASES[0]?.[1]?.[0];
    expect(apiRun?.args.slice(0, 5)).toEqual([
      '--scope',
      '@smunity/api',
      '--',
      '--testPathIgnorePatterns',
      '/node_modules/',
    ]);
    expect(apiRun?.args.slice(5)).toEqual(realTimePatterns());
    for (const file of REAL_TIME_FILES) {
      const full = path.join(api, file);
      expect(fs.existsSync(full)).toBe(true);
      expect(patterns.filter((pattern) => pattern.test(full))).toHaveLength(1);
    }
    const others = ['src/db/database.test.ts', 'src/portal/smu/smu-portal.test.tsx'];
    for (const file of others) {
      expect(patterns.some((pattern) => pattern.test(path.join(api, file)))).toBe(false);
    }
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
      await finish('api-real-time');
      await expect(done).resolves.toBe(2);
      const names = JSON.parse(fs.readFileSync(profile, 'utf8')).map((event) => event.name);
      expect(names.sort()).toEqual(['api', 'api-real-time', 'browser', 'packages']);
      expect(fs.readdirSync(dir)).toEqual(['tasks.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a run's profile sits beside the one asked for", () => {
    expect(runProfile('.nx/ci-test-tasks.json', 'api')).toBe('.nx/ci-test-tasks.api.json');
  });
});
