// The tools are Node code: no DOM, tests next to what they test (<folder>/__tests__).
module.exports = { ...require('../jest.base.js')({ environment: 'node' }), roots: ['<rootDir>'] };
