// Plain Node code: no DOM, the tests next to the policy.
module.exports = { ...require('../jest.base.js')({ environment: 'node' }), roots: ['<rootDir>'] };
