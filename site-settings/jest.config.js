// Plain code that the api, the page server and the shell's build run in Node.
module.exports = { ...require('../jest.base.js')({ environment: 'node' }), roots: ['<rootDir>'] };
