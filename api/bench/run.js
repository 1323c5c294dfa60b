// All api benchmarks, one after the other (each in its own process, so one's heap and JIT state
// never colour the next): build, then the audit engine, GET /courses/credit, the upload, the
// plan, and a member's result page (its server render's api reads; issue 35).
// Reproduce: cd api && npm run bench   (= node bench/run.js). Numbers: docs/benchmarks.md.
'use strict';

const { execFileSync } = require('node:child_process');
const path = require('node:path');

const API_DIR = path.join(__dirname, '..');
const BENCHMARKS = [
  'audit.bench.js',
  'credit.bench.js',
  'upload.bench.js',
  'plan.bench.js',
  'result-page.bench.js',
];

function run(command, args) {
  execFileSync(command, args, { cwd: API_DIR, stdio: 'inherit' });
}

// The benchmarks load dist/: build it from the current sources first (the package's script).
run('npm', ['run', '--silent', 'build']);
for (const benchmark of BENCHMARKS) {
  console.log(`\n== ${benchmark}`);
  run(process.execPath, [path.join(__dirname, benchmark)]);
}
