// Shared set-up of the api benchmarks: the built api (dist/), a migrated and seeded PGlite
// database, a member and the configuration. Build first: `npm run build` in api/ (run.js does).
'use strict';

const os = require('node:os');
const path = require('node:path');

const DIST = path.join(__dirname, '..', 'dist');

/** A module of the built api; a clear message instead of MODULE_NOT_FOUND when not built. */
function requireBuilt(relativePath) {
  const file = path.join(DIST, relativePath);
  try {
    return require(file);
  } catch (error) {
    if (error && error.code === 'MODULE_NOT_FOUND') {
      console.error(`Cannot load ${file}; build the api first: cd api && npm run build`);
    }
    throw error;
  }
}

const { loadConfig } = requireBuilt('config.js');
const { openTestDatabase } = requireBuilt('testing/database.js');

/**
 * The api's configuration for a benchmark: the defaults, a fixed secret, and portal limits high
 * enough that the rate limiter never answers 429 during a measurement.
 */
function benchConfig() {
  const config = loadConfig({
    JWT_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256',
    DATA_DIR: path.join(os.tmpdir(), 'smunity-api-bench'),
  });
  const unlimited = { perUsername: 1_000_000, perIp: 1_000_000 };
  return { ...config, attemptLimits: { ...config.attemptLimits, portal: unlimited } };
}

/**
 * `config` without the in-flight cap (docs/adr/0033; 32 on PGlite): what a request costs, not
 * when the api sheds; many connections' excess would be answered 503 in no time and counted as
 * failures. bench/overload.js measures the shedding.
 */
function withoutShedding(config) {
  return { ...config, overload: { ...config.overload, maxInFlight: 0 } };
}

/**
 * Inserts a 컴퓨터과학전공 member of the cohort of its 학번 (no password to log in with, no
 * e-mail) and returns its id.
 */
async function insertBenchMember(db, { username, name }) {
  const { id: yearId } = await db
    .selectFrom('years')
    .select('id')
    .where('value', '=', Number(username.slice(0, 4)))
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('members')
    .values({
      username,
      password_hash: 'not-a-real-hash',
      name,
      email: null,
      year_id: yearId,
      department_id: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A migrated, seeded database and a 2021 컴퓨터과학전공 member in it: PGlite (loaded from the
 * test suite's template, built on first use), or with BENCH_DATABASE=postgres a fresh schema in
 * the PostgreSQL server of TEST_DATABASE_URL, for comparison. `close()` closes (and drops) it.
 */
async function openBenchDatabase() {
  const kind = process.env.BENCH_DATABASE ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(`BENCH_DATABASE must be pglite or postgres, got "${kind}"`);
  }
  const database = await openTestDatabase(kind);
  const memberId = await insertBenchMember(database.db, {
    username: '202100001',
    name: '벤치마크',
  });
  return { kind, db: database.db, memberId, username: '202100001', close: () => database.close() };
}

/**
 * A realistic transcript of `count` distinct rows: the engine benchmark's 60-course
 * student (one failed attempt, 일선 and culture courses), its repeated 학수번호 renumbered so
 * every row is stored, then generated 1전선 rows.
 */
function transcript(count) {
  const { SIXTY_COURSE_STUDENT } = requireBuilt('audit/testing.js');
  const { generatedCourses } = requireBuilt('modules/courses/testing.js');
  const seen = new Set();
  const realistic = SIXTY_COURSE_STUDENT.map((course, index) => {
    const passedKey = course.grade === 'F' ? `F:${index}` : course.number;
    const number = seen.has(passedKey) ? `${course.number.slice(0, 4)}R${index}` : course.number;
    seen.add(passedKey);
    return { ...course, number };
  });
  const generated = generatedCourses(Math.max(0, count - realistic.length), 'BNCH');
  return [...realistic, ...generated].slice(0, count);
}

/** Stores the first `count` courses of the transcript above as the bench member's courses. */
async function storeCourses(database, count) {
  await database.db
    .insertInto('courses')
    .values(
      transcript(count).map((course) => ({
        member_id: database.memberId,
        year: Number(course.year),
        semester: course.semester,
        number: course.number,
        name: course.name,
        type: course.type,
        domain: course.domain,
        credit: course.credit,
        // Only an F is stored (migrations/015): the audit needs no other grade.
        grade: course.grade === 'F' ? 'F' : null,
      })),
    )
    .execute();
}

/** The courses the bench member has stored when a bench reads its result. */
const STORED_COURSES = 60;

/**
 * What a bench of the member's reads runs against: the bench database with STORED_COURSES (or
 * `storedCourses`) stored for its member, the real app on it (logger off, not yet ready: a bench
 * may add a reference route) with `configure(benchConfig())` and `portal`, and the member's
 * `{ authorization }` headers. `close()` closes the app, then the database.
 */
async function openBenchApp({
  configure = (config) => config,
  portal,
  storedCourses = STORED_COURSES,
} = {}) {
  const { buildApp } = requireBuilt('app.js');
  const database = await openBenchDatabase();
  const config = configure(benchConfig());
  const app = await buildApp({ config, db: database.db, portal });
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    if (storedCourses > 0) await storeCourses(database, storedCourses);
    const headers = await memberHeaders(database.db, config, database.memberId);
    return { app, config, database, headers, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The nearest-rank percentile of ascending `sorted` values, `fraction` in (0, 1]: the smallest
 * value with at least that share of the values at or below it; 0 when there is none.
 */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

function environmentLine(databaseKind) {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${databaseKind}, node ${process.version}, ${os.cpus().length} cores, load average ${load}`;
}

/**
 * `{ authorization }` headers of an access token for the member, of a session started for it as
 * a login would (access tokens of unknown or ended sessions are refused: docs/adr/0026).
 */
async function memberHeaders(db, config, memberId) {
  const { createTokenService } = requireBuilt('auth/tokens.js');
  const { insertSession } = requireBuilt('modules/accounts/queries.js');
  const sessionId = require('node:crypto').randomUUID();
  await insertSession(db, { id: sessionId, memberId, userAgent: 'bench' });
  const { token } = createTokenService(config).signAccess({
    memberId,
    role: 'ROLE_USER',
    sessionId,
  });
  return { authorization: `Bearer ${token}` };
}

module.exports = {
  benchConfig,
  environmentLine,
  insertBenchMember,
  memberHeaders,
  openBenchApp,
  percentile,
  requireBuilt,
  STORED_COURSES,
  transcript,
  withoutShedding,
};
