// GET /api/v1/plan and GET /api/v1/courses/what-if, server time, on PGlite (issue 10).
// The real app (buildApp, logger off), requests through app.inject() one after the other, so a
// request's time is the server's own (routing, validation, queries, engine, serialisation; no
// network and no queueing). Targets: plan p99 ≤ 50 ms for a 60-course student; what-if ≤ 2×
// GET /courses/credit with the audit cache off (AUDIT_CACHE_MEMBERS=0: a database read and a
// full audit per request).
//
// Members: the 60-course 2021 컴퓨터과학전공 student of bench/support.js, as a double major with
// 경영학부 (the plan then has a whole 다전공 to place), and a student with no stored course
// (the largest plan: every requirement, eight semesters), and such a student taking six of its
// courses this term (docs/adr/0039).
//
// Reproduce (from the repository root):
//   cd api && npm run build && node bench/plan.bench.js
// Optional: PLAN_BENCH_REQUESTS (default 400 per measurement), BENCH_DATABASE=postgres with
// TEST_DATABASE_URL (the same on PostgreSQL, for comparison).
'use strict';

const { performance } = require('node:perf_hooks');
const {
  environmentLine,
  insertBenchMember,
  memberHeaders,
  openBenchApp,
  percentile,
} = require('./support');

const BUSINESS_DEPARTMENT = 26;
const IN_PROGRESS_COURSES = 6;
const requests = Number(process.env.PLAN_BENCH_REQUESTS ?? 400);

/**
 * Times `count` sequential requests; fails on any non-200 answer. Wall time is what a client
 * waits; CPU time (this process, user + system) is the work itself, which the other processes
 * of a busy machine do not inflate (PGlite runs in this process, so it is included).
 */
async function measure(app, request, count) {
  const times = [];
  const cpu = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const response = await app.inject(request);
    const cpuUsed = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    if (response.statusCode !== 200) {
      throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
    }
  }
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    return {
      mean,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1),
    };
  };
  return { ...stats(times), cpu: stats(cpu) };
}

function format(name, { mean, p50, p99, max, cpu }) {
  const ms = (value) => `${value.toFixed(2).padStart(6)} ms`;
  return (
    `${name.padEnd(38)} wall: mean ${ms(mean)} p50 ${ms(p50)} p99 ${ms(p99)} max ${ms(max)}\n` +
    `${''.padEnd(38)} cpu:  mean ${ms(cpu.mean)} p50 ${ms(cpu.p50)} p99 ${ms(cpu.p99)}`
  );
}

async function main() {
  const { app, config, database, headers, close } = await openBenchApp({
    configure: (config) => ({ ...config, auditCacheMembers: 0 }),
  });
  try {
    await database.db
      .updateTable('members')
      .set({ second_department_id: BUSINESS_DEPARTMENT })
      .where('id', '=', database.memberId)
      .execute();
    const freshId = await insertBenchMember(database.db, { username: '202500001', name: '새내기' });
    const takingId = await insertBenchMember(database.db, {
      username: '202500002',
      name: '수강중',
    });

    const headersOf = (memberId) => memberHeaders(database.db, config, memberId);
    const takingHeaders = await headersOf(takingId);
    // The same new student taking the first six courses of the plan this term (docs/adr/0039).
    const firstPlanned = (await app.inject({ url: '/api/v1/plan', headers: takingHeaders }))
      .json()
      .semesters.flatMap((semester) => semester.courses)
      .filter((course) => !course.placeholder)
      .slice(0, IN_PROGRESS_COURSES);
    for (const course of firstPlanned) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/v1/plan/in-progress-courses',
        headers: takingHeaders,
        payload: { number: course.number },
      });
      if (added.statusCode !== 201) throw new Error(`in-progress ${course.number}: ${added.body}`);
    }
    const targets = {
      plan: { url: '/api/v1/plan?until=2027-2', headers },
      freshPlan: { url: '/api/v1/plan', headers: await headersOf(freshId) },
      takingPlan: { url: '/api/v1/plan', headers: takingHeaders },
      whatIf: { url: '/api/v1/courses/what-if?departmentId=1&secondDepartmentId=none', headers },
      credit: { url: '/api/v1/courses/credit', headers },
    };

    const plan = (await app.inject(targets.plan)).json();
    const fresh = (await app.inject(targets.freshPlan)).json();
    const count = (body) =>
      body.semesters.reduce((sum, semester) => sum + semester.courses.length, 0);
    console.log(
      `60 stored courses, double major: ${plan.semesters.length} semesters, ${count(plan)} planned ` +
        `courses, feasible ${plan.feasible}; no stored course: ${fresh.semesters.length} semesters, ` +
        `${count(fresh)} planned courses, feasible ${fresh.feasible}`,
    );
    console.log(environmentLine(database.kind));

    // Warm-up: JIT, the rule set and the course catalog (read once per process).
    for (const target of Object.values(targets)) await measure(app, target, 30);
    const results = {};
    for (const [name, target] of Object.entries(targets)) {
      results[name] = await measure(app, target, requests);
    }
    console.log(format('GET /plan, 60 courses (double major)', results.plan));
    console.log(format('GET /plan, no stored course', results.freshPlan));
    console.log(format('GET /plan, none stored, 6 being taken', results.takingPlan));
    console.log(format('GET /courses/what-if, 60 courses', results.whatIf));
    console.log(format('GET /courses/credit, cache off', results.credit));
    const plans = [results.plan, results.freshPlan, results.takingPlan];
    const worstPlanP99 = Math.max(...plans.map((result) => result.p99));
    const worstPlanCpuP99 = Math.max(...plans.map((result) => result.cpu.p99));
    console.log(
      `plan p99 ${worstPlanP99.toFixed(2)} ms wall, ${worstPlanCpuP99.toFixed(2)} ms cpu ` +
        `(target ≤ 50 ms); what-if / uncached credit: mean ` +
        `${(results.whatIf.mean / results.credit.mean).toFixed(2)}× wall, ` +
        `${(results.whatIf.cpu.mean / results.credit.cpu.mean).toFixed(2)}× cpu (target ≤ 2×)`,
    );
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
