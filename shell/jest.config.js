module.exports = { ...require('../jest.base.js')(), roots: ['<rootDir>/src', '<rootDir>/scripts'] };
