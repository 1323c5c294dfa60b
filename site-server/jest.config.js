// The page server is Node code: no DOM, tests next to what they test (src/__tests__).
module.exports = {
  ...require('../jest.base.js')({ environment: 'node' }),
  roots: ['<rootDir>/src'],
};
