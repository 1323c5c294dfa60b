// Overload benchmark (issue 25, item 4), run by hand: what the api does at five times what it can
// serve. Against the built api in its own process (default overload settings, or OVERLOAD_* from
// the environment), on a fresh database:
//   1. capacity: CAPACITY_CONNECTIONS sessions in a closed loop over the mixed load for
//      CAPACITY_SECONDS; capacity = requests answered per second;
//   2. overload: requests arrive at 5 × capacity (open loop: arrivals do not wait for answers, as
//      students on grade-release day do not) for OVERLOAD_SECONDS; health and metrics are probed
//      every 250 ms meanwhile;
//   3. recovery: arrivals drop to half the capacity for RECOVERY_SECONDS.
// Prints the admitted requests' p50/p99, the shed share (503 COMMON010), anything else that
// failed, the probes' worst answer, and the recovery time: from the drop until the last refusal.
// Every acknowledged write is read back at the end. Figures: docs/benchmarks.md.
//   cd api && npm run build && node bench/overload.js        (PGlite in a fresh folder)
//   DATABASE_URL=postgres://… node bench/overload.js         (an empty database of its own)
'use strict';

const { machineLoad, memberSessions, runAgainstServer } = require('./http-support');
const { MIX, MixedLoad, Worker, pick, questionCount } = require('./mixed-load');
const { percentile } = require('./support');

const CAPACITY_SECONDS = Number(process.env.CAPACITY_SECONDS ?? 15);
const CAPACITY_CONNECTIONS = Number(process.env.CAPACITY_CONNECTIONS ?? 32);
const OVERLOAD_SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 20);
const RECOVERY_SECONDS = Number(process.env.RECOVERY_SECONDS ?? 15);
const FACTOR = 5;
const MEMBERS = 10;
/** A client gives up on an answer after this long (a browser's patience, roughly). */
const CLIENT_TIMEOUT_MS = 10_000;
// Open-loop arrivals share sessions, so the mix leaves out the refresh (it rotates the session's
// token: two at once would end the session, as they should).
const OPEN_MIX = MIX.filter(([, name]) => name !== 'POST /accounts/refresh');

const overloadEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name.startsWith('OVERLOAD_')),
);

/** Sends arrivals at `rate` per second for `seconds`; resolves with every outcome. */
async function openLoop(load, client, sessions, rate, seconds) {
  const outcomes = [];
  const pending = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let sent = 0;
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent += 1) {
      pending.push(arrival(load, client, sessions[sent % sessions.length], outcomes, started));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  return outcomes;
}

async function arrival(load, client, session, outcomes, phaseStart) {
  const [, name, action] = pick(OPEN_MIX);
  const timeout = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
  const worker = new Worker(load, withSignal(client, timeout), session);
  const sentAt = performance.now();
  let outcome = 'ok';
  try {
    await action(worker);
  } catch (error) {
    if (error.code === 'COMMON010') outcome = 'shed';
    else if (timeout.aborted) outcome = 'timeout';
    else outcome = `${error.status ?? 'network'} ${error.code ?? error.message}`.slice(0, 80);
  }
  const doneAt = performance.now();
  outcomes.push({ name, outcome, ms: doneAt - sentAt, at: doneAt - phaseStart });
}

function withSignal(client, signal) {
  return { call: (method, url, options = {}) => client.call(method, url, { ...options, signal }) };
}

/** The worst of the health/metrics probes while `during` runs. */
async function probeWhile(url, during) {
  const probes = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const path of ['/api/health/ready', '/api/metrics']) {
        const started = performance.now();
        try {
          const answer = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(5000) });
          await answer.text();
          probes.push({ path, status: answer.status, ms: performance.now() - started });
        } catch {
          probes.push({ path, status: 'failed', ms: performance.now() - started });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const result = await during();
  running = false;
  await loop;
  return { result, probes };
}

function summary(outcomes, seconds) {
  const admitted = outcomes.filter((o) => o.outcome === 'ok').map((o) => o.ms);
  admitted.sort((a, b) => a - b);
  const shed = outcomes.filter((o) => o.outcome === 'shed').length;
  const others = new Map();
  for (const { outcome } of outcomes) {
    if (outcome !== 'ok' && outcome !== 'shed') others.set(outcome, (others.get(outcome) ?? 0) + 1);
  }
  return {
    total: outcomes.length,
    admitted: admitted.length,
    admittedRate: admitted.length / seconds,
    p50: percentile(admitted, 0.5),
    p99: percentile(admitted, 0.99),
    shed,
    shedShare: outcomes.length === 0 ? 0 : shed / outcomes.length,
    others,
  };
}

const ms = (value) => `${value.toFixed(0)} ms`;
const percent = (value) => `${(value * 100).toFixed(1)} %`;

async function main(client, server) {
  const sessions = await memberSessions(client, MEMBERS, CAPACITY_CONNECTIONS);
  const questionsBefore = await questionCount(client);
  const load = new MixedLoad();
  console.log(
    `overload: settings ${JSON.stringify(overloadEnv)} (empty = defaults), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(`machine before: ${machineLoad()}`);

  // 1. Capacity, closed loop.
  const capacityStart = performance.now();
  await load.run(client, sessions, capacityStart + CAPACITY_SECONDS * 1000);
  const capacitySeconds = (performance.now() - capacityStart) / 1000;
  const closed = [...load.stats.values()];
  const answered = closed.reduce((sum, entry) => sum + entry.count - entry.errors, 0);
  const closedLatencies = closed.flatMap((entry) => entry.latencies).sort((a, b) => a - b);
  const capacity = answered / capacitySeconds;
  console.log(
    `\n1. capacity (${CAPACITY_CONNECTIONS} connections, closed loop, ${CAPACITY_SECONDS} s): ${capacity.toFixed(0)} requests/s answered, p50 ${ms(percentile(closedLatencies, 0.5))}, p99 ${ms(percentile(closedLatencies, 0.99))}, ${load.errors} not answered as expected`,
  );

  // 2. Five times that, open loop.
  const offered = capacity * FACTOR;
  const { result: overload, probes } = await probeWhile(server.url, () =>
    openLoop(load, client, sessions, offered, OVERLOAD_SECONDS),
  );
  const over = summary(overload, OVERLOAD_SECONDS);
  const worstProbe = probes.reduce((worst, probe) => (probe.ms > worst.ms ? probe : worst), {
    ms: 0,
  });
  const probesFailed = probes.filter((probe) => probe.status !== 200).length;
  console.log(
    `\n2. overload: ${offered.toFixed(0)} requests/s offered (${FACTOR} × capacity) for ${OVERLOAD_SECONDS} s = ${over.total} requests`,
  );
  console.log(
    `   admitted ${over.admitted} (${over.admittedRate.toFixed(0)}/s): p50 ${ms(over.p50)}, p99 ${ms(over.p99)}`,
  );
  console.log(`   shed (503 COMMON010 + Retry-After): ${over.shed} = ${percent(over.shedShare)}`);
  console.log(`   other failures: ${JSON.stringify(Object.fromEntries(over.others))}`);
  console.log(
    `   health/metrics probes: ${probes.length}, not 200: ${probesFailed}, slowest ${ms(worstProbe.ms)} (${worstProbe.path ?? '-'})`,
  );

  // 3. The load drops to half the capacity.
  const recovery = await openLoop(load, client, sessions, capacity / 2, RECOVERY_SECONDS);
  const after = summary(recovery, RECOVERY_SECONDS);
  const refusals = recovery.filter((o) => o.outcome !== 'ok');
  const recoveredAfter = refusals.reduce((latest, o) => Math.max(latest, o.at), 0);
  const settled = recovery
    .filter((o) => o.outcome === 'ok' && o.at > recoveredAfter)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  console.log(
    `\n3. recovery at ${(capacity / 2).toFixed(0)} requests/s: recovered ${refusals.length === 0 ? 'at once (no refusal after the drop)' : `${ms(recoveredAfter)} after the drop (last refusal)`}; ${after.shed} shed, other failures ${JSON.stringify(Object.fromEntries(after.others))}; afterwards p50 ${ms(percentile(settled, 0.5))}, p99 ${ms(percentile(settled, 0.99))}`,
  );

  const scrape = await (await fetch(`${server.url}/api/metrics`)).text();
  const reasons = scrape
    .split('\n')
    .filter((line) => line.startsWith('http_requests_shed_total{'))
    .map((line) => line.replace('http_requests_shed_total', ''));
  console.log(`   shed by reason (whole run): ${reasons.join(', ') || 'none'}`);

  const { lost, unacknowledgedStored } = await load.verifyWrites(client, questionsBefore);
  console.log(
    `\nwrites acknowledged: ${load.acknowledged.size} questions; lost: ${lost}; stored without acknowledgement: ${unacknowledgedStored} (a write shed or timed out on the client may still be stored)`,
  );
  console.log(`machine after: ${machineLoad()}`);
  process.exitCode = lost === 0 ? 0 : 1;
}

runAgainstServer(overloadEnv, 1024, main);
