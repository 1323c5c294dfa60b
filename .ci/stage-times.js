#!/usr/bin/env node
// Prints the table `.ci/run` ends with: each stage's wall time, and under the test stage each
// package's test task as Nx timed it (the profiles NX_PROFILE asks `lerna run test` to write, merged
// by tools/test/run-tests.js), with when it started: some of them run side by side.
// Usage: stage-times.js <stages.tsv: name, seconds, exit status [, "within"] per line>
//          [<nx-profile.json>]
// A line marked "within" ran inside the wall time of the stage above it (the checks that run side
// by side): it is shown under that stage and not added to the total.
'use strict';

const fs = require('node:fs');

/** "12m 05s" / "42s": minutes matter on a 15-minute budget, seconds for the short stages. */
function duration(seconds) {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole}s`;
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** The stages in the order they ran. */
function readStages(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, status, within] = line.split('\t');
      return {
        name,
        seconds: Number(seconds),
        status: Number(status),
        within: within === 'within',
      };
    });
}

/**
 * The tasks of an Nx profile (Chrome trace events of phase X, `ts` in wall-clock microseconds),
 * in the order they started, each with its start in seconds after the first one's.
 */
function readTasks(file) {
  if (!file || !fs.existsSync(file)) return [];
  const events = JSON.parse(fs.readFileSync(file, 'utf8'))
    .filter((event) => event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  return events.map((event) => ({
    name: event.name,
    seconds: event.dur / 1e6,
    status: event.args?.status ?? '',
    startedAfter: (event.ts - events[0].ts) / 1e6,
  }));
}

/** The table's lines: stages, the test stage's tasks indented under it, and the total. */
function stageTable(stages, tasks, testStage = 'test') {
  const rows = [];
  for (const stage of stages) {
    const name = stage.within ? `  ${stage.name}` : stage.name;
    rows.push([name, duration(stage.seconds), stage.status === 0 ? 'ok' : 'FAILED']);
    if (stage.name === testStage) {
      for (const task of tasks) {
        const status = `${task.status} (from +${duration(task.startedAfter)})`;
        rows.push([`  ${task.name}`, duration(task.seconds), status]);
      }
    }
  }
  const total = stages
    .filter((stage) => !stage.within)
    .reduce((sum, stage) => sum + stage.seconds, 0);
  rows.push(['total', duration(total), '']);
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, time, status]) =>
    `${name.padEnd(width)}  ${time.padStart(7)}  ${status}`.trimEnd(),
  );
}

if (require.main === module) {
  const [stagesFile, profileFile] = process.argv.slice(2);
  console.log(
    ['ci: where the time went', ...stageTable(readStages(stagesFile), readTasks(profileFile))].join(
      '\n',
    ),
  );
}

module.exports = { duration, stageTable };
