module.exports = require('../jest.base.js')({ environment: 'node' });
