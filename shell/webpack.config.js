const { createAppConfig } = require('mf-platform/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  isHost: true,
  devPort: 3000,
  buildEnv: ['GA_MEASUREMENT_ID'],
});
