module.exports = {
  ...require('../jest.base.js')({ environment: 'node' }),
  // The first PGlite template of a run takes several seconds on a busy machine.
  testTimeout: 30_000,
};
