// GET /api/v1/courses/credit under load, beside a bare Fastify route in the same process and run.
// The real app (buildApp, logger off) on PGlite, a member with 60 stored courses, listening on
// 127.0.0.1; autocannon with 50 connections. Targets: ≥ 25 % of the bare route's requests/s,
// p99 ≤ 20 ms.
//
// The app keeps a member's audit until the database announces a change to the member
// (src/modules/courses/audit-cache.ts), so repeated reads are what the target measures. Two
// references run in the same rounds: the same endpoint on a second app over the same database
// with the cache off (AUDIT_CACHE_MEMBERS=0: a database read and a full audit every request, the
// cost of a first read after a change), and the app's member check plus one trivial query
// (`select 1`), the least any endpoint that reads the database per request can cost.
//
// Reproduce (from the repository root):
//   cd api && npm run build && node bench/credit.bench.js
// Optional: CREDIT_BENCH_SECONDS (default 10 per measurement), CREDIT_BENCH_ROUNDS (default 2),
// BENCH_DATABASE=postgres with TEST_DATABASE_URL (the same app on PostgreSQL, for comparison).
'use strict';

const autocannon = require('autocannon');
const Fastify = require('fastify');
const { sql } = require('kysely');
const {
  environmentLine,
  openBenchApp,
  requireBuilt,
  STORED_COURSES,
  withoutShedding,
} = require('./support');

const { buildApp } = requireBuilt('app.js');
const { requireMember } = requireBuilt('auth/principal.js');

const CONNECTIONS = 50;
const seconds = Number(process.env.CREDIT_BENCH_SECONDS ?? 10);
const rounds = Number(process.env.CREDIT_BENCH_ROUNDS ?? 2);

function load(target, duration) {
  return autocannon({ ...target, connections: CONNECTIONS, duration });
}

function summary(result) {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function format(name, { requestsPerSecond, p50, p99, failures }) {
  const rps = Math.round(requestsPerSecond).toLocaleString('en-US').padStart(7);
  return (
    `${name.padEnd(28)} ${rps} req/s   p50 ${String(p50).padStart(4)} ms   ` +
    `p99 ${String(p99).padStart(5)} ms   failures ${failures}`
  );
}

async function main() {
  const { app, config, database, headers, close } = await openBenchApp({
    configure: withoutShedding,
  });
  const uncachedApp = await buildApp({
    config: { ...config, auditCacheMembers: 0 },
    db: database.db,
  });
  // buildApp returns before ready(), so the reference route can join the real app.
  app.get('/bench/one-query', { onRequest: requireMember }, async () => {
    await sql`select 1`.execute(database.db);
    return { ok: true };
  });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  try {
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const uncachedUrl = await uncachedApp.listen({ host: '127.0.0.1', port: 0 });
    const targets = {
      bare: { url: `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare` },
      oneQuery: { url: `${appUrl}/bench/one-query`, headers },
      credit: { url: `${appUrl}/api/v1/courses/credit`, headers },
      uncached: { url: `${uncachedUrl}/api/v1/courses/credit`, headers },
    };

    const check = await fetch(targets.credit.url, { headers });
    const body = await check.json();
    if (check.status !== 200 || body.completed <= 0) {
      throw new Error(`GET /courses/credit answered ${check.status}: ${JSON.stringify(body)}`);
    }
    const uncachedBody = await (await fetch(targets.uncached.url, { headers })).json();
    if (JSON.stringify(uncachedBody) !== JSON.stringify(body)) {
      throw new Error(`the app with the cache off answered ${JSON.stringify(uncachedBody)}`);
    }
    console.log(
      `GET /courses/credit for ${STORED_COURSES} stored courses: ${JSON.stringify(body)}`,
    );
    console.log(environmentLine(database.kind));

    // Warm-up (JIT, database caches), then interleaved rounds so drift hits every route alike.
    for (const target of Object.values(targets)) await load(target, 2);
    const results = [];
    for (let round = 1; round <= rounds; round += 1) {
      const result = {};
      for (const [name, target] of Object.entries(targets)) {
        result[name] = summary(await load(target, seconds));
      }
      console.log(format(`round ${round} bare route`, result.bare));
      console.log(format(`round ${round} member + select 1`, result.oneQuery));
      console.log(format(`round ${round} /courses/credit`, result.credit));
      console.log(format(`round ${round} same, cache off`, result.uncached));
      results.push(result);
    }
    const mean = (name) =>
      results.reduce((sum, result) => sum + result[name].requestsPerSecond, 0) / results.length;
    const percentOfBare = (name) => ((mean(name) / mean('bare')) * 100).toFixed(1);
    const worstP99 = Math.max(...results.map((result) => result.credit.p99));
    const failures = results.reduce((sum, result) => sum + result.credit.failures, 0);
    console.log(
      `/courses/credit = ${percentOfBare('credit')} % of the bare route (target ≥ 25 %; ` +
        `with the cache off: ${percentOfBare('uncached')} %; one trivial query alone: ` +
        `${percentOfBare('oneQuery')} %), worst p99 ${worstP99} ms ` +
        `(target ≤ 20 ms), ${failures} failed requests`,
    );
  } finally {
    await uncachedApp.close();
    await bare.close();
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
