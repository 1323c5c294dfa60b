// GET /api/v1/courses/credit under load, beside a bare Fastify route in the same process and run.
// The real app (buildApp, logger off) on PGlite, a member with 60 stored courses, listening on
// 127.0.0.1; autocannon with 50 connections. Targets: ≥ 25 % of the bare route's requests/s,
// p99 ≤ 20 ms.
//
// Reproduce (from the repository root):
//   cd api && npm run build && node bench/credit.bench.js
// Optional: CREDIT_BENCH_SECONDS (default 10 per measurement), CREDIT_BENCH_ROUNDS (default 2),
// BENCH_DATABASE=postgres with TEST_DATABASE_URL (the same app on PostgreSQL, for comparison).
'use strict';

const autocannon = require('autocannon');
const Fastify = require('fastify');
const {
  benchConfig,
  environmentLine,
  openBenchDatabase,
  requireBuilt,
  transcript,
} = require('./support');

const { buildApp } = requireBuilt('app.js');
const { createTokenService } = requireBuilt('auth/tokens.js');

const CONNECTIONS = 50;
const STORED_COURSES = 60;
const seconds = Number(process.env.CREDIT_BENCH_SECONDS ?? 10);
const rounds = Number(process.env.CREDIT_BENCH_ROUNDS ?? 2);

function load(url, headers, duration) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration });
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
  return `${name.padEnd(22)} ${rps} req/s   p50 ${String(p50).padStart(3)} ms   p99 ${String(p99).padStart(3)} ms   failures ${failures}`;
}

async function main() {
  const database = await openBenchDatabase();
  const config = benchConfig();
  const app = await buildApp({ config, db: database.db });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  try {
    await database.db
      .insertInto('courses')
      .values(
        transcript(STORED_COURSES).map((course) => ({
          member_id: database.memberId,
          year: Number(course.year),
          semester: course.semester,
          number: course.number,
          name: course.name,
          type: course.type,
          domain: course.domain,
          credit: course.credit,
          grade: course.grade,
        })),
      )
      .execute();
    const token = createTokenService(config).signAccess({
      memberId: database.memberId,
      role: 'ROLE_USER',
    }).token;
    const creditUrl = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/v1/courses/credit`;
    const bareUrl = `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare`;
    const headers = { authorization: `Bearer ${token}` };

    const check = await fetch(creditUrl, { headers });
    const body = await check.json();
    if (check.status !== 200 || body.completed <= 0) {
      throw new Error(`GET /courses/credit answered ${check.status}: ${JSON.stringify(body)}`);
    }
    console.log(
      `GET /courses/credit for ${STORED_COURSES} stored courses: ${JSON.stringify(body)}`,
    );
    console.log(environmentLine(database.kind));

    // Warm-up (JIT, PGlite caches), then interleaved rounds so drift hits both alike.
    await load(bareUrl, {}, 2);
    await load(creditUrl, headers, 2);
    const results = [];
    for (let round = 1; round <= rounds; round += 1) {
      const bareResult = summary(await load(bareUrl, {}, seconds));
      const creditResult = summary(await load(creditUrl, headers, seconds));
      console.log(format(`round ${round} bare route`, bareResult));
      console.log(format(`round ${round} /courses/credit`, creditResult));
      results.push({ bareResult, creditResult });
    }
    const mean = (pick) => results.reduce((sum, result) => sum + pick(result), 0) / results.length;
    const ratio =
      mean((r) => r.creditResult.requestsPerSecond) / mean((r) => r.bareResult.requestsPerSecond);
    const worstP99 = Math.max(...results.map((r) => r.creditResult.p99));
    const failures = results.reduce((sum, r) => sum + r.creditResult.failures, 0);
    console.log(
      `/courses/credit = ${(ratio * 100).toFixed(1)} % of the bare route (target ≥ 25 %), ` +
        `worst p99 ${worstP99} ms (target ≤ 20 ms), ${failures} failed requests`,
    );
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
