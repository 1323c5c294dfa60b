const { createAppConfig } = require('mf-platform/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  isHost: true,
  devPort: 3000,
  buildEnv: ['GA_MEASUREMENT_ID'],
});

// Icons, manifest, link-preview tags and the footer's commit: build/site-assets.js.
module.exports = require('./build/site-assets').withSiteAssets(module.exports);
