module.exports = {
  ...require('../jest.base.js')({ environment: 'node' }),
  // The first PGlite template of a run takes several seconds on a busy machine.
  testTimeout: 30_000,
  // Two workers, each replaced once its heap passes 700 MB. Every test file builds the whole app
  // on its own databases, and Node keeps part of each file's module realm alive (vm modules'
  // dynamic-import registry, a WeakMap in node:url), PGlite's WebAssembly memory with it: a
  // single process grew to 7–9 GB and slowed as it grew (20.5 min in band; 9.4 min so, measured
  // in docs/benchmarks.md "CI: where the time goes").
  maxWorkers: 2,
  workerIdleMemoryLimit: '700MB',
};
