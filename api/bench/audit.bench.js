// Throughput of the graduation audit engine on one core: full audits per second for a
// realistic 60-course student (2021 컴퓨터과학전공, with an F, a repeated 학수번호, 일선 and
// culture courses), using the real rule data. Target: ≥ 10,000 audits/s.
//
// Reproduce (from the repository root):
//   cd api && npx swc src -d dist --strip-leading-paths --copy-files=false && node bench/audit.bench.js
// Optional: AUDIT_BENCH_SECONDS=5 for longer runs (default 2 s per round, 3 rounds).
'use strict';

const path = require('node:path');
const { performance } = require('node:perf_hooks');

const dist = path.join(__dirname, '..', 'dist', 'audit');
let engine;
let fixtures;
try {
  engine = require(path.join(dist, 'index.js'));
  fixtures = require(path.join(dist, 'testing.js'));
} catch (error) {
  console.error(
    `Cannot load the built engine from ${dist}; build it first (see the top of this file).`,
  );
  throw error;
}

const rules = fixtures.loadRuleSet();
const input = {
  member: fixtures.member({ cohortYear: 2021 }),
  courses: fixtures.SIXTY_COURSE_STUDENT,
  rules,
};

const secondsPerRound = Number(process.env.AUDIT_BENCH_SECONDS ?? 2);
const rounds = 3;

// Sanity check that the run measures real work, not an exception path.
const sample = engine.auditGraduation(input);
if (sample.ledger.length !== 60 || sample.credit.completed !== 165) {
  throw new Error('unexpected audit result; is dist/ up to date?');
}

/** Runs audits for about `seconds` and returns audits per second. */
function measure(seconds) {
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  let audits = 0;
  let checksum = 0; // consumed below so the work cannot be optimised away
  while (performance.now() < deadline) {
    for (let i = 0; i < 100; i += 1) {
      checksum += engine.auditGraduation(input).overall.status.completed;
    }
    audits += 100;
  }
  const elapsed = (performance.now() - start) / 1000;
  if (checksum !== audits * 165) throw new Error('audit results changed during the run');
  return audits / elapsed;
}

measure(0.5); // warm-up (JIT)
const results = Array.from({ length: rounds }, () => measure(secondsPerRound));
const best = Math.max(...results);
for (const [round, perSecond] of results.entries()) {
  console.log(`round ${round + 1}: ${Math.round(perSecond).toLocaleString('en-US')} audits/s`);
}
console.log(
  `best: ${Math.round(best).toLocaleString('en-US')} audits/s ` +
    `(${(1e6 / best).toFixed(1)} µs per 60-course audit, node ${process.version})`,
);
