// POST /api/v1/courses/upload of an 80-course transcript: the server's own time, without the
// portal (a stub answers at once). The real app (buildApp, logger off) on PGlite via inject():
// token check, body validation, 학번 check, rate limiter, one transaction inserting 80 rows, and
// the audit of the 201 answer. The member's courses are deleted between iterations (untimed).
//
// Reproduce (from the repository root):
//   cd api && npm run build && node bench/upload.bench.js
// Optional: UPLOAD_BENCH_ITERATIONS (default 200), BENCH_DATABASE=postgres with TEST_DATABASE_URL.
'use strict';

const { performance } = require('node:perf_hooks');
const { environmentLine, openBenchApp, percentile, transcript } = require('./support');

const TRANSCRIPT_COURSES = 80;
const WARM_UP = 20;
const iterations = Number(process.env.UPLOAD_BENCH_ITERATIONS ?? 200);

async function main() {
  const courses = transcript(TRANSCRIPT_COURSES);
  const portal = {
    fetchStudent: async () => {
      throw new Error('the upload never reads the profile');
    },
    fetchCourses: async () => ({ courses: courses.map((course) => ({ ...course })) }),
  };
  const { app, database, headers, close } = await openBenchApp({ portal, storedCourses: 0 });
  try {
    await app.ready();
    const request = {
      method: 'POST',
      url: '/api/v1/courses/upload',
      headers,
      payload: { username: database.username, password: 'portal-password-not-checked-by-stub' },
    };
    const clear = () =>
      database.db.deleteFrom('courses').where('member_id', '=', database.memberId).execute();

    const durations = [];
    for (let i = 0; i < WARM_UP + iterations; i += 1) {
      await clear();
      const start = performance.now();
      const response = await app.inject(request);
      const elapsed = performance.now() - start;
      if (response.statusCode !== 201 || response.json().count !== TRANSCRIPT_COURSES - 1) {
        // 79 listed: the transcript's one failed attempt is stored but is not a completed course.
        throw new Error(`upload answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      }
      if (i >= WARM_UP) durations.push(elapsed);
    }
    const stored = await database.db
      .selectFrom('courses')
      .select('id')
      .where('member_id', '=', database.memberId)
      .execute();
    if (stored.length !== TRANSCRIPT_COURSES) throw new Error(`${stored.length} rows stored`);

    durations.sort((a, b) => a - b);
    const mean = durations.reduce((sum, value) => sum + value, 0) / durations.length;
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(environmentLine(database.kind));
    console.log(
      `upload of ${TRANSCRIPT_COURSES} courses, ${iterations} iterations: ` +
        `mean ${ms(mean)}, p50 ${ms(percentile(durations, 0.5))}, ` +
        `p95 ${ms(percentile(durations, 0.95))}, p99 ${ms(percentile(durations, 0.99))}, ` +
        `max ${ms(durations[durations.length - 1])}`,
    );
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
