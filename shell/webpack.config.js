const { createHostConfig } = require('mf-platform/build/webpack');

module.exports = createHostConfig({ dir: __dirname, buildEnv: ['GA_MEASUREMENT_ID'] });

// Icons, manifest, link-preview tags and the footer's commit: build/site-assets.js.
module.exports = require('./build/site-assets').withSiteAssets(module.exports);

// <link rel=preload> for the chunks main.js imports first (the app's own code and CSS).
const { PreloadFirstChunksPlugin } = require('./build/preload-first-chunks');
const withAssets = module.exports;
module.exports = (env, argv) => {
  const config = withAssets(env, argv);
  return {
    ...config,
    plugins: [...config.plugins, new PreloadFirstChunksPlugin({ fetches: ['/remotes.json'] })],
  };
};
