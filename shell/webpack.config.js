const { createHostConfig } = require('mf-platform/build/webpack');

module.exports = createHostConfig({ dir: __dirname, buildEnv: ['GA_MEASUREMENT_ID'] });

// Icons, manifest, link-preview tags and the footer's commit: build/site-assets.js.
module.exports = require('./build/site-assets').withSiteAssets(module.exports);
