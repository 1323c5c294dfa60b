// Plain code that runs in the browser, the api and the page server: its tests run in Node.
module.exports = { ...require('../jest.base.js')({ environment: 'node' }), roots: ['<rootDir>'] };
