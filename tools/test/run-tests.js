#!/usr/bin/env node
// `npm test` after the build: every package's tests through lerna, in an order that fits two
// cores (docs/architecture.md §8). In a single `lerna run test` Nx starts the tasks by how many
// projects depend on theirs: the api suite first, the Playwright suite, which nothing depends on,
// last, one after the other. The Playwright suite uses about 1.2 cores on average, the api suite
// both, so here:
//   - at the normal priority, one after the other: the Playwright suite, every other package's
//     tests one at a time, then the api's real-time files (api/jest.real-time.js), whose
//     assertions hold against the clock: a starved process would break them without a fault of
//     ours, and nothing at this priority runs beside them;
//   - beside them from the start, at the lowest priority (nice 19), the api suite but its
//     real-time files: the scheduler gives the runs above the CPU they ask for, the api what
//     they leave.
// Every run runs whatever an earlier one reported; the exit status is the worst of them. A failed
// run's last lines are printed again at the end: runs go on after it, and a CI log that keeps only
// its end would otherwise show the last run's output, not what failed.
// With NX_PROFILE set (.ci/run), each run writes its own profile and they are merged into that
// file, so the stage table shows every task.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const REPO = path.resolve(__dirname, '..', '..');
/** @type {string[]} the api's real-time files, relative to api/ */
const REAL_TIME_FILES = require(path.join(REPO, 'api', 'jest.real-time.js'));
const E2E = '@smunity/e2e';
const API = '@smunity/api';

/** The api's real-time files as jest path patterns (regular expressions). */
const realTimePatterns = REAL_TIME_FILES.map((file) => `/${file.replace(/\./g, '\\.')}$`);

/**
 * @typedef {{ name: string, args: string[], lowPriority?: boolean }} Run a `lerna run test`
 *   (`args` after `run test --stream`; those after `--` go to the package's test script)
 * @typedef {Run[]} Lane runs one after the other
 */

/**
 * The phases in order (one today): a phase's lanes start together, and it ends when all of them
 * have. `--ignore` (not a list of names) keeps a new package in the tests.
 * @type {Lane[][]}
 */
const PHASES = [
  [
    [
      { name: 'browser', args: ['--scope', E2E] },
      { name: 'packages', args: ['--ignore', E2E, '--ignore', API, '--concurrency', '1'] },
      { name: 'api-real-time', args: ['--scope', API, '--', ...realTimePatterns] },
    ],
    [
      {
        name: 'api',
        // The option replaces jest's default list: node_modules stays ignored.
        args: [
          '--scope',
          API,
          '--',
          '--testPathIgnorePatterns',
          '/node_modules/',
          ...realTimePatterns,
        ],
        lowPriority: true,
      },
    ],
  ],
];

/** How many of a failed run's last lines are printed again at the end. */
const REPEATED_LINES = 60;

/**
 * Keeps the last `size` lines of what is written to it (chunks split anywhere), for a run's output.
 * @param {number} size
 */
function lastLines(size) {
  /** @type {string[]} */
  let lines = [];
  let partial = '';
  return {
    /** @param {string} chunk */
    write(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines = lines.concat(parts).slice(-size);
    },
    /** @returns {string[]} */
    lines: () => (partial === '' ? lines : [...lines, partial].slice(-size)),
  };
}

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
 * @typedef {{ status: number, lastLines: string[] }} Ended how a run ended: its exit status (1
 *   when it ended on a signal or did not start) and the last REPEATED_LINES lines it printed
 */

/**
 * Starts one `lerna run test` (under `nice -n 19` for a low-priority run: lerna's children
 * inherit it), its output passed on as it comes and its last lines kept.
 * @param {Run} run
 * @param {NodeJS.ProcessEnv} env
 * @param {(child: import('node:child_process').ChildProcess) => void} track
 * @param {(line: string) => void} report where a run that could not start is told
 * @returns {Promise<Ended>}
 */
function startRun(run, env, track, report) {
  const lerna = path.join(REPO, 'node_modules', '.bin', 'lerna');
  const args = ['run', 'test', '--stream', ...run.args];
  const child = spawn(
    run.lowPriority ? 'nice' : lerna,
    run.lowPriority ? ['-n', '19', lerna, ...args] : args,
    {
      cwd: REPO,
      env,
      stdio: ['inherit', 'pipe', 'pipe'],
    },
  );
  track(child);
  const kept = lastLines(REPEATED_LINES);
  child.stdout?.setEncoding('utf8').on('data', (chunk) => {
    process.stdout.write(chunk);
    kept.write(chunk);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk) => {
    process.stderr.write(chunk);
    kept.write(chunk);
  });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      report(`run-tests: ${run.name}: ${error.message}`);
      resolve({ status: 1, lastLines: kept.lines() });
    });
    // 'close', not 'exit': the output has all been read by then.
    child.on('close', (code) => resolve({ status: code ?? 1, lastLines: kept.lines() }));
  });
}

/**
 * Runs the phases in order and returns the exit status: 0 only when every run passed.
 * @param {{ phases?: Lane[][], env?: NodeJS.ProcessEnv, start?: typeof startRun,
 *   report?: (line: string) => void }} options
 */
async function runTests({
  phases = PHASES,
  env = process.env,
  start = startRun,
  report = console.error,
} = {}) {
  const running = new Set();
  // Ctrl-C or SIGTERM: the running runs are stopped, and no further one starts.
  let stopped = false;
  const stop = (signal) => {
    stopped = true;
    for (const child of running) child.kill(signal);
    process.exitCode = 1;
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const profile = env.NX_PROFILE;
  const profiles = [];
  /** @type {Array<Ended & { name: string }>} */
  const failed = [];

  /** @param {Run} run */
  const runOne = async (run) => {
    const runEnv = { ...env };
    if (profile) {
      runEnv.NX_PROFILE = runProfile(profile, run.name);
      profiles.push(path.resolve(REPO, runEnv.NX_PROFILE));
    }
    const ended = await start(
      run,
      runEnv,
      (child) => {
        running.add(child);
        child.on('exit', () => running.delete(child));
      },
      report,
    );
    if (ended.status !== 0) {
      report(`run-tests: the ${run.name} run failed (${ended.status})`);
      failed.push({ name: run.name, ...ended });
    }
    return ended.status;
  };
  /** @param {Lane} lane */
  const runLane = async (lane) => {
    let status = 0;
    for (const run of lane) {
      if (stopped) return 1;
      status = Math.max(status, await runOne(run));
    }
    return status;
  };

  let status = 0;
  try {
    for (const phase of phases) {
      if (stopped) return 1;
      status = Math.max(status, ...(await Promise.all(phase.map(runLane))));
    }
    for (const { name, status: runStatus, lastLines: lines } of failed) {
      report(`run-tests: the ${name} run failed (${runStatus}); the last lines it printed:`);
      for (const line of lines) report(line);
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

module.exports = {
  PHASES,
  REAL_TIME_FILES,
  lastLines,
  runProfile,
  mergeProfiles,
  runTests,
  startRun,
};
