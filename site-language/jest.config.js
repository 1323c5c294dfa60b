// Plain code that the api, the page server and the browser run alike.
module.exports = { ...require('../jest.base.js')({ environment: 'node' }), roots: ['<rootDir>'] };
