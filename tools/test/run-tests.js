#!/usr/bin/env node
// `npm test` after the build: every package's tests through lerna, in an order that fits two
// cores (docs/architecture.md §8). Nx starts the tasks of one run by how many projects depend on
// theirs, so in a single `lerna run test` the api suite went first and the Playwright suite,
// which nothing depends on, last. Here the order is ours:
//   1. the Playwright suite (about 1.2 cores on average) and, beside it on the spare core, every
//      other package's tests one at a time;
//   2. then the api suite alone: its two jest workers take both cores (beside the Playwright suite
//      both slowed and api tests ran past their time limit).
// Every run runs whatever an earlier one reported; the exit status is the worst of them.
// With NX_PROFILE set (.ci/run), each run writes its own profile and they are merged into that
// file, so the stage table shows every task.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const REPO = path.resolve(__dirname, '..', '..');
const E2E = '@smunity/e2e';
const API = '@smunity/api';

/**
 * The runs, phase by phase: the runs of a phase start together, a phase starts when the one
 * before it has ended. `--ignore` (not a list of names) keeps a new package in the tests.
 * @type {Array<Array<{ name: string, args: string[] }>>}
 */
const PHASES = [
  [
    { name: 'browser', args: ['--scope', E2E] },
    { name: 'packages', args: ['--ignore', E2E, '--ignore', API, '--concurrency', '1'] },
  ],
  [{ name: 'api', args: ['--scope', API] }],
];

/** Where run `name` writes its Nx profile, beside the one asked for. */
function runProfile(profile, name) {
  const { dir, name: base, ext } = path.parse(profile);
  return path.join(dir, `${base}.${name}${ext || '.json'}`);
}

/** The runs' profiles (those written: a run stopped early writes none) as one list of events. */
function mergeProfiles(files) {
  return files
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Starts one `lerna run test`; resolves with its exit status (1 when it ended on a signal).
 * @param {(child: import('node:child_process').ChildProcess) => void} track
 */
function startRun(run, env, track) {
  const lerna = path.join(REPO, 'node_modules', '.bin', 'lerna');
  const child = spawn(lerna, ['run', 'test', '--stream', ...run.args], {
    cwd: REPO,
    env,
    stdio: 'inherit',
  });
  track(child);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`run-tests: ${run.name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs the phases in order and returns the exit status: 0 only when every run passed.
 * @param {{ phases?: typeof PHASES, env?: NodeJS.ProcessEnv, start?: typeof startRun,
 *   report?: (line: string) => void }} options
 */
async function runTests({
  phases = PHASES,
  env = process.env,
  start = startRun,
  report = console.error,
} = {}) {
  const running = new Set();
  const stop = (signal) => {
    for (const child of running) child.kill(signal);
    process.exitCode = 1;
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const profile = env.NX_PROFILE;
  const profiles = [];
  let status = 0;
  try {
    for (const phase of phases) {
      const statuses = await Promise.all(
        phase.map((run) => {
          const runEnv = { ...env };
          if (profile) {
            runEnv.NX_PROFILE = runProfile(profile, run.name);
            profiles.push(path.resolve(REPO, runEnv.NX_PROFILE));
          }
          return start(run, runEnv, (child) => {
            running.add(child);
            child.on('exit', () => running.delete(child));
          }).then((code) => {
            if (code !== 0) report(`run-tests: the ${run.name} run failed (${code})`);
            return code;
          });
        }),
      );
      status = Math.max(status, ...statuses);
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    if (profile) {
      fs.writeFileSync(path.resolve(REPO, profile), JSON.stringify(mergeProfiles(profiles)));
      for (const file of profiles) fs.rmSync(file, { force: true });
    }
  }
  return status;
}

if (require.main === module) {
  runTests().then((status) => {
    process.exitCode = process.exitCode || status;
  });
}

module.exports = { PHASES, runProfile, mergeProfiles, runTests };
