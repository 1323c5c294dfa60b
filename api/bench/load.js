// Load test (issue 11, part 5), run by hand: 100 connections for 60 s of mixed reads and writes
// against the built api in its own process, then every acknowledged write is looked up again.
// Passes when no request failed and no acknowledged write is missing. Figures: docs/benchmarks.md.
//   cd api && npm run build && node bench/load.js        (PGlite in a fresh folder)
//   DATABASE_URL=postgres://… node bench/load.js         (an empty database of its own)
// LOAD_SECONDS and LOAD_CONNECTIONS change the defaults (60, 100). Load shedding is off: this
// measures correctness under load; bench/overload.js measures what shedding does.
'use strict';

const { machineLoad, memberSessions, runAgainstServer } = require('./http-support');
const { MixedLoad, questionCount } = require('./mixed-load');
const { percentile } = require('./support');

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const MEMBERS = 10;

async function main(client) {
  const sessions = await memberSessions(client, MEMBERS, CONNECTIONS);
  const questionsBefore = await questionCount(client);
  const load = new MixedLoad();

  console.log(`load: ${CONNECTIONS} connections, ${SECONDS} s, ${machineLoad()}`);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await load.run(client, sessions, until);
  const elapsed = (performance.now() - started) / 1000;
  const loadAfter = machineLoad();

  // Every acknowledged write must be there, as written, and nothing else.
  const { lost, unacknowledgedStored } = await load.verifyWrites(client, questionsBefore);

  let total = 0;
  let errors = 0;
  const all = [];
  console.log('\nrequest                          count   errors   p50 ms   p99 ms');
  for (const [name, entry] of load.stats) {
    const sorted = entry.latencies.sort((a, b) => a - b);
    all.push(...sorted);
    total += entry.count;
    errors += entry.errors;
    console.log(
      `${name.padEnd(32)} ${String(entry.count).padStart(6)} ${String(entry.errors).padStart(8)} ${percentile(sorted, 0.5).toFixed(1).padStart(8)} ${percentile(sorted, 0.99).toFixed(1).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `\n${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)}/s; p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms`,
  );
  console.log(`errors: ${errors}`);
  console.log(
    `writes acknowledged: ${load.acknowledged.size} questions; lost: ${lost}; stored without acknowledgement: ${unacknowledgedStored}`,
  );
  console.log(`machine after the run: ${loadAfter}`);
  if (load.failures.length > 0) {
    console.log(`first failures:\n  ${load.failures.join('\n  ')}`);
  }
  process.exitCode = errors === 0 && lost === 0 ? 0 : 1;
}

runAgainstServer(
  {
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_POOL_WAITING: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
  },
  CONNECTIONS,
  main,
);
